/** @jest-environment node */
import { knownStyleElements, unexpectedInlineStyles, withoutGatsbyStyleAttributes } from "../inline-styles"

const GLOBAL_CSS = '<style data-href="/eicr/styles.9f8e7d.css" data-identity="gatsby-global-css">a{color:red}</style>'
const FOCUS_WRAPPER = '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">'

describe("knownStyleElements", () => {
  it("is Gatsby's inlined global CSS only, with its body exactly as between the tags", () => {
    const html = `${GLOBAL_CSS}<style media="print">b{}</style>`
    expect(knownStyleElements(html)).toEqual([
      { attributes: ' data-href="/eicr/styles.9f8e7d.css" data-identity="gatsby-global-css"', body: "a{color:red}" },
    ])
  })
})

describe("withoutGatsbyStyleAttributes", () => {
  it("takes out the focus wrapper's exact style attribute and nothing else", () => {
    expect(withoutGatsbyStyleAttributes(`${FOCUS_WRAPPER}<p style="outline:none">x</p>`)).toBe(
      '<div tabindex="-1" id="gatsby-focus-wrapper"><p style="outline:none">x</p>',
    )
  })

  it("leaves a look-alike alone", () => {
    const lookAlike = '<div style="outline:none;color:red" tabindex="-1" id="gatsby-focus-wrapper">'
    expect(withoutGatsbyStyleAttributes(lookAlike)).toBe(lookAlike)
  })
})

describe("unexpectedInlineStyles", () => {
  it("accepts a page with Gatsby's CSS and no style attribute", () => {
    expect(unexpectedInlineStyles(`<head>${GLOBAL_CSS}</head><body><p title="a > b">style="x"</p></body>`)).toEqual([])
  })

  it("names every tag with a style attribute, however it is written", () => {
    const html =
      `${FOCUS_WRAPPER}<img alt="a > b" STYLE='color:red'><svg><rect fill="red" style=fill:blue /></svg>` +
      '<p data-style="x" title="style=y">ok</p>'
    expect(unexpectedInlineStyles(html)).toEqual([
      FOCUS_WRAPPER,
      `<img alt="a > b" STYLE='color:red'>`,
      '<rect fill="red" style=fill:blue />',
    ])
  })

  it("names a <style> the site does not emit, a look-alike of Gatsby's included", () => {
    const lookAlike = '<style data-href="/styles.1.css" data-identity="gatsby-global-css" media="x">b{}</style>'
    expect(unexpectedInlineStyles(`${GLOBAL_CSS}<style>b{}</style>${lookAlike}`)).toEqual([
      "<style>b{}",
      '<style data-href="/styles.1.css" data-identity="gatsby-global-css" media="x">b{}',
    ])
  })

  it("does not read a script's text as markup", () => {
    expect(unexpectedInlineStyles("<script>const s = '<p style=\"x\">'</script>")).toEqual([])
  })
})
