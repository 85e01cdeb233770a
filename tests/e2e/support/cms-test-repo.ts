/**
 * The CMS against Decap's in-browser repository (`test-repo`, decap-cms-backend-test), in the editorial workflow the
 * published CMS uses on GitHub: for what the local proxy cannot show, such as what is committed outside a pull
 * request. The page's `config.yml` is the generated one with its back end swapped; the repository starts with the
 * sandbox's data files and pictures, and `window.repoFiles` (the default branch) and `window.repoFilesUnpublished` (the
 * pull requests) show what the CMS did.
 */
import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import YAML from "yaml"

/**
 * Serves the CMS on `page` with the `test-repo` back end in the editorial workflow, seeded with `dir`'s data/:
 * the JSON files as text, the pictures as Decap's assets.
 */
export async function withTestRepository(page: Page, dir: string): Promise<void> {
  const dataDir = path.join(dir, "data")
  const texts = Object.fromEntries(
    fs
      .readdirSync(dataDir)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [name, fs.readFileSync(path.join(dataDir, name), "utf8")]),
  )
  const images = Object.fromEntries(
    fs
      .readdirSync(path.join(dataDir, "images"))
      .map((name) => [name, fs.readFileSync(path.join(dataDir, "images", name)).toString("base64")]),
  )
  // Plain script text: the seed runs before Decap's bundle, which reads window.repoFiles when it loads.
  await page.addInitScript({
    content: `(() => {
      const texts = ${JSON.stringify(texts)};
      const images = ${JSON.stringify(images)};
      const asset = (name, base64) => ({
        path: "data/images/" + name,
        fileObj: new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], name, { type: "image/jpeg" }),
        toString() { return URL.createObjectURL(this.fileObj) },
      });
      const data = { images: {} };
      for (const [name, text] of Object.entries(texts)) data[name] = { content: text, path: "data/" + name };
      for (const [name, base64] of Object.entries(images))
        data.images[name] = { content: asset(name, base64), path: "data/images/" + name };
      window.repoFiles = { data };
    })()`,
  })
  await page.route("**/admin/config.yml", async (route) => {
    const config = YAML.parse(await (await route.fetch()).text()) as Record<string, unknown>
    const published = { ...config, backend: { name: "test-repo" }, publish_mode: "editorial_workflow" }
    await route.fulfill({ contentType: "text/yaml", body: YAML.stringify(published) })
  })
}

/** The size in bytes of `data/images/<name>` on the default branch, or null when it is not there. */
export const livePictureSize = (page: Page, name: string) =>
  page.evaluate((file) => {
    const images = (window as unknown as { repoFiles: { data: { images: Record<string, unknown> } } }).repoFiles.data
      .images
    const entry = images[file] as { content: { fileObj: File } } | undefined
    return entry ? entry.content.fileObj.size : null
  }, name)

/** The paths each pull request (unpublished entry) changes, by `collection/slug`. */
export const pullRequestFiles = (page: Page) =>
  page.evaluate(() => {
    const unpublished = (window as unknown as { repoFilesUnpublished: Record<string, { diffs: { path: string }[] }> })
      .repoFilesUnpublished
    return Object.fromEntries(
      Object.entries(unpublished).map(([key, entry]) => [key, entry.diffs.map((diff) => diff.path).sort()]),
    )
  })
