/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ADMIN_ROBOTS, GITHUB_ORIGINS, adminPolicy } from "../../cms/admin-policy"
import { builtPages } from "../built-pages"
import { allHeadersFor, parseHeadersFile } from "../headers-file"
import { contentSecurityPolicy, headersFile, securePages } from "../security-headers"

const hashes = { scripts: ["'sha256-abc'"], styles: ["'sha256-def'"] }
const pages = ["index.html", "404.html", "404/index.html"]
const rules = parseHeadersFile(headersFile(hashes, "https://api.emailjs.com", pages))
const pagePolicy = contentSecurityPolicy(hashes, "https://api.emailjs.com")
const csp = (pathname: string) => allHeadersFor(rules, pathname).get("Content-Security-Policy") ?? []

describe("_headers: the page's policy and the CMS's never meet", () => {
  it.each(["/", "/index.html", "/404.html", "/404", "/404/", "/404/index.html"])(
    "%s gets the page's policy, once",
    (page) => {
      expect(csp(page)).toEqual([pagePolicy])
      expect(allHeadersFor(rules, page).get("Cross-Origin-Opener-Policy")).toEqual(["same-origin-allow-popups"])
    },
  )

  it.each([
    "/admin/",
    "/admin/index.html",
    "/admin/config.yml",
    "/admin/cms-0123456789ab.js",
    "/admin/cms/main-0123ABCD.js",
  ])("%s gets the CMS's policy only, and noindex", (pathname) => {
    // Hosts apply every matching rule: a page policy here would be enforced beside the CMS's and break it.
    expect(csp(pathname)).toEqual([adminPolicy(GITHUB_ORIGINS)])
    expect(allHeadersFor(rules, pathname).get("X-Robots-Tag")).toEqual([ADMIN_ROBOTS])
    // One opener policy everywhere, which lets the sign-in pop-up report back to the CMS.
    expect(allHeadersFor(rules, pathname).get("Cross-Origin-Opener-Policy")).toEqual(["same-origin-allow-popups"])
  })

  it("lets the CMS's page, configuration and data snapshot revalidate, and caches its hashed files", () => {
    const cache = (pathname: string) => allHeadersFor(rules, pathname).get("Cache-Control")
    for (const pathname of ["/admin/", "/admin/config.yml", "/admin/data.json"])
      expect(cache(pathname)).toEqual(["public, max-age=0, must-revalidate"])
    for (const pathname of ["/admin/preview-0123456789ab.css", "/admin/preview-worker-0123456789ab.js"])
      expect(cache(pathname)).toEqual(["public, max-age=31536000, immutable"])
  })

  it("keeps the page's policy as strict as before: no 'unsafe-' anywhere in it", () => {
    expect(pagePolicy).not.toMatch(/unsafe/)
    expect(pagePolicy).toContain("frame-ancestors 'none'")
  })

  it("gives every path the hardening headers both keep", () => {
    for (const pathname of ["/", "/admin/", "/static/x.png"]) {
      expect(allHeadersFor(rules, pathname).get("X-Content-Type-Options")).toEqual(["nosniff"])
      expect(allHeadersFor(rules, pathname).get("Strict-Transport-Security")).toHaveLength(1)
    }
  })
})

describe("the CMS's HTML is not a page of the site", () => {
  it("is skipped by securePages: no page <meta> policy is written into it, and it is not listed", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-headers-"))
    const admin =
      '<!doctype html><html lang="en-GB"><head><meta charset="utf-8" /><title>CMS</title></head><body></body></html>'
    fs.mkdirSync(path.join(dir, "admin"))
    fs.writeFileSync(path.join(dir, "admin", "index.html"), admin)
    fs.writeFileSync(
      path.join(dir, "index.html"),
      '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body></body></html>',
    )
    expect(builtPages(dir).map((file) => path.relative(dir, file))).toEqual(["index.html"])
    expect(securePages(dir, "")).toEqual([])
    expect(fs.readFileSync(path.join(dir, "admin", "index.html"), "utf8")).toBe(admin)
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toContain('http-equiv="Content-Security-Policy"')
  })
})
