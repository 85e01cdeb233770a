import { useEffect } from "react"

/**
 * Calls `onEscape` when the Escape key is pressed anywhere in the document, while `active` is true.
 * Used to close the mobile menu, the contents menu and the chat panel (WAI-ARIA disclosure pattern).
 */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return
    const handle = (event: KeyboardEvent) => {
      if (event.key === "Escape") onEscape()
    }
    document.addEventListener("keydown", handle)
    return () => document.removeEventListener("keydown", handle)
  }, [active, onEscape])
}
