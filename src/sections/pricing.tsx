import { graphql } from "gatsby"
import { Section } from "../components/section"
import { formatPrice } from "../price"
import * as styles from "./pricing.module.css"

export const query = graphql`
  fragment PricingSection on PricingJson {
    heading
    intro
    note
  }
  fragment PriceRow on PricesJson {
    service
    amount
    from
  }
`

/** Props of {@link Pricing}. */
export interface PricingProps {
  content: Queries.PricingSectionFragment
  /** The rows of spec §9, in the order of data/prices.json. */
  prices: readonly Queries.PriceRowFragment[]
}

/** The price table (spec §2 item 4, §9), a real `<table>` with a caption and column headers. */
export function Pricing({ content, prices }: PricingProps) {
  return (
    <Section id="pricing" heading={content.heading} intro={content.intro} tone="mist">
      <div className={styles.wrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">EICR prices by type of property</caption>
          <thead>
            <tr>
              <th scope="col">Property or premises</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((row) => (
              <tr key={row.service}>
                <th scope="row">{row.service}</th>
                <td>{formatPrice(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.note}>{content.note}</p>
      </div>
    </Section>
  )
}
