/**
 * Starts the page's scripts after its first paint.
 *
 * Gatsby ends every page with `<script src="…" async>` tags for its runtime, React and the app. An async script
 * runs as soon as it arrives, and on a fast connection with a slow processor it arrives before the browser has
 * painted: the phone then parses and runs about 80 KB of JavaScript before showing the text it already has. The
 * page is fully usable before its scripts run (the FAQ, menus, links and the quote form work as HTML), so there
 * is nothing to gain by running them first. This step replaces those tags with one small inline script that adds
 * the same scripts once the first frame is painted (an animation frame, then a task), or after 1 s at the latest
 * (a page opened in a background tab does not paint). Nothing else changes: same files, same order, same CSP.
 *
 * Gatsby 5 writes those tags through an internal slice stitched into the HTML after rendering, so `gatsby-ssr`
 * cannot reach them: this runs on the built HTML, before the Content-Security-Policy hashes its inline scripts.
 */

/** Gatsby's own script tags: same-origin, `async`, nothing else. */
const ASYNC_SCRIPT = /<script src="([^"]+\.js)" async(?:="")?><\/script>/g

/** The inline loader for `sources`, in their order; `JSON.stringify` keeps any path safe inside the script. */
export function afterPaintLoader(sources: readonly string[]): string {
  return (
    `<script>(function(){var started=false;function start(){if(started)return;started=true;` +
    `${JSON.stringify(sources)}.forEach(function(src){var s=document.createElement("script");s.src=src;` +
    `document.body.appendChild(s)})}requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,1000)})()` +
    `</script>`
  )
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
