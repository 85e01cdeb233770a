/**
 * The preview's renderer, in a Web Worker of its own (bundled by admin-files.ts with the page's CSS): it renders a
 * data file's sections with the page's components (preview-page.tsx) to HTML and posts it back. A worker has no
 * `window`, so the sections render as in the build; and the page's React stays out of the CMS's own.
 */
import { renderToReadableStream } from "react-dom/server"
import "../../../src/styles/global.css"
import { previewPage } from "./preview-page"
import type { PreviewReply, PreviewRequest } from "./preview-protocol"

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PreviewRequest>) => void) | null
  postMessage(reply: PreviewReply): void
}

scope.onmessage = async ({ data: request }) => {
  try {
    const page = previewPage(request.file, request.files, (path) => request.images[path], request.year)
    // Waits for every lazily loaded part (the due-date tool) before the HTML is read, as the build does.
    const stream = await renderToReadableStream(page, { onError: () => undefined })
    await stream.allReady
    scope.postMessage({ id: request.id, html: await new Response(stream).text() })
  } catch (error) {
    scope.postMessage({ id: request.id, error: (error as Error).message })
  }
}
