import { screen } from "@testing-library/react"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { fillIn } from "../../shared/text"
import { StarRating } from "../star-rating"

it("reads the rating to screen readers in the words of data/site.json ('Rated 4 out of 5')", () => {
  renderWithPageWide(<StarRating rating={4} />)
  expect(
    screen.getByRole("img", { name: fillIn(pageWide.siteWords.rating, { rating: 4, outOf: 5 }) }),
  ).toBeInTheDocument()
  expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument() // the shipped words
})
