/**
 * A tap on a menu item that Sveltia CMS would drop, held until its menu can take it (issue 57, "one pick of a status
 * sticks").
 *
 * The cause, found by logging every event and request around each pick in the phone test: Sveltia CMS's menus
 * (@sveltia/ui 0.77, `services/group.svelte.js`, class `Group`) listen for clicks only once they are *activated*,
 * which the constructor does after `await sleep(100)` (to wait for `aria-controls` targets to mount). A click on a
 * `menuitemradio` within that time reaches the item (trusted, on screen, not `inert`) and nothing happens: no
 * `Change`, no request, no toast; the status still reads "Draft". A finger is rarely that quick, but on a slow phone
 * the timer fires late (the main thread is busy loading the entry), and a test that opens the menu and taps at once
 * lost 3 picks of 5. When activated, the group dispatches `Initialized` on the menu.
 *
 * Reproduction for Sveltia (no site code needed): open an entry's "Status" menu in the editorial workflow and, within
 * 100 ms of it appearing, click "Ready" (Playwright: `await statusButton.click(); await ready.click()` with the menu
 * just shown); the status stays "Draft" and no request is made. The guard's own test keeps it
 * (cms/__tests__/menu-tap-guard.test.ts, `held`), as does the phone test's single pick (tests/e2e/cms/cms-phone.spec.ts).
 *
 * The workaround: a click on a menu item of a menu that has not said `Initialized` is stopped, and the latest one is
 * replayed (`element.click()`, button 0, as a tap gives) once the menu says it, or after {@link LONGEST_WAIT_MS} at
 * most; a menu already initialized is left alone.
 */

/** The menus that have said `Initialized` (Sveltia's group is listening). */
const ready = new WeakSet<Element>()

/** The tap each menu holds: the latest item tapped before it listens (a double tap picks once). */
const held = new WeakMap<Element, Element>()

const MENU_ITEM = '[role="menuitemradio"], [role="menuitemcheckbox"], [role="menuitem"]'

/**
 * How long a menu may take to say `Initialized` (ms): Sveltia's is 100 ms after it appears, later on a busy phone.
 * Past this the held tap is given to the menu anyway, and the menu is taken as listening.
 */
const LONGEST_WAIT_MS = 2000

/**
 * Installs the guard on `doc`: two listeners in the capture phase at the document, so they run before Sveltia's.
 * @returns a function that removes it (for tests).
 */
export function guardMenuTaps(doc: Document): () => void {
  const replay = (menu: Element) => {
    ready.add(menu)
    const item = held.get(menu)
    held.delete(menu)
    if (item?.isConnected) (item as HTMLElement).click()
  }
  const onInitialized = (event: Event) => {
    if (event.target instanceof Element && event.target.getAttribute("role") === "menu") replay(event.target)
  }
  const onClick = (event: MouseEvent) => {
    const item = event.target instanceof Element ? event.target.closest(MENU_ITEM) : null
    const menu = item?.closest('[role="menu"]')
    if (!item || !menu || ready.has(menu)) return
    event.stopImmediatePropagation()
    event.preventDefault()
    if (!held.has(menu)) setTimeout(() => held.has(menu) && replay(menu), LONGEST_WAIT_MS)
    held.set(menu, item)
  }
  doc.addEventListener("Initialized", onInitialized, true)
  doc.addEventListener("click", onClick, true)
  return () => {
    doc.removeEventListener("Initialized", onInitialized, true)
    doc.removeEventListener("click", onClick, true)
  }
}
