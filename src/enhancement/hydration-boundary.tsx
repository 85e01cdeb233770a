import { Suspense, type ReactNode } from "react"

/**
 * Marks a part of the page React 18 may hydrate on its own. Each boundary is hydrated as a separate, interruptible
 * piece of work after the first render, instead of the whole page in one long main-thread task, so a cheap
 * phone stays responsive while the page comes alive (Total Blocking Time). Nothing here ever suspends: the
 * server HTML is shown as is and the fallback is never used.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
