import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../picture"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 600,
  backgroundColor: "#183858",
  images: {
    sources: [
      { type: "image/avif", srcSet: "/a-400.avif 400w, /a-800.avif 800w", sizes: "(min-width: 800px) 800px, 100vw" },
    ],
    fallback: {
      src: "/a-800.jpg",
      srcSet: "/a-400.jpg 400w, /a-800.jpg 800w",
      sizes: "(min-width: 800px) 800px, 100vw",
    },
  },
}

describe("Picture", () => {
  it("shows the dominant colour until the file arrives without a style attribute, which the CSP refuses", () => {
    const { container } = render(<Picture image={image} alt="Leeds Castle across its moat" className="card" />)
    expect(container.querySelector("[style]")).toBeNull()
    expect(container.querySelector("svg[aria-hidden='true'] rect")).toHaveAttribute("fill", "#183858")
    const img = screen.getByRole("img", { name: "Leeds Castle across its moat" })
    expect(img).toHaveAttribute("width", "800")
    expect(img.closest("picture")?.querySelector("source[type='image/avif']")).toHaveAttribute(
      "srcset",
      expect.stringContaining("800w"),
    )
    expect(container.firstElementChild).toHaveClass("card")
  })

  it("draws no placeholder for an image without a colour", () => {
    const { container } = render(<Picture image={{ ...image, backgroundColor: undefined }} alt="A castle" />)
    expect(container.querySelector("svg")).toBeNull()
  })
})
