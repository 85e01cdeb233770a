/**
 * What {@link staticHtml} and {@link onDemand} share: HTML the build rendered into a marked wrapper, which the page's
 * React root hydrates without looking inside.
 */
import { useEffect, useLayoutEffect, useState, type RefObject } from "react"

/** Whether this is the build's server rendering (no `window`). */
export const onServer = typeof window === "undefined"

/** An empty `dangerouslySetInnerHTML`: React hydrates the wrapper but never looks inside it. */
export const KEEP_SERVER_HTML = { __html: "" }

// Layout effects do nothing on the server (and React warns about them there).
const useBrowserLayoutEffect = onServer ? useEffect : useLayoutEffect

/**
 * Whether the wrapper in `ref` holds server HTML, told by the attribute `mark` the build gave it.
 *
 * @returns `false` on the server (render the content there); in the browser `null` for the first render (the
 *   hydrating one: render the wrapper empty, with {@link KEEP_SERVER_HTML}), then `true` when the wrapper had the
 *   mark, or `false` when it had none (`npm start`, a client-side navigation: render the content), set before the
 *   browser paints.
 */
export function useServerHtml(ref: RefObject<HTMLElement>, mark: string): boolean | null {
  const [serverHtml, setServerHtml] = useState<boolean | null>(onServer ? false : null)
  useBrowserLayoutEffect(() => {
    if (serverHtml === null) setServerHtml(ref.current?.hasAttribute(mark) ?? false)
  }, [serverHtml, ref, mark])
  return serverHtml
}
