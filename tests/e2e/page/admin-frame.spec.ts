/**
 * The published CMS inside another site's frame, on a host that sends no headers (GitHub Pages: no
 * `frame-ancestors`, which a `<meta>` policy cannot carry): /admin/ shows only a sentence and a link to open it in a
 * tab of its own, never its sign-in, so a framing page cannot steer an editor's clicks (clickjacking). The build for
 * the tests publishes the CMS (tests/e2e/support/settings.ts).
 */
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { expect, test } from "@playwright/test"
import sirv from "sirv"

/**
 * Starts `handler` on a free loopback port; resolves with its origin and a way to stop it, which also drops the
 * browser's open connections (a page still loading would otherwise hold the server open past the test's time).
 */
async function serve(handler: http.RequestListener) {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const close = () =>
    new Promise((resolve) => {
      server.close(resolve)
      server.closeAllConnections()
    })
  return { origin, close }
}

test("@desktop /admin/ framed by another site shows no sign-in, only a link to open it on its own", async ({
  page,
}) => {
  // public/ as a host without headers serves it, and, on another origin, a page that frames it.
  const site = await serve(
    sirv(path.resolve(__dirname, "..", "..", "..", "public"), { dev: false, extensions: ["html"] }),
  )
  const framing = await serve((_request, response) => {
    response.setHeader("Content-Type", "text/html; charset=utf-8")
    response.end(
      `<!doctype html><title>Another site</title><iframe src="${site.origin}/admin/" width="900" height="600"></iframe>`,
    )
  })
  try {
    await page.goto(`${framing.origin}/`)
    const admin = page.frameLocator("iframe")
    await expect(admin.getByText("The editor cannot be used inside another page.")).toBeVisible()
    await expect(admin.getByRole("link", { name: "Open it in a tab of its own" })).toHaveAttribute("target", "_blank")
    await expect(admin.getByRole("button")).toHaveCount(0)
    // On its own, the same /admin/ starts: its sign-in shows.
    await page.goto(`${site.origin}/admin/`)
    await expect(page.getByRole("button", { name: /Sign In with .*GitHub/ })).toBeVisible()
  } finally {
    await site.close()
    await framing.close()
  }
})
