import { graphql } from "gatsby"
import { Section } from "../components/section"
import { ADD_TO_MESSAGE_ATTRIBUTE } from "../shared/markers"
import { BOOK_HREF } from "../quote-form/fields/quote-fields"
import { formatPrice } from "../shared/price"
import { fillIn } from "../shared/text"
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
    book
    bookMessage
    rows {
      service
      amount
      from
    }
    note
  }
`

/**
 * The price table (requirements §2 item 4, §9), a real `<table>` with a caption and column headers (data/pricing.json).
 * Each row books (requirements §10 item 7): its Book is a link to the contact form, which the browser follows before
 * and without scripts; once they run, it also adds the row and its price to the form's message ("EICR for:
 * 2-bedroom property (£150)", data/pricing.json `bookMessage`; src/enhancement/in-page-links.ts), and focus goes to
 * the form's first field, as Book Now's does. Static: the section's code never reaches the browser.
 */
export default function Pricing({ id, data }: SectionProps<Queries.PricingSectionFragment>) {
  return (
    <Section id={id} heading={data.heading} intro={data.intro} tone="mist">
      <div className={styles.wrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{data.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{data.columns.service}</th>
              <th scope="col">{data.columns.price}</th>
              <th scope="col">
                <span className="visually-hidden">{data.book}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => {
              const price = formatPrice(row, data.startingPrice)
              return (
                <tr key={row.service}>
                  <th scope="row">{row.service}</th>
                  <td>{price}</td>
                  <td className={styles.book}>
                    <a
                      href={BOOK_HREF}
                      {...{ [ADD_TO_MESSAGE_ATTRIBUTE]: fillIn(data.bookMessage, { service: row.service, price }) }}
                    >
                      {data.book}
                      <span className="visually-hidden"> {row.service}</span>
                    </a>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        <p className={styles.note}>{data.note}</p>
      </div>
    </Section>
  )
}
