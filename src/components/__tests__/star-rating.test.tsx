import { render, screen } from "@testing-library/react"
import { StarRating } from "../star-rating"

it("reads the rating to screen readers as 'Rated N out of 5'", () => {
  render(<StarRating rating={4} />)
  expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument()
})
