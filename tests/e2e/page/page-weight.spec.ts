import { expect, test, type Request, type Response } from "@playwright/test"
import { headScript } from "../../../node/build-steps/page-bundle/head-script"
import { labels } from "../support/built-data"
import { expectQuiet, openPage } from "../support/helpers"

/**
 * The JavaScript a visitor downloads on the first load carries no code that never runs there (node/build-steps/page-bundle,
 * src/enhancement/head-script.ts): every byte of it is paid for on a cheap phone (docs/performance.md).
 */
test("the first load's JavaScript is four files, with no Partytown, no gatsby-script, no unused plugin options, no second copy of the head script, no service worker, no thank-you panel and no tool further down @once", async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  const files: string[] = []
  const requested: string[] = []
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script") requested.push(new URL(request.url()).pathname)
  }
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return
    scripts.push(response.text())
    files.push(new URL(response.url()).pathname)
  }
  page.on("request", onRequest)
  page.on("response", onResponse)
  await openPage(page)
  // The webpack runtime, the framework, the app and the page, and no chunk webpack splits off for code the page's
  // parts share with those fetched later (a 'commons' chunk of 7.5 kB once did: docs/performance.md, issue 48). All
  // four have run once the page is hydrated; a fifth request is what must not come, watched for through the one
  // quiet window.
  const names = (list: string[]) => list.map((file) => file.replace(/-[0-9a-f]{20}\.js$/, "")).sort()
  const FIRST_LOAD = ["/app", "/component---src-pages-index-tsx", "/framework", "/webpack-runtime"]
  await expect.poll(() => names(files)).toEqual(FIRST_LOAD)
  await expectQuiet(() => expect(names(requested)).toEqual(FIRST_LOAD))
  page.off("request", onRequest)
  page.off("response", onResponse)
  const bodies = await Promise.all(scripts)
  const all = bodies.join("\n")
  expect(all).toContain("hydrateRoot") // the scripts were read
  // Partytown's integration (its snippet loads partytown-sw.js), and gatsby-script's `<Script>` (its strategies),
  // which the manifest plugin's `require("gatsby")` kept from being tree-shaken.
  expect(all).not.toContain("partytown-sw.js")
  expect(all).not.toContain("off-main-thread")
  // The manifest plugin's options (an option's name here): its hook never runs, so Gatsby's list of browser plugins
  // leaves it out (node/build-steps/page-bundle/browser-plugins.ts).
  expect(all).not.toContain("theme_color_in_head")
  // Gatsby's service-worker registration: no plugin of the site registers a worker.
  expect(all).not.toContain("Service workers can only be used over HTTPS")
  // The head script's text is in the HTML once; the page's code only reads what it leaves on `window`.
  const script = headScript(false) // the test build counts nothing
  const part = script.slice(script.indexOf("new FormData")).slice(0, 80)
  expect(await page.content()).toContain(part)
  expect(all).not.toContain(part)
  // The tools further down come with their own code when the visitor nears them (src/enhancement/on-demand.tsx): the
  // contact form's preferred times (issue 37), the due-date tool and the maps are not part of the first load.
  expect(files.filter((file) => /^\/(preferred-times|due-date-tool|map-embed)-/.test(file))).toEqual([])
  // The thank-you panel, which only a send that got through shows, comes with the sending code once a visitor types
  // (src/quote-form/use-quote-form.ts): its words' keys are in no script of the first load.
  const thanks = ".thanks.heading"
  expect(all).not.toContain(thanks)
  // ...and come once the visitor is there (so the names above are the build's).
  const preferredTimes = page.waitForResponse((response) => /\/preferred-times-[^/]*\.js$/.test(response.url()))
  const maps = page.waitForResponse((response) => /\/map-embed-[^/]*\.js$/.test(response.url()))
  await page.locator("#map").scrollIntoViewIfNeeded()
  await maps
  await page.locator("#contact-quote").scrollIntoViewIfNeeded()
  await preferredTimes
  const sender = page.waitForResponse((response) => /\/send-quote-[^/]*\.js$/.test(response.url()))
  await page.locator("#contact-quote").getByLabel(labels.from_name).pressSequentially("A")
  expect(await (await sender).text()).toContain(thanks)
})
