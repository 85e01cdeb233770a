import { useEffect, useState } from "react"

/**
 * Whether the window is scrolled further than `thresholdPx` CSS px from the top.
 * `false` during the server render and hydration, then follows scroll events (passive listener).
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > thresholdPx)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [thresholdPx])
  return past
}

/** The floating contents menu appears once the page is scrolled more than this many px (requirements §2 item 5, §9). */
export const CONTENTS_MENU_THRESHOLD_PX = 200
