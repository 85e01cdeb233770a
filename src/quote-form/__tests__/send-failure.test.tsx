import { screen } from "@testing-library/react"
import { renderWithPageWide, pageWide } from "../../../tests/jest/support/page-wide"
import { SendFailure } from "../send-failure"

const { business, quoteForm: words } = pageWide

describe("SendFailure without an enquiry", () => {
  it("still offers the phone, an e-mail and a WhatsApp chat, with nothing typed in for the visitor", () => {
    renderWithPageWide(<SendFailure enquiry={null} />)
    expect(screen.getByRole("alert")).toHaveTextContent(words.failure.message)
    expect(screen.getByRole("link", { name: business.phone.display })).toHaveAttribute(
      "href",
      `tel:${business.phone.e164}`,
    )
    expect(screen.getByRole("link", { name: words.failure.emailLink })).toHaveAttribute(
      "href",
      `mailto:${business.email}?subject=${encodeURIComponent(words.failure.emailSubject)}&body=`,
    )
    expect(screen.getByRole("link", { name: new RegExp(words.failure.whatsappLink) })).toHaveAttribute(
      "href",
      `https://wa.me/${business.whatsapp}?text=`,
    )
  })
})
