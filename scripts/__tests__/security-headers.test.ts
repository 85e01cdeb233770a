/** @jest-environment node */
import crypto from "node:crypto"
import { parseHeadersFile, headersFor } from "../headers-file"
import { contentSecurityPolicy, inlineScriptHashes } from "../post-build/security-headers"

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts only, not external ones or JSON-LD data blocks", () => {
    const html =
      '<script id="a">window.x=1</script><script src="/app.js"></script>' +
      '<script type="application/ld+json">{"@type":"Electrician"}</script><script type="module">go()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha("window.x=1"), sha("go()")])
  })
})

describe("contentSecurityPolicy", () => {
  const csp = contentSecurityPolicy(["'sha256-abc'"], "https://api.emailjs.com")
  it("allows inline scripts by hash only", () => {
    const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc'")
    expect(csp).not.toContain("unsafe-eval")
  })
  it("lets the forms reach the provider and the maps load, and nothing else", () => {
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com")
    expect(csp).toContain("frame-src https://maps.google.com https://www.google.com")
    for (const directive of [
      "default-src 'self'",
      "form-action 'self' mailto:",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(directive)
    }
  })
})

describe("_headers parsing", () => {
  const rules = parseHeadersFile(
    "/*\n  X-A: 1\n/static/*\n  Cache-Control: immutable\n# note\n/*.js\n  Cache-Control: js\n",
  )
  it("applies every matching block, later ones winning", () => {
    expect(Object.fromEntries(headersFor(rules, "/static/x.png"))).toEqual({ "X-A": "1", "Cache-Control": "immutable" })
    expect(headersFor(rules, "/app-123.js").get("Cache-Control")).toBe("js")
    expect(headersFor(rules, "/").has("Cache-Control")).toBe(false)
  })
})
