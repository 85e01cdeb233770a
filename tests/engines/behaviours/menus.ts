/**
 * The page's disclosures: the small-screen menu, the contents menu, the FAQ and the chat. Expectations as in
 * tests/e2e/page/navigation.spec.ts and tests/e2e/page/features.spec.ts.
 */
import assert from "node:assert/strict"
import { CONTENTS_MENU_THRESHOLD_PX } from "../../../src/contents-menu/use-scrolled-past"
import { business, faq, siteWords } from "../../e2e/support/built-data"
import { uncovered } from "../../e2e/support/page-checks"
import { expectQuietIn, inPage, onElement, waitFor } from "../browsers/driver"
import {
  expectNoProblems,
  nextFrames,
  open,
  scrollIntoView,
  scrollToY,
  shown,
  waitPopover,
  waitSectionInView,
  waitShown,
} from "../browsers/visitor"
import type { Behaviour } from "./behaviour"

const MENU_TOGGLE = "button[popovertarget='site-menu']"
const CONTENTS = `nav[aria-label=${JSON.stringify(siteWords.contentsMenu.label)}]`
const WHATSAPP = `https://wa.me/${business.whatsapp}?text=${encodeURIComponent(business.whatsappMessage)}`
const focused = (selector: string) => `document.activeElement === document.querySelector(${JSON.stringify(selector)})`

/** Whether each FAQ answer is open, in order. */
const faqOpen = `[...document.querySelectorAll("#faq details")].map((details) => details.open)`
/** `count` booleans, true at `index` only (-1: none). */
const onlyOpen = (index: number, count = faq.items.length) => Array.from({ length: count }, (_, at) => at === index)

export const menuBehaviours: Behaviour[] = [
  {
    title: "the small-screen menu opens, a choice scrolls there and closes it; Escape closes it, focus back on Menu",
    only: "phone",
    async run({ page, origin }) {
      await open(page, origin)
      const pricing = "#site-menu a[href='#pricing']"
      assert.equal(await page.evaluate(shown(pricing)), false)
      await page.click(MENU_TOGGLE)
      await waitPopover(page, "site-menu", true)
      await waitShown(page, pricing)
      await page.click(pricing)
      await waitSectionInView(page, "pricing")
      await waitPopover(page, "site-menu", false)

      await page.click(MENU_TOGGLE)
      await waitPopover(page, "site-menu", true)
      await page.evaluate(`(document.querySelector("#site-menu a").focus(), true)`)
      await page.press("Escape")
      await waitPopover(page, "site-menu", false)
      await waitFor(page, focused(MENU_TOGGLE), "focus back on the Menu button")
      await expectNoProblems(page)
    },
  },
  {
    title: "wide windows show the header's links at once, and a link scrolls to its section",
    only: "desktop",
    async run({ page, origin }) {
      await open(page, origin)
      assert.equal(await page.evaluate(shown(MENU_TOGGLE)), false)
      await page.click("#site-menu a[href='#faq']")
      await waitSectionInView(page, "faq")
      await expectNoProblems(page)
    },
  },
  {
    title: `the contents menu appears past ${CONTENTS_MENU_THRESHOLD_PX} px of scroll, opens, and a choice scrolls and collapses it`,
    async run({ page, origin }) {
      await open(page, origin)
      await scrollToY(page, CONTENTS_MENU_THRESHOLD_PX)
      // Still absent at exactly 200 px. The page's reaction would be React's render of the state its `scroll` listener
      // sets (use-scrolled-past), a scheduler task that no frame count bounds: an absence, so the one quiet window.
      await expectQuietIn(
        page,
        `document.querySelectorAll(${JSON.stringify(CONTENTS)}).length === 0`,
        `no contents menu at exactly ${CONTENTS_MENU_THRESHOLD_PX} px`,
      )
      await scrollToY(page, CONTENTS_MENU_THRESHOLD_PX + 1)
      await waitShown(page, CONTENTS)
      const links = `${CONTENTS} a`
      assert.equal(await page.evaluate(shown(links)), false)
      await page.click(`${CONTENTS} button`)
      await waitPopover(page, "contents-menu-list", true)
      const labels = await page.evaluate<string[]>(
        inPage((css: string) => Array.from(document.querySelectorAll(css), (link) => link.textContent ?? ""), links),
      )
      assert.deepEqual(
        labels,
        siteWords.menus.contents.map(({ label }) => label),
      )
      await page.click(`${CONTENTS} a[href='#faq']`)
      await waitSectionInView(page, "faq")
      await waitPopover(page, "contents-menu-list", false)
      assert.equal(await page.evaluate(shown(links)), false)
      await expectNoProblems(page)
    },
  },
  {
    title: "the FAQ keeps one answer open at a time, and the open one closes when chosen again",
    async run({ page, origin }) {
      await open(page, origin)
      const question = (index: number) => `#faq details:nth-of-type(${index + 1}) > summary > h3`
      assert.deepEqual(await page.evaluate(faqOpen), onlyOpen(-1))
      await page.click(question(0))
      await waitShown(page, "#faq details:nth-of-type(1) p")
      // As a visitor, the next press comes after the page's answer to this one: accordion-in-sight.ts scrolls the opened
      // question into view in the one animation frame after its `toggle` (queued at the press), so two frames cover it.
      await nextFrames(page)
      assert.deepEqual(await page.evaluate(faqOpen), onlyOpen(0))
      await page.click(question(1))
      await waitShown(page, "#faq details:nth-of-type(2) p")
      await waitFor(page, onElement(uncovered, question(1)), "the second question in sight")
      assert.deepEqual(await page.evaluate(faqOpen), onlyOpen(1))
      assert.equal(await page.evaluate(shown("#faq details:nth-of-type(1) p")), false)
      await nextFrames(page) // the page's answer to that press, as above: one frame after its `toggle`
      await page.click(question(1))
      await waitShown(page, "#faq details:nth-of-type(2) p", false)
      assert.deepEqual(await page.evaluate(faqOpen), onlyOpen(-1))
      await expectNoProblems(page)
    },
  },
  {
    title: "a question opened stays in sight below the header, though the open answer above it closes",
    async run({ page, origin }) {
      const question = (index: number) => `#faq details:nth-of-type(${index + 1}) > summary`
      // The first two questions, and the last two, where what follows the FAQ is on screen for the browser to anchor to.
      for (const first of [0, faq.items.length - 2]) {
        await open(page, origin)
        await page.click(question(first))
        await waitShown(page, `#faq details:nth-of-type(${first + 1}) p`)
        // The page's answer to the press comes first, as for a visitor: accordion-in-sight.ts's scroll, in the one
        // animation frame after the `toggle` the press queued.
        await nextFrames(page)
        // The next question in the middle of the window, the open answer above it, as a visitor reading down meets it.
        await scrollIntoView(page, question(first + 1))
        await page.click(question(first + 1))
        await waitShown(page, `#faq details:nth-of-type(${first + 2}) p`)
        const inSight = onElement(uncovered, question(first + 1))
        await waitFor(page, inSight, `question ${first + 2} in sight, below the header`)
        // Scrolled once, then still (the browser's anchoring and the page's script never both): a second move is what
        // must not happen, so it is watched for through the one quiet window. Within a pixel: a smooth scroll's last
        // sub-pixel step may round either way; a jump is tens of pixels.
        const top = onElement(
          (summary: HTMLElement) => Math.round(summary.getBoundingClientRect().top),
          question(first + 1),
        )
        const settled = await page.evaluate<number>(top)
        await expectQuietIn(
          page,
          `Math.abs(${top} - ${settled}) <= 1`,
          `question ${first + 2} not moved from ${settled} px`,
        )
        assert.equal(await page.evaluate(inSight), true)
      }
    },
  },
  {
    title: "phones: the chat button opens a panel with WhatsApp's prefilled link; Escape closes it",
    only: "phone",
    async run({ page, origin }) {
      await open(page, origin)
      const toggle = "button[popovertarget='chat-panel'][aria-controls]"
      const link = "#chat-panel a[href^='https://wa.me/']"
      assert.equal(await page.evaluate(shown(link)), false)
      await page.click(toggle)
      await waitPopover(page, "chat-panel", true)
      await waitShown(page, link)
      assert.equal(await page.evaluate(`document.querySelector(${JSON.stringify(link)}).href`), WHATSAPP)
      await page.press("Escape")
      await waitPopover(page, "chat-panel", false)
      await expectNoProblems(page)
    },
  },
  {
    title: "wide windows: a direct Chat Now link to WhatsApp, and no chat button",
    only: "desktop",
    async run({ page, origin }) {
      await open(page, origin)
      assert.equal(await page.evaluate(shown("button[popovertarget='chat-panel'][aria-controls]")), false)
      const chatNow = await waitFor<{ text: string; href: string }>(
        page,
        inPage((url: string) => {
          const link = [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${url}"]`)].find(
            (candidate) => !candidate.closest("#chat-panel") && candidate.checkVisibility(),
          )
          return link ? { text: link.textContent ?? "", href: link.href } : null
        }, WHATSAPP),
        "a visible Chat Now link",
      )
      assert.match(chatNow.text, new RegExp(`^${siteWords.chat.chatNow}`))
      await expectNoProblems(page)
    },
  },
]
