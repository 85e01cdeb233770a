import { graphql } from "gatsby"
import { MapOnDemand } from "../map/map-on-demand"
import { Picture } from "../components/picture"
import { Section } from "../components/section"
import { staticHtml } from "../enhancement/static-html"
import { usePageWide } from "../components/page-wide"
import { fillIn } from "../shared/text"
import * as styles from "./attractions.module.css"
import type { SectionProps } from "../shared/sections"

export const query = graphql`
  fragment AttractionsSection on AttractionsJson {
    heading
    intro
    websiteLink
    items {
      name
      description
      website
      address
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1.5, layout: CONSTRAINED)
        }
      }
    }
  }
`

type Attraction = Queries.AttractionsSectionFragment["items"][number]

/**
 * The Google Maps Embed API key of this build (requirements §7; env `GATSBY_GOOGLE_MAPS_API_KEY`, optional, inlined by
 * Gatsby), `""` for none. Read here, not in src/shared/settings.ts with the other settings: it is the only one the
 * page's first load needs, and that module's e-mail settings would come with it (0.2 KB gzip; issue 37,
 * docs/performance.md).
 */
const googleMapsApiKey: string = process.env.GATSBY_GOOGLE_MAPS_API_KEY ?? ""

/** Props of {@link Attractions}. */
export interface AttractionsProps extends SectionProps<Queries.AttractionsSectionFragment> {
  /** Maps Embed API key (env `GATSBY_GOOGLE_MAPS_API_KEY`); the keyless embed when empty. */
  mapsApiKey?: string
}

/** One place's picture and words. Static: never hydrated. */
const AttractionText = staticHtml(function AttractionText({ item, link }: { item: Attraction; link: string }) {
  const { siteWords } = usePageWide()
  const image = item.image.childImageSharp?.gatsbyImageData
  return (
    <>
      {image ? <Picture image={image} alt={item.imageAlt} className={styles.image} /> : null}
      <div className={styles.body}>
        <h3 id={`attraction-${slug(item.name)}`}>{item.name}</h3>
        <p>{item.description}</p>
        <p className={styles.address}>{item.address}</p>
        <p>
          <a href={item.website} target="_blank" rel="noopener noreferrer">
            {fillIn(link, { place: item.name })}
            <span className="visually-hidden"> {siteWords.newTab}</span>
          </a>
        </p>
      </div>
    </>
  )
})

/**
 * Nearby attractions (requirements §2 item 13, id `attractions`, data/attractions.json): cards with picture, address,
 * website and map. Only the maps are React (each loads on request); the rest is static HTML.
 */
export default function Attractions({ id, data, mapsApiKey = googleMapsApiKey }: AttractionsProps) {
  return (
    <Section id={id} heading={data.heading} intro={data.intro} tone="mist">
      <ul className={styles.grid}>
        {data.items.map((item) => (
          <li key={item.name} className={styles.card}>
            <article aria-labelledby={`attraction-${slug(item.name)}`}>
              <AttractionText item={item} link={data.websiteLink} />
              <div className={styles.map}>
                <MapOnDemand place={item.name} query={item.address} apiKey={mapsApiKey || undefined} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
}
