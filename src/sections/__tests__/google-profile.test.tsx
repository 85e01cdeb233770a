/**
 * The links a visitor uses to check the business: the Google profile's reviews and "write a review" addresses under
 * the reviews (data/business.json `googleProfile`, words from data/reviews.json), and the registration's entry on the
 * scheme's public register in "About" (data/business.json `registration`). Plain links, each opening a new tab.
 */
import { render, screen, within } from "@testing-library/react"
import about from "../../../tests/starting-data/about.json"
import reviews from "../../../tests/starting-data/reviews.json"
import { PageWideProvider, type PageWide } from "../../components/page-wide"
import { pageWide } from "../../../tests/jest/support/page-wide"
import { fillIn } from "../../shared/text"
import About from "../about"
import Reviews from "../reviews"

const { business } = pageWide
const profile = business.googleProfile!
const registration = business.registration!

function renderWith(ui: JSX.Element, changes: Partial<PageWide["business"]> = {}) {
  return render(
    <PageWideProvider pageWide={{ ...pageWide, business: { ...business, ...changes } }}>{ui}</PageWideProvider>,
  )
}

/** A link that opens a new tab, says so to screen readers, and cannot reach back into the page. */
function expectNewTabLink(name: string, href: string) {
  const link = screen.getByRole("link", { name: `${name} ${pageWide.siteWords.newTab}` })
  expect(link).toHaveAttribute("href", href)
  expect(link).toHaveAttribute("target", "_blank")
  expect(link).toHaveAttribute("rel", "noopener noreferrer")
}

describe("Reviews: links to the Google profile", () => {
  it("offers to read all the reviews and to leave one, at the profile's addresses", () => {
    renderWith(<Reviews id="reviews" data={reviews} />)
    expectNewTabLink(reviews.readAll, profile.reviewsUrl!)
    expectNewTabLink(reviews.leaveReview, profile.writeReviewUrl!)
  })

  it("shows neither link for a business without a profile, and only the one whose address is set", () => {
    const { unmount } = renderWith(<Reviews id="reviews" data={reviews} />, { googleProfile: null })
    expect(screen.queryByRole("link", { name: new RegExp(reviews.readAll) })).toBeNull()
    expect(screen.queryByRole("link", { name: new RegExp(reviews.leaveReview) })).toBeNull()
    unmount()
    renderWith(<Reviews id="reviews" data={reviews} />, {
      googleProfile: { reviewsUrl: null, writeReviewUrl: profile.writeReviewUrl },
    })
    expect(screen.queryByRole("link", { name: new RegExp(reviews.readAll) })).toBeNull()
    expectNewTabLink(reviews.leaveReview, profile.writeReviewUrl!)
  })

  it("loads nothing from Google: no frame, script or picture", () => {
    const { container } = renderWith(<Reviews id="reviews" data={reviews} />)
    expect(container.querySelector("iframe, script, img")).toBeNull()
  })
})

describe("About: the registration, linked to the scheme's public register", () => {
  const aboutData = { ...about, image: { childImageSharp: null } }

  it("links the register entry with the scheme and number in the link's words", () => {
    renderWith(<About id="about" data={aboutData} />)
    const words = fillIn(registration.linkText, { scheme: registration.scheme, number: registration.number })
    expect(words).toContain(registration.scheme)
    expectNewTabLink(words, registration.registerUrl)
  })

  it("shows no registration link for an engineer without one", () => {
    renderWith(<About id="about" data={aboutData} />, { registration: null })
    expect(within(document.body).queryByRole("link")).toBeNull()
  })
})
