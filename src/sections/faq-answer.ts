import { formatPounds } from "../shared/price"
import { fillIn } from "../shared/text"

/** The facts of data/business.json an FAQ answer may name (data/schemas/faq.schema.json lists the same). */
export interface FaqFacts {
  /** Years between EICRs by kind of property (requirements §9: 5, 10, 5, 3; social housing 5, issue 15). */
  eicrIntervals: Readonly<Record<string, number>>
  /** The headline price in pounds (requirements §9: 89). */
  priceFrom: number
}

/**
 * An answer of data/faq.json as the page shows it: `{rented}`, `{socialHousing}`, `{ownerOccupied}`, `{commercial}` and `{industrial}`
 * become the years of `eicrIntervals`, `{priceFrom}` the headline price written like £89, so each fact has one home
 * in data/business.json. E.g. "every {rented} years" → "every 5 years".
 */
export function faqAnswer(answer: string, { eicrIntervals, priceFrom }: FaqFacts): string {
  return fillIn(answer, { ...eicrIntervals, priceFrom: formatPounds(priceFrom) })
}
