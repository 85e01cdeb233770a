/**
 * Prices as the page writes them. The amounts are data (data/pricing.json, data/business.json, requirements §9);
 * this is the one place that turns an amount into text, so the table, the hero and the FAQ never disagree.
 */
import { fillIn } from "./text"

/** One row of the price table, as stored in data/pricing.json. */
export interface PriceRow {
  /** What is inspected, e.g. "2-bedroom property". */
  service: string
  /** The price in pounds sterling (GBP), greater than 0, e.g. 150 or 99.5; the starting price when `from`. */
  amount: number
  /** `true` for a starting price, shown through the table's `startingPrice` words ("from £99"); `false` for a fixed price ("£150"). */
  from: boolean
}

/** The two formats, made on first use: a phone's first `Intl.NumberFormat` costs tens of ms of ICU loading. */
let formats: { whole: Intl.NumberFormat; pence: Intl.NumberFormat } | undefined

function poundsFormats() {
  formats ??= {
    // Whole pounds show no pence ("£130"); anything else shows both digits of pence ("£99.50", not "£99.5").
    whole: new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 }),
    pence: new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", minimumFractionDigits: 2 }),
  }
  return formats
}

/**
 * An amount in pounds sterling as British readers write it, with en-GB thousands grouping:
 * 130 → "£130", 1250 → "£1,250", 99.5 → "£99.50". Amounts are rounded to whole pence.
 */
export function formatPounds(amount: number): string {
  const { whole, pence } = poundsFormats()
  return (Number.isInteger(amount) ? whole : pence).format(amount)
}

/**
 * The price text of a row as the price table shows it. With `startingPrice` "from {price}" (data/pricing.json):
 * `{ amount: 130, from: false }` → "£130", `{ amount: 99, from: true }` → "from £99",
 * `{ amount: 1250, from: false }` → "£1,250".
 */
export function formatPrice(row: Pick<PriceRow, "amount" | "from">, startingPrice: string): string {
  const pounds = formatPounds(row.amount)
  return row.from ? fillIn(startingPrice, { price: pounds }) : pounds
}
