import { Suspense, useRef, type ComponentType } from "react"
import { lazyComponent } from "./lazy-component"
import { KEEP_SERVER_HTML, onServer, useServerHtml } from "./server-html"
import * as styles from "./static-html.module.css"
import { STATIC_HTML_ATTRIBUTE } from "../shared/markers"

/**
 * Makes a component that is server-rendered into the page and then left alone: React never hydrates it in the
 * browser, so its HTML stays exactly as the build wrote it and costs the visitor's phone no hydration work (the
 * pricing table, the texts, the reviews, the FAQ). Only for content with no React behaviour: links, `<details>`
 * and popovers inside it keep working, because they are HTML.
 *
 * How: the build renders the component inside a marked `<div>`. In the browser the same `<div>` is rendered with
 * an empty `dangerouslySetInnerHTML` and `suppressHydrationWarning`, which React hydrates without touching
 * what is inside. When there is no server HTML to keep (the page rendered in the browser: `npm start`, or a
 * client-side navigation), the wrapper has no mark, and the component renders as usual before the first paint.
 * This is the technique of react-hydration-on-demand with no trigger, without that package's 2.5 KB of
 * compiled async runtime. The wrapper has `display: contents`, so the layout is as if it were not there.
 *
 * @param Component a component whose output depends only on its props (data from the page query).
 * @returns the same component, static.
 */
export function staticHtml<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Static(props: P) {
    const wrapper = useRef<HTMLDivElement>(null)
    // Until it is known (null) and while it is there (true), the server HTML stays as it is.
    const serverHtml = useServerHtml(wrapper, STATIC_HTML_ATTRIBUTE)
    if (serverHtml !== false) {
      return (
        <div
          ref={wrapper}
          className={styles.contents}
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
      )
    }
    return (
      <div className={styles.contents} {...{ [STATIC_HTML_ATTRIBUTE]: onServer ? "" : undefined }}>
        <Component {...props} />
      </div>
    )
  }
  Static.displayName = `Static(${Component.displayName ?? Component.name})`
  return Static
}

/**
 * {@link staticHtml} for a component whose code the browser never needs: a section with no behaviour at all. The
 * build renders it (the server waits for `React.lazy`), and its code is a chunk of its own that the browser
 * fetches only when there is no server HTML to keep (`npm start`, a client-side navigation), so it adds nothing to
 * the page's first load. Its CSS module still reaches the page: Gatsby inlines the CSS of every chunk.
 *
 * @param load fetches the component, e.g. `() => import("../sections/faq").then((module) => module.default)`.
 * @returns the component, static, taking the same props.
 */
export function lazyStaticHtml<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazyComponent(load)
  function Loaded(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return staticHtml(Loaded)
}
