import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { useWhenNeeded } from "./use-when-needed"
import { lazyComponent } from "./lazy-component"
import { KEEP_SERVER_HTML, onServer, useServerHtml } from "./server-html"
import { PageWideProvider, usePageWide } from "../components/page-wide"
import { reportRecoverableError } from "./hydration"
import { ON_DEMAND_ATTRIBUTE, ON_DEMAND_FAILED_ATTRIBUTE, TAPPED_ATTRIBUTE } from "../shared/markers"

/** Options of {@link onDemand}. */
export interface OnDemandOptions {
  /** Class of the wrapper `<div>`, which has a box of its own (it is what the page watches come into view). */
  className?: string
}

/**
 * Makes a component whose code is fetched and hydrated only when the visitor needs it: when its place comes
 * within 200 px of the viewport, or when they use something in it (focus, a press, a key, input), whichever is
 * first ({@link useWhenNeeded}). Until then the page shows the HTML the build rendered, which costs the first
 * paint no JavaScript: the component's code is a separate chunk that is not even downloaded.
 *
 * How: the build renders the component (through `React.lazy`, which the server waits for) inside a marked
 * `<div>`. In the browser the page's root renders that `<div>` with an empty `dangerouslySetInnerHTML` and never
 * looks inside, as {@link staticHtml} does. When needed, the code is fetched and a second React root hydrates the
 * `<div>`'s own server HTML with `hydrateRoot`, inside the page-wide context: the DOM is kept, so what the
 * visitor typed or chose before, and the focus, stay as they were. The props are read then; later changes are not
 * passed on (the page's data does not change). Without server HTML (`npm start`, a client-side navigation) the
 * component is rendered as usual.
 *
 * @param load fetches the component, e.g. `() => import("./tool").then((module) => module.Tool)`; a dynamic
 *   `import()` so the bundler puts it in its own chunk. A failed fetch (offline, or a chunk gone after a deploy)
 *   leaves the server HTML in place, marks its wrapper {@link ON_DEMAND_FAILED_ATTRIBUTE} until a later fetch succeeds,
 *   and lets go of any tap the head script held in it (src/map/use-held-tap.ts),
 *   so nothing looks busy for ever; the visitor's next use of the part (a press, focus, a key, a tap the head script
 *   holds) tries again, and so does the browser coming back online, while coming into view does not, so a part in view
 *   is not fetched over and over. A chunk gone
 *   after a deploy never comes: a reload fetches the new page.
 * @returns a component taking the same props. Render it in as many places as needed: its code is fetched once,
 *   and each place is hydrated on its own when it is needed.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { className }: OnDemandOptions = {},
): ComponentType<P> {
  const Lazy = lazyComponent(load)

  function OnDemand(props: P) {
    const pageWide = usePageWide()
    const wrapper = useRef<HTMLDivElement>(null)
    const root = useRef<Root | null>(null)
    const latest = useRef({ props, pageWide })
    latest.current = { props, pageWide }
    // null: not known yet; true: server HTML waits for hydration; false: nothing to hydrate, render here.
    const serverHtml = useServerHtml(wrapper, ON_DEMAND_ATTRIBUTE)
    // Fetches that failed: after one, only the visitor's use or a held tap tries again, and each failure re-arms that.
    const [failures, setFailures] = useState(0)
    // Whether the last fetch failed: the wrapper says so (ON_DEMAND_FAILED_ATTRIBUTE) until one succeeds.
    const [failed, setFailed] = useState(false)

    const hydrate = useCallback(() => {
      load().then(
        (Component) => {
          const element = wrapper.current
          setFailed(false)
          if (!element || root.current) return
          const { props: current, pageWide: currentPageWide } = latest.current
          root.current = hydrateRoot(
            element,
            <PageWideProvider pageWide={currentPageWide}>
              <Suspense fallback={null}>
                <Component {...current} />
              </Suspense>
            </PageWideProvider>,
            { onRecoverableError: reportRecoverableError },
          )
        },
        () => {
          // The chunk did not arrive: the server HTML stays as it is, and a held tap is let go.
          for (const held of wrapper.current?.querySelectorAll(`[${TAPPED_ATTRIBUTE}]`) ?? [])
            held.removeAttribute(TAPPED_ATTRIBUTE)
          setFailures(failures + 1)
          setFailed(true)
        },
      )
      // A new callback after each failure (it counts from `failures`), so useWhenNeeded arms again.
    }, [failures])
    useWhenNeeded(wrapper, hydrate, { enabled: serverHtml === true, inView: failures === 0 })
    // After a failure a tap the head script holds tries again too: offline, the fetch a press starts fails before that
    // press's click is held, and the button would look busy with nothing under way (or a click with no press at all).
    // A tap held between the failure and this effect (React renders after it, and a loaded phone may take a while) is
    // already there when the effect runs: the failure let go of every earlier one, so it too tries again.
    useEffect(() => {
      const element = wrapper.current
      if (failures === 0 || !element) return
      const retryIfHeld = () => {
        if (element.querySelector(`[${TAPPED_ATTRIBUTE}]`)) hydrate()
      }
      const observer = new MutationObserver(retryIfHeld)
      observer.observe(element, { subtree: true, attributeFilter: [TAPPED_ATTRIBUTE] })
      retryIfHeld()
      // Back online, it tries again by itself: a part its CSS leaves out after a failure (the preferred times) has no
      // use left to try with.
      window.addEventListener("online", hydrate)
      return () => {
        observer.disconnect()
        window.removeEventListener("online", hydrate)
      }
    }, [failures, hydrate])
    useEffect(
      () => () => {
        const mounted = root.current
        root.current = null
        // Unmounting a root while React renders another warns; after the current pass it is safe.
        if (mounted) queueMicrotask(() => mounted.unmount())
      },
      [],
    )

    if (serverHtml === false) {
      return (
        <div className={className} {...{ [ON_DEMAND_ATTRIBUTE]: onServer ? "" : undefined }}>
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        </div>
      )
    }
    return (
      <div
        ref={wrapper}
        className={className}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
        suppressHydrationWarning
        {...{ [ON_DEMAND_FAILED_ATTRIBUTE]: failed ? "" : undefined }}
      />
    )
  }
  OnDemand.displayName = "OnDemand"
  return OnDemand
}
