import { CMS_CDN_FONTS } from "../support/cms-ui"
import { expect, test } from "@playwright/test"
import { labels, quoteForm, services, siteWords, startOf } from "../support/built-data"
import {
  enquiry,
  expectQuiet,
  fillQuote,
  openPage,
  received,
  scenario,
  uniqueEmail,
  watchCsp,
} from "../support/helpers"

test("the page is served with the hardened headers from public/_headers @once", async ({ page }) => {
  const response = await page.goto("/")
  const headers = response!.headers()
  const csp = headers["content-security-policy"]
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  expect(csp).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  expect(csp).not.toContain("unsafe")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toContain("connect-src 'self' http://127.0.0.1:")
  expect(Number(/max-age=(\d+)/.exec(headers["strict-transport-security"])?.[1])).toBeGreaterThanOrEqual(31536000)
  expect(headers["x-content-type-options"]).toBe("nosniff")
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/)
  const script = await page.locator("script[src]").first().getAttribute("src")
  const asset = await page.request.get(script!)
  expect(asset.headers()["cache-control"]).toContain("immutable")
})

test("no CSP violation on load, with menus, FAQ and maps open, and when a quote is sent", async ({ page }) => {
  const violations = await watchCsp(page)
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false, configurable: true }),
  )
  await openPage(page)
  const toggle = page.getByRole("button", { name: siteWords.header.menu })
  if (await toggle.isVisible()) await toggle.click()
  await page.locator("#faq summary").first().click()
  await page
    .locator("#map")
    .getByRole("button", { name: startOf(siteWords.maps.showLabel) })
    .click()
  await page.evaluate(() => window.scrollTo({ top: 800, behavior: "instant" }))
  await page.getByRole("button", { name: siteWords.contentsMenu.toggle }).click()
  await page.keyboard.press("Escape") // closes the open menus, which cover the form on a phone
  const typed = enquiry(uniqueEmail("csp"))
  await scenario(typed.from_email, ["ok"])
  const form = page.locator("#contact-quote")
  await fillQuote(form, typed)
  await form.getByRole("button", { name: quoteForm.submit }).click()
  await expect(page.getByRole("status").filter({ hasText: quoteForm.thanks.heading })).toBeVisible()
  expect(await received(typed.from_email)).toHaveLength(1)
  await expectQuiet(() => expect(violations).toEqual([]))
})

test("no CSP violation when the due-date tool is reached and used, its reminder downloaded and Book it now pressed", async ({
  page,
}) => {
  const violations = await watchCsp(page)
  const words = services.dueTool
  await openPage(page)
  const tool = page.getByRole("group", { name: words.heading })
  await tool.scrollIntoViewIfNeeded()
  await tool.getByLabel(words.lastInspection).fill(`${new Date().getFullYear()}-01-10`)
  await expect(tool.getByRole("status")).not.toHaveText(words.hint)
  const download = page.waitForEvent("download")
  await tool.getByRole("link", { name: words.reminder }).click()
  await download
  await tool.getByRole("button", { name: words.book }).click()
  await expect(page.locator("#contact-quote").getByLabel(labels.message)).toBeFocused()
  await expectQuiet(() => expect(violations).toEqual([]))
})

test("the policy refuses a style attribute parsed from markup, but not the styles the page sets through the CSSOM @once", async ({
  page,
}) => {
  await openPage(page)
  const result = await page.evaluate(async () => {
    const refused = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true }),
    )
    const host = document.createElement("div")
    host.innerHTML = '<p style="color: rgb(255, 0, 0)">x</p><p>y</p>'
    document.body.append(host)
    const [parsed, scripted] = Array.from(host.querySelectorAll("p"))
    scripted.style.color = "rgb(0, 128, 0)"
    const colours = [getComputedStyle(parsed).color, getComputedStyle(scripted).color]
    host.remove()
    return { colours, directive: await refused }
  })
  expect(result.colours[0]).not.toBe("rgb(255, 0, 0)")
  expect(result.colours[1]).toBe("rgb(0, 128, 0)")
  expect(result.directive).toMatch(/^style-src/)
})

test("every link that opens a new tab has rel=noopener noreferrer @once", async ({ page }) => {
  await openPage(page)
  const rels = await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("rel")))
  expect(rels.length).toBeGreaterThan(4)
  for (const rel of rels) expect(rel).toBe("noopener noreferrer")
})

test("on a host that sends no headers (GitHub Pages), the page's own <meta> policy still refuses a foreign script @once", async ({
  page,
}) => {
  // Serve the page as such a host would: the same HTML, none of the site's headers.
  await page.route(
    (url) => url.pathname === "/",
    async (route) => {
      const response = await route.fetch()
      const headers = { "content-type": response.headers()["content-type"] }
      await route.fulfill({ status: 200, headers, body: await response.text() })
    },
  )
  const response = await page.goto("/")
  expect(response?.headers()["content-security-policy"]).toBeUndefined()
  // The policy covers only what follows it: it comes straight after the character encoding (which must stay in
  // the first 1024 bytes), before any script, style or link of the head.
  const head = await page.locator("head > *").evaluateAll((elements) =>
    elements.slice(0, 2).map((element) => ({
      tag: element.tagName.toLowerCase(),
      charset: element.getAttribute("charset"),
      httpEquiv: element.getAttribute("http-equiv"),
    })),
  )
  expect(head).toEqual([
    { tag: "meta", charset: "utf-8", httpEquiv: null },
    { tag: "meta", charset: null, httpEquiv: "Content-Security-Policy" },
  ])
  const policy = page.locator('head > meta[http-equiv="Content-Security-Policy"]')
  await expect(policy).toHaveCount(1)
  expect(await policy.getAttribute("content")).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/)
  // The page's own scripts run: it hydrates.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
  // A script that is not the site's own does not.
  const ran = await page.evaluate(async () => {
    const refused = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true }),
    )
    const script = document.createElement("script")
    script.textContent = "window.__foreign = true"
    document.head.append(script)
    return { ran: (window as unknown as { __foreign?: boolean }).__foreign === true, directive: await refused }
  })
  expect(ran).toEqual({ ran: false, directive: expect.stringMatching(/^script-src/) })
})

test("the CMS at /admin/ has its own policy and noindex, loads under it, and is not in the sitemap @desktop", async ({
  page,
}) => {
  const violations = await watchCsp(page)
  const response = await page.goto("/admin/")
  const csp = response!.headers()["content-security-policy"]
  // Exactly the CMS's policy: the page's (hashes, no 'unsafe-') must not be sent beside it.
  // No 'unsafe-eval' (issue 57): the CMS's check before a save runs validators compiled at build time.
  expect(csp).toContain("script-src 'self';")
  expect(csp).not.toContain("unsafe-eval")
  expect(csp).not.toContain("sha256-")
  expect(csp).toContain("connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com;")
  expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow")
  expect(response!.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups") // the sign-in pop-up
  const html = await response!.text()
  expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  expect(html).toContain("script-src 'self';")
  expect(html).not.toContain("unsafe-eval")
  await expect(page.getByRole("button", { name: /Sign In with .*GitHub/ })).toBeVisible()
  expect(violations.filter((violation) => !CMS_CDN_FONTS.test(violation))).toEqual([])
  const sitemap = await (await page.request.get("/sitemap-0.xml")).text()
  expect(sitemap).toContain("<loc>")
  expect(sitemap).not.toContain("/admin")
})
