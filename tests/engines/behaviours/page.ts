/**
 * The page as a whole: its sections in order (spec §2) with no error, its images, and its maps behind consent.
 * Expectations as in tests/e2e/page/page-structure.spec.ts and tests/e2e/page/features.spec.ts.
 */
import assert from "node:assert/strict"
import { SECTION_IDS } from "../../../src/shared/sections"
import { attractions, business, siteWords } from "../../e2e/support/built-data"
import { STAND_IN_ORIGIN } from "../../e2e/support/settings"
import { inPage, waitFor } from "../browsers/driver"
import { expectNoProblems, open, scrollIntoView, shown, waitShown } from "../browsers/visitor"
import type { Behaviour } from "./behaviour"

const IMAGES = "#about img, #attractions img"

export const pageBehaviours: Behaviour[] = [
  {
    title: "every section is there in the order of spec §2, and the page meets no error down to its end",
    async run({ page, origin }) {
      await open(page, origin)
      const ids = await page.evaluate<string[]>(
        inPage(
          (wanted: string[]) =>
            Array.from(document.querySelectorAll("main [id], footer[id]"), (element) => element.id).filter((id) =>
              wanted.includes(id),
            ),
          [...SECTION_IDS],
        ),
      )
      assert.deepEqual(ids, SECTION_IDS)
      assert.equal(await page.evaluate(shown("header")), true)
      // The sticky header keeps its height (--header-h and its 1 px border): the menu panel and the scroll
      // offset of every section are placed by it.
      const header = await page.evaluate<{ height: number; planned: number }>(
        inPage(() => ({
          height: document.querySelector("header")!.getBoundingClientRect().height,
          planned: parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--header-h")) + 1,
        })),
      )
      assert.ok(header.height <= header.planned, `header ${header.height} px high, planned ${header.planned} px`)
      for (const id of SECTION_IDS) {
        await scrollIntoView(page, `#${id}`)
        await waitShown(page, `#${id}`)
      }
      await expectNoProblems(page)
    },
  },
  {
    title: "images show, each in a format the engine chose from AVIF, WebP and JPEG",
    async run({ page, origin, note }) {
      await open(page, origin)
      const count = await page.evaluate<number>(`document.querySelectorAll(${JSON.stringify(IMAGES)}).length`)
      assert.equal(count, 1 + attractions.items.length)
      const formats = new Set<string>()
      for (let index = 0; index < count; index++) {
        const image = `document.querySelectorAll(${JSON.stringify(IMAGES)})[${index}]`
        await page.evaluate(`(${image}.scrollIntoView({ block: "center", behavior: "instant" }), true)`)
        await waitFor(page, `${image}.complete && ${image}.naturalWidth > 0`, `image ${index + 1} to load`)
        const source = await page.evaluate<string>(`${image}.currentSrc`)
        const format = /\.(avif|webp|jpe?g)$/.exec(new URL(source).pathname)?.[1]
        assert.ok(format, `image ${index + 1} came as ${source}`)
        formats.add(format)
      }
      note(`image format: ${[...formats].join(", ")}`)
      await expectNoProblems(page)
    },
  },
  {
    title: "maps are behind consent: no request to another host until Show map, then the map of the address",
    async run({ page, origin }) {
      await open(page, origin)
      const otherHosts = inPage(
        (own: string[]) =>
          performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .filter((name) => !own.includes(new URL(name).origin)),
        [origin, STAND_IN_ORIGIN],
      )
      for (const id of SECTION_IDS) await scrollIntoView(page, `#${id}`)
      assert.equal(await page.evaluate("document.querySelectorAll('iframe').length"), 0)
      assert.deepEqual(await page.evaluate(otherHosts), [])
      const show = "#map button[aria-label^='Show map']"
      await scrollIntoView(page, show)
      await page.click(show)
      const src = await waitFor<string>(page, `document.querySelector("#map iframe")?.src`, "the map")
      const postcode = encodeURIComponent(business.address.postcode)
      assert.match(src, new RegExp(`^https://maps\\.google\\.com/maps\\?q=.*${postcode}&output=embed$`))
      // Hide maps takes it away again. Also so that no map is left on the page the next behaviour navigates away from:
      // with one there (its host unreachable here), Firefox 140 ESR at times never reported the next page's load.
      const hide = "#map p > button:enabled"
      assert.equal(
        await page.evaluate(`document.querySelector(${JSON.stringify(hide)})?.textContent`),
        siteWords.maps.hide,
      )
      await page.click(hide)
      await waitFor(page, `document.querySelectorAll("#map iframe").length === 0`, "the map to go")
    },
  },
]
