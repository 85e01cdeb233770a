import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Faq } from "../faq"

const items = [
  { question: "First?", answer: "Answer one." },
  { question: "Second?", answer: "Answer two." },
  { question: "Third?", answer: "Answer three." },
]

describe("Faq accordion (WAI-ARIA accordion pattern)", () => {
  it("starts with every answer closed, each question a button in a heading controlling its region", () => {
    render(<Faq heading="FAQ" intro="Intro" items={items} />)
    for (const item of items) {
      const button = screen.getByRole("button", { name: item.question })
      expect(button).toHaveAttribute("aria-expanded", "false")
      expect(button.closest("h3")).not.toBeNull()
      const panel = document.getElementById(button.getAttribute("aria-controls")!)!
      expect(panel).not.toBeVisible()
      expect(panel).toHaveAttribute("role", "region")
      expect(panel).toHaveAttribute("aria-labelledby", button.id)
    }
  })

  it("keeps one answer open at a time and closes the open one when it is chosen again", async () => {
    const user = userEvent.setup()
    render(<Faq heading="FAQ" intro="Intro" items={items} />)
    const [first, second] = [
      screen.getByRole("button", { name: "First?" }),
      screen.getByRole("button", { name: "Second?" }),
    ]
    await user.click(first)
    expect(first).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("region", { name: "First?" })).toHaveTextContent("Answer one.")
    await user.click(second)
    expect(first).toHaveAttribute("aria-expanded", "false")
    expect(second).toHaveAttribute("aria-expanded", "true")
    expect(screen.queryByRole("region", { name: "First?" })).toBeNull()
    await user.click(second)
    expect(second).toHaveAttribute("aria-expanded", "false")
    for (const item of items) expect(screen.getByText(item.answer)).not.toBeVisible()
  })

  it("opens with Enter and Space", async () => {
    const user = userEvent.setup()
    render(<Faq heading="FAQ" intro="Intro" items={items} />)
    await user.tab()
    await user.keyboard("{Enter}")
    expect(screen.getByRole("button", { name: "First?" })).toHaveAttribute("aria-expanded", "true")
    await user.tab()
    await user.keyboard(" ")
    expect(screen.getByRole("button", { name: "Second?" })).toHaveAttribute("aria-expanded", "true")
    expect(screen.getByRole("button", { name: "First?" })).toHaveAttribute("aria-expanded", "false")
  })
})
