/**
 * The preview's renderer, in a Web Worker of its own (bundled by admin-files.ts with the page's CSS): it renders a
 * data file's sections with the page's components (preview-page.tsx) to HTML and posts it back. A worker has no
 * `window`, so the sections render as in the build; and the page's React stays out of the CMS's own.
 */
import "../src/styles/global.css"
import { previewHtml } from "./preview-page"
import type { PreviewReply, PreviewRequest } from "./preview-protocol"

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PreviewRequest>) => void) | null
  postMessage(reply: PreviewReply): void
}

scope.onmessage = async ({ data: request }) => {
  try {
    const html = await previewHtml(request.file, request.files, (path) => request.images[path], request.year)
    scope.postMessage({ id: request.id, html })
  } catch (error) {
    scope.postMessage({ id: request.id, error: (error as Error).message })
  }
}
