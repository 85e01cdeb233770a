/**
 * Starts the page's scripts after its first paint.
 *
 * Gatsby ends every page with `<script src="…" async>` tags for its runtime, React and the app. An async script
 * runs as soon as it arrives, and on a fast connection with a slow processor it arrives before the browser has
 * painted: the phone then parses and runs about 80 KB of JavaScript before showing the text it already has. The
 * page is fully usable before its scripts run (the FAQ, menus, links and the quote form work as HTML), so there
 * is nothing to gain by running them first. This step replaces those tags with one small inline script that adds
 * the same scripts once the browser reports the first contentful paint (Paint Timing: the entry is reported when
 * the frame is on screen, which can be well after it was drawn), or after 1 s at the latest (a page in a
 * background tab does not paint). Without Paint Timing it waits for an animation frame and a task instead.
 * Nothing else changes: same files, same order, same CSP.
 *
 * Gatsby 5 writes those tags through an internal slice stitched into the HTML after rendering, so `gatsby-ssr`
 * cannot reach them: this runs on the built HTML, before the Content-Security-Policy hashes its inline scripts.
 */

/** Gatsby's own script tags: same-origin, `async`, nothing else. */
const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g

/** At the latest, the scripts start this many ms after the loader runs, painted or not. */
export const LOADER_FALLBACK_MS = 1000

/** The inline loader for `sources`, in their order; `JSON.stringify` keeps any path safe inside the script. */
export function afterPaintLoader(sources: readonly string[]): string {
  return (
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;` +
    `document.head.appendChild(s)})}function soon(){setTimeout(start)}` +
    `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length)` +
    `{observer.disconnect();soon()}}).observe({type:"paint",buffered:true})}` +
    `catch(e){requestAnimationFrame(soon)}setTimeout(start,${LOADER_FALLBACK_MS})})()</script>`
  )
}

/** Whether `body` is a loader this step wrote (for the check that every inline script is one the site emits). */
export function isAfterPaintLoader(body: string): boolean {
  const sources =
    /^\(function\(\)\{var started=false;function start\(\)\{if\(started\)return;started=true;(\[[^\]]*\])/.exec(body)
  if (!sources) return false
  try {
    const list: unknown = JSON.parse(sources[1])
    return Array.isArray(list) && `<script>${body}</script>` === afterPaintLoader(list as string[])
  } catch {
    return false
  }
}

/**
 * Rewrites one built page so its async scripts start after the first paint.
 * @param html the page as Gatsby wrote it.
 * @returns the page with its async `<script src>` tags replaced by one loader where the first of them was; the
 *   page unchanged when it has none.
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const sources = [...html.matchAll(ASYNC_SCRIPT)].map((match) => match[1])
  if (sources.length === 0) return html
  let first = true
  return html.replace(ASYNC_SCRIPT, () => {
    if (!first) return ""
    first = false
    return afterPaintLoader(sources)
  })
}
