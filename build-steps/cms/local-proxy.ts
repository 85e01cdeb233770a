/**
 * The local back end of `npm run cms`: Decap's own file-system proxy (decap-server's `registerLocalFs`, which reads
 * and writes the files of this folder) behind the project's guard. decap-server on its own checks no `Host` header,
 * so a web page the editor opens elsewhere could reach it by DNS rebinding (a name of its own that resolves to
 * 127.0.0.1), and it accepts any `localhost` origin and any path in the repository, `.git/` and `package.json`
 * included. The guard answers only:
 * - requests whose `Host` is this machine and whose `Origin` is the dev server's (`http://localhost:<site port>`, where
 *   `/admin/` is served): the local tools' one guard, build-steps/local-tools/guard.ts;
 * - for the actions of Decap's file-system back end, with every path in the request under `data/`;
 * - while no file or folder under `data/` is a symbolic link (decap-server follows links, in a listing too, and one
 *   could lead to any file of the machine; check:data refuses them as well, so none can be merged).
 * The proxy writes files itself (`persistEntry`, `persistMedia`: write-inside.ts, only a regular file inside `data/`,
 * never through a link), and takes only pictures the site publishes (picture-types.ts); decap-server reads.
 * Anything else gets 403 and a sentence saying why, before decap-server sees it. Every answer is marked `nosniff`.
 */
import fs from "node:fs"
import path from "node:path"
import express, { type NextFunction, type Request, type Response } from "express"
import { registerLocalFs } from "decap-server/dist/middlewares"
import { symbolicLinkUnder } from "../data/symbolic-links"
import { localRefusal, localRequestOf, NO_SNIFF, type LocalRequest } from "../local-tools/guard"
import { pictureProblem } from "./picture-types"
import { writeInside, WriteRefused } from "./write-inside"

/** The actions decap-server's file-system back end answers (its src/middlewares/localFs/index.ts). */
const FS_ACTIONS = new Set([
  "info",
  "entriesByFolder",
  "entriesByFiles",
  "getEntry",
  "persistEntry",
  "getMedia",
  "getMediaFile",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
  "getDeployPreview",
])

/** The keys of a request's `params`, at any depth, whose string values (or list of strings) are repository paths. */
const PATH_KEYS = new Set(["path", "newPath", "folder", "mediaFolder", "paths"])

/** The folder of the repository the CMS may read and write. */
export const CONTENT_FOLDER = "data"

/**
 * Why a request must be refused, or undefined when it may go on.
 * @param request its headers (build-steps/local-tools/guard.ts), and its JSON body (`{ action, params }`) once parsed.
 * @param siteOrigin the dev server's origin, e.g. `http://localhost:8000`.
 * @param root the project's folder: when given, `data/` there must hold no symbolic link, and a path must stay in
 *   `data/` on disk too.
 */
export function refusal(
  request: LocalRequest & { body?: unknown },
  siteOrigin: string,
  root?: string,
): string | undefined {
  const why = localRefusal(request, { origins: [siteOrigin], requireOrigin: true })
  if (why) return `only the CMS at ${siteOrigin}/admin/ may use the proxy: ${why}`
  if (request.body === undefined) return undefined
  const { action, params } = (request.body ?? {}) as { action?: unknown; params?: unknown }
  if (typeof action !== "string" || !FS_ACTIONS.has(action)) return `"${String(action)}" is not an action of the CMS`
  if (root !== undefined) {
    const link = symbolicLinkUnder(path.join(root, CONTENT_FOLDER))
    if (link) return `${CONTENT_FOLDER}/${link} is a symbolic link: the CMS works on no content while one is there`
  }
  const outside = repositoryPaths(params).find(
    (value) => !insideContent(value) || (root !== undefined && !staysOnDisk(root, value as string)),
  )
  return outside === undefined ? undefined : `${JSON.stringify(outside)} is outside ${CONTENT_FOLDER}/`
}

/**
 * Every value under a {@link PATH_KEYS} key of `params`, at any depth, each item of `paths` (the one list of paths);
 * non-strings too, so they are refused.
 */
function repositoryPaths(params: unknown): unknown[] {
  if (Array.isArray(params)) return params.flatMap(repositoryPaths)
  if (params === null || typeof params !== "object") return []
  return Object.entries(params).flatMap(([key, value]) => {
    if (!PATH_KEYS.has(key)) return repositoryPaths(value)
    return key === "paths" && Array.isArray(value) ? value : [value]
  })
}

/** Whether `value` is a relative path inside `data/`: no `..`, no backslash, no NUL, not absolute. */
function insideContent(value: unknown): boolean {
  if (typeof value !== "string" || /[\\\0]/.test(value) || path.posix.isAbsolute(value)) return false
  if (value.split("/").includes("..")) return false
  const normal = path.posix.normalize(value)
  return normal === CONTENT_FOLDER || normal.startsWith(`${CONTENT_FOLDER}/`)
}

/**
 * Whether `value` (a path inside `data/` as written) is inside `root/data/` once links on disk are followed: the
 * nearest part of it that exists (a link counts as existing, even one that leads nowhere) must resolve there.
 */
function staysOnDisk(root: string, value: string): boolean {
  const content = fs.realpathSync(path.join(root, CONTENT_FOLDER))
  let candidate = path.join(root, value)
  while (!fs.lstatSync(candidate, { throwIfNoEntry: false })) candidate = path.dirname(candidate)
  let real: string
  try {
    real = fs.realpathSync(candidate)
  } catch {
    return false
  }
  return real === content || real.startsWith(`${content}${path.sep}`)
}

/** A file as Decap sends it to be written: `persistEntry`'s `dataFiles` and `assets`, `persistMedia`'s `asset`. */
interface SentFile {
  path: string
  raw?: string
  content?: string
  encoding?: BufferEncoding
  newPath?: string
}

/** The bytes of a sent picture (base64, as Decap sends them) or data file (`raw` text). */
const bytesOf = (file: SentFile) =>
  file.raw !== undefined ? Buffer.from(file.raw, "utf8") : Buffer.from(file.content ?? "", file.encoding ?? "base64")

/** The files the CMS's entries are: a JSON file at the top of data/ (`data/faq.json`), never a schema or a picture. */
const DATA_FILE = new RegExp(`^${CONTENT_FOLDER}/[a-z0-9-]+\\.json$`)

/**
 * Writes what a save or an upload sends (decap-server's `persistEntry` and `persistMedia`, in the same shape), each
 * file through {@link writeInside}; every picture is checked first, so a refused one writes nothing.
 * @throws {WriteRefused} for a picture of a kind the site does not publish, an entry that is not a JSON file at the top of
 *   data/, a rename, or a write write-inside.ts refuses.
 */
export async function writeSent(root: string, action: string, params: Record<string, unknown>): Promise<void> {
  const entry = params.entry as SentFile | undefined
  const dataFiles =
    action === "persistEntry" ? ((params.dataFiles as SentFile[] | undefined) ?? (entry ? [entry] : [])) : []
  const assets =
    action === "persistEntry" ? ((params.assets as SentFile[] | undefined) ?? []) : [params.asset as SentFile]
  if ([...dataFiles, ...assets].some((file) => typeof file?.path !== "string"))
    throw new WriteRefused("every file sent must name its path")
  if (dataFiles.some((file) => file.newPath !== undefined)) throw new WriteRefused("the CMS's files are never renamed")
  if (dataFiles.some((file) => !DATA_FILE.test(file.path)))
    throw new WriteRefused(`an entry the CMS saves is a JSON file at the top of ${CONTENT_FOLDER}/`)
  for (const asset of assets) {
    const problem = pictureProblem(asset.path, bytesOf(asset))
    if (problem) throw new WriteRefused(problem)
  }
  for (const file of [...dataFiles, ...assets]) await writeInside(root, CONTENT_FOLDER, file.path, bytesOf(file))
}

/**
 * The proxy's express app: the guard, then decap-server's file-system back end working on `root`.
 * @param root the project's folder (its `data/` is what the CMS edits).
 * @param siteOrigin the dev server's origin, e.g. `http://localhost:8000`: the only `Origin` answered, and the one
 *   its CORS headers name.
 */
export async function localProxy(root: string, siteOrigin: string): Promise<express.Express> {
  // decap-server reads its folder and its CORS origin from the environment when its back end is registered.
  process.env.GIT_REPO_DIRECTORY = path.resolve(root)
  process.env.ORIGIN = siteOrigin
  const app = express()
  app.disable("x-powered-by")
  const refuse = (response: Response, why: string) => response.status(403).json({ error: `Refused: ${why}.` })
  app.use((request: Request, response: Response, next: NextFunction) => {
    response.setHeader(...NO_SNIFF)
    const why = refusal(localRequestOf(request), siteOrigin)
    if (why) refuse(response, why)
    else next()
  })
  app.post("/api/v1", express.json({ limit: "50mb" }), (request: Request, response: Response, next: NextFunction) => {
    const why = refusal({ ...localRequestOf(request), body: request.body }, siteOrigin, root)
    if (why) refuse(response, why)
    else next()
  })
  // The writes: done here, then answered as decap-server would (an upload with the file as written, read back).
  app.post("/api/v1", async (request: Request, response: Response, next: NextFunction) => {
    const { action, params } = request.body as { action: string; params: Record<string, unknown> }
    if (action !== "persistEntry" && action !== "persistMedia") return next()
    try {
      await writeSent(root, action, params ?? {})
    } catch (error) {
      if (error instanceof WriteRefused) return refuse(response, error.message)
      return next(error)
    }
    if (action === "persistEntry") return void response.json({ message: "entry persisted" })
    request.body = { action: "getMediaFile", params: { branch: params.branch, path: (params.asset as SentFile).path } }
    next()
  })
  await registerLocalFs(app, { logLevel: "warn" })
  return app
}
