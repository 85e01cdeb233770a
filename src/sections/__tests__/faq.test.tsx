import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import Faq, { FAQ_GROUP } from "../faq"

const items = [
  { question: "First?", answer: "Answer one." },
  { question: "Second?", answer: "Answer two." },
  { question: "Third?", answer: "Answer three." },
]
const law = { checked: "2026-11-23", checkedText: "Law checked on {date}.", sources: [], beyondEngland: null }
const faqData = { heading: "FAQ", intro: "Intro", law, items }

// The exclusive behaviour (one open at a time, Enter and Space) is the browser's own; tests/e2e/page/features.spec.ts checks
// it in Chromium. Here: the markup that gives it, and that nothing needs a script.
describe("Faq accordion (native exclusive <details>)", () => {
  it("gives each question its own <details> in one named group, closed, with the question as an <h3>", () => {
    renderWithPageWide(<Faq id="faq" data={faqData} />)
    const groups = document.querySelectorAll("details")
    expect(groups).toHaveLength(items.length)
    groups.forEach((details, index) => {
      expect(details).toHaveAttribute("name", FAQ_GROUP)
      expect(details.open).toBe(false)
      const summary = details.querySelector(":scope > summary")!
      expect(within(summary as HTMLElement).getByRole("heading", { level: 3 })).toHaveTextContent(items[index].question)
      expect(screen.getByText(items[index].answer)).not.toBeVisible()
    })
  })

  it("shows an answer when its question is chosen, and hides it when chosen again", async () => {
    const user = userEvent.setup()
    renderWithPageWide(<Faq id="faq" data={faqData} />)
    const question = screen.getByRole("heading", { name: "Second?" })
    await user.click(question)
    expect(screen.getByText("Answer two.")).toBeVisible()
    await user.click(question)
    expect(screen.getByText("Answer two.")).not.toBeVisible()
  })

  it("writes the facts of data/business.json into the answers' placeholders", () => {
    const answer = "Every {rented} years for lets, {industrial} for industry; from {priceFrom}."
    renderWithPageWide(<Faq id="faq" data={{ ...faqData, items: [{ question: "How often?", answer }] }} />)
    const { rented, industrial } = pageWide.business.eicrIntervals
    expect(
      screen.getByText(
        `Every ${rented} years for lets, ${industrial} for industry; from £${pageWide.business.priceFrom}.`,
      ),
    ).toBeInTheDocument()
  })
})
