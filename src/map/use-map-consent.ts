import { useCallback, useSyncExternalStore } from "react"

/** localStorage key remembering that the visitor chose to show maps (requirements §10 item 4: consent under UK PECR). */
export const MAP_CONSENT_KEY = "maps-consent"

const listeners = new Set<() => void>()
/**
 * Set when storage refuses the write: the choice then holds for this page view only. It is part of the
 * snapshot ({@link read}), so a change to it re-renders every map like a change to storage does.
 */
let grantedThisVisit = false

/** The snapshot: consent remembered in storage, or given in this page view when storage is blocked. */
function read(): boolean {
  if (grantedThisVisit) return true
  try {
    return window.localStorage.getItem(MAP_CONSENT_KEY) === "granted"
  } catch {
    return false // storage blocked (private mode, strict settings): ask again each visit
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener("storage", listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", listener)
  }
}

/**
 * Whether embedded maps may load, shared by every map on the page.
 *
 * Maps from a third party set cookies, so none loads until the visitor asks; the choice is kept in
 * localStorage, and the visitor can take it back at any time (consent must be as easy to withdraw as to give,
 * UK GDPR Art. 7(3)). The server render and the first client render both say `false`, so hydration matches.
 *
 * @returns `[allowed, allow, withdraw]`: `allow()` shows every map on the page and remembers the choice;
 *   `withdraw()` hides every map again and forgets it.
 */
export function useMapConsent(): [boolean, () => void, () => void] {
  const allowed = useSyncExternalStore(subscribe, read, () => false)
  const allow = useCallback(() => {
    try {
      window.localStorage.setItem(MAP_CONSENT_KEY, "granted")
    } catch {
      // Not remembered, but still shown for this page view.
      grantedThisVisit = true
    }
    listeners.forEach((listener) => listener())
  }, [])
  const withdraw = useCallback(() => {
    grantedThisVisit = false
    try {
      window.localStorage.removeItem(MAP_CONSENT_KEY)
    } catch {
      // Blocked storage held no choice to forget.
    }
    listeners.forEach((listener) => listener())
  }, [])
  return [allowed, allow, withdraw]
}
