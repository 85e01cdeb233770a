/**
 * Chromium made to act, for one page, like an engine without the HTML `popover` attribute (Safari and iOS before 17,
 * Firefox before 125) and without exclusive `<details name>` (Safari before 17.2, Firefox before 130), so the
 * page's fallbacks for them can be tested in the one browser the suite drives.
 *
 * Such an engine has no API for them and ignores the attributes. Deleting the API from the prototypes is not
 * enough: Chromium's own HTML still acts on `popover`, `popovertarget` and `<details name>` whatever the prototypes
 * say. So the attributes are also moved aside (to `data-was-…`) as the page is parsed and whenever a script sets
 * them; a mutation observer's callback runs before the browser paints or handles input, so Chromium never acts on
 * them. An old engine still lets a script read them with `getAttribute`, and so does this, for those names.
 */
import type { Page } from "@playwright/test"

/** What to remove. */
export interface MissingFeatures {
  /** The popover attribute, `popovertarget` and their API. */
  popover: boolean
  /** Exclusive `<details name>` and `HTMLDetailsElement.prototype.name`. */
  exclusiveDetails: boolean
}

/** Removes `missing` from the page's browser before its next navigation (an init script). */
export async function emulateOldEngine(page: Page, missing: MissingFeatures): Promise<void> {
  await page.addInitScript((features: MissingFeatures) => {
    const drop = (prototype: object, keys: string[]) => {
      for (const key of keys) delete (prototype as Record<string, unknown>)[key]
    }
    const moved: string[] = []
    if (features.popover) {
      drop(HTMLElement.prototype, ["popover", "showPopover", "hidePopover", "togglePopover"])
      drop(HTMLButtonElement.prototype, ["popoverTargetElement", "popoverTargetAction"])
      drop(HTMLInputElement.prototype, ["popoverTargetElement", "popoverTargetAction"])
      moved.push("popover", "popovertarget", "popovertargetaction")
    }
    if (features.exclusiveDetails) {
      drop(HTMLDetailsElement.prototype, ["name"])
      moved.push("name")
    }
    const getAttribute = Element.prototype.getAttribute
    const aside = (name: string) => `data-was-${name}`
    // `name` is moved on <details> only: a form field's name is not this feature.
    const applies = (element: Element, name: string) => name !== "name" || element.localName === "details"
    const moveAside = (element: Element) => {
      for (const name of moved) {
        const value = getAttribute.call(element, name)
        if (value === null || !applies(element, name)) continue
        element.setAttribute(aside(name), value)
        element.removeAttribute(name)
      }
    }
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "attributes") moveAside(record.target as Element)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue
          moveAside(node)
          node.querySelectorAll("*").forEach(moveAside)
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: moved })

    Element.prototype.getAttribute = function (this: Element, name: string) {
      const value = getAttribute.call(this, name)
      const lower = name.toLowerCase()
      return value === null && moved.includes(lower) ? getAttribute.call(this, aside(lower)) : value
    }
  }, missing)
}
