import { graphql, withPrefix, type HeadFC, type PageProps } from "gatsby"
import { Seo } from "../components/seo"
import * as buttons from "../styles/buttons.module.css"
import "../styles/global.css"
import * as styles from "./404.module.css"

export const query = graphql`
  query NotFoundPage {
    site {
      siteMetadata {
        notFoundTitle
      }
    }
    siteWords: siteJson {
      notFound {
        code
        heading
        text
        home
        prices
        quote
      }
    }
  }
`

/**
 * The not-found page (data/site.json `notFound`): a way back to the prices, a quote or the home page, in the
 * site's style. Plain links: the one page is worth a full load, with its server HTML.
 */
export default function NotFoundPage({ data }: PageProps<Queries.NotFoundPageQuery>) {
  const words = data.siteWords?.notFound
  if (!words) throw new Error("data/site.json is missing or empty")
  return (
    <main id="main" className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code}>{words.code}</p>
        <h1>{words.heading}</h1>
        <p>{words.text}</p>
        <p className={styles.actions}>
          <a className={buttons.primary} href={withPrefix("/")}>
            {words.home}
          </a>
          <a className={buttons.outline} href={withPrefix("/#pricing")}>
            {words.prices}
          </a>
          <a className={buttons.outline} href={withPrefix("/#contact")}>
            {words.quote}
          </a>
        </p>
      </div>
    </main>
  )
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data }) => (
  <Seo title={data.site?.siteMetadata?.notFoundTitle ?? undefined} pathname="/404/" noindex />
)
