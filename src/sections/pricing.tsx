import { graphql } from "gatsby"
import { Section } from "../components/section"
import { formatPrice } from "../shared/price"
import * as styles from "./pricing.module.css"
import type { SectionProps } from "../shared/sections"

export const query = graphql`
  fragment PricingSection on PricingJson {
    heading
    intro
    caption
    columns {
      service
      price
    }
    startingPrice
    rows {
      service
      amount
      from
    }
    note
  }
`

/** The price table (requirements §2 item 4, §9), a real `<table>` with a caption and column headers (data/pricing.json). */
export default function Pricing({ id, content }: SectionProps<Queries.PricingSectionFragment>) {
  return (
    <Section id={id} heading={content.heading} intro={content.intro} tone="mist">
      <div className={styles.wrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{content.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{content.columns.service}</th>
              <th scope="col">{content.columns.price}</th>
            </tr>
          </thead>
          <tbody>
            {content.rows.map((row) => (
              <tr key={row.service}>
                <th scope="row">{row.service}</th>
                <td>{formatPrice(row, content.startingPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>{content.note}</p>
      </div>
    </Section>
  )
}
