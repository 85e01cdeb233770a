import { screen, within } from "@testing-library/react"
import faq from "../../../tests/starting-data/faq.json"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { fillIn } from "../../shared/text"
import { formatLongDate } from "../../shared/eicr-due"
import Faq from "../faq"

/** The starting faq.json, which is what the FaqSection fragment gives. */

describe("Faq: the law's checked date and sources (data/faq.json law)", () => {
  it("says once when the law was checked, as a machine-readable date", () => {
    const { container } = renderWithPageWide(<Faq id="faq" data={faq} />)
    expect(screen.getAllByText(/Law checked on/)).toHaveLength(1)
    const time = container.querySelector("time")
    expect(time).toHaveAttribute("dateTime", faq.law.checked)
    expect(time?.parentElement).toHaveTextContent(
      fillIn(faq.law.checkedText, { date: formatLongDate(faq.law.checked) }),
    )
  })

  it("links each source, opening in a new tab that says so and cannot reach back into the page", () => {
    renderWithPageWide(<Faq id="faq" data={faq} />)
    const [england] = screen.getAllByRole("list")
    const links = within(england).getAllByRole("link")
    expect(links).toHaveLength(faq.law.sources.length)
    links.forEach((link, index) => {
      const source = faq.law.sources[index]
      expect(link).toHaveAccessibleName(`${source.title} ${pageWide.siteWords.newTab}`)
      expect(link).toHaveAttribute("href", source.url)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    })
  })

  it("says how the rules differ beyond England, with its own checked date and sources in a new tab", () => {
    const beyond = faq.law.beyondEngland
    const { container } = renderWithPageWide(<Faq id="faq" data={faq} />)
    expect(screen.getByText(beyond.text)).toBeInTheDocument()
    const [, time] = container.querySelectorAll("time")
    expect(time).toHaveAttribute("dateTime", beyond.checked)
    expect(time?.parentElement).toHaveTextContent(fillIn(beyond.checkedText, { date: formatLongDate(beyond.checked) }))
    const [, list] = screen.getAllByRole("list")
    const links = within(list).getAllByRole("link")
    expect(links).toHaveLength(beyond.sources.length)
    links.forEach((link, index) => {
      expect(link).toHaveAccessibleName(`${beyond.sources[index].title} ${pageWide.siteWords.newTab}`)
      expect(link).toHaveAttribute("href", beyond.sources[index].url)
      expect(link).toHaveAttribute("target", "_blank")
    })
  })

  it("has no line beyond England when the data has none", () => {
    renderWithPageWide(<Faq id="faq" data={{ ...faq, law: { ...faq.law, beyondEngland: null } }} />)
    expect(screen.queryByText(faq.law.beyondEngland.text)).toBeNull()
    expect(screen.getAllByRole("list")).toHaveLength(1)
  })
})
