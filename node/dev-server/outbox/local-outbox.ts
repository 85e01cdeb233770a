/**
 * The local outbox: an EmailJS-compatible send endpoint served by `gatsby develop` itself when no provider
 * settings are configured, so `npm start` works with no account. Each enquiry is saved as a JSON file, and beside it
 * the owner's e-mail as EmailJS would send it with the shipped templates (render-email.ts), as a page to open.
 */
import fs from "node:fs"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import { BodyTooLargeError, readBody, sendBodyProblem, type SendBody } from "./provider-protocol"
import { renderOwnerEmail, withTitle } from "./render-email"
import { localRefusal, localRequestOf } from "../guard"

/** How many enquiry files the outbox keeps by default; older ones are deleted as new ones arrive. */
export const OUTBOX_KEEP = 100

/**
 * Names of the enquiry files the outbox writes, `<receivedAt with - for : and .>-<from_name>[-<n>].json` (`-2`, `-3`,
 * … when one sender's enquiries arrive within one millisecond), each with its owner's e-mail beside it, the same name
 * ending `.html`. Only these are ever deleted, so a developer's own files in `.outbox/` stay; their names sort oldest
 * first (to the millisecond).
 */
const ENQUIRY_FILE = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[a-z0-9-]+\.json$/

/** Whether the body is declared as JSON (`application/json`, any parameters such as `charset`). */
function isJson(request: IncomingMessage): boolean {
  const mediaType = (request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase()
  return mediaType === "application/json"
}

/** `from_name` as a file-name part: "Ann Example" → "ann-example"; "enquiry" when nothing is left. */
function fileNamePart(name: unknown): string {
  const part = String(name ?? "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40)
  return part || "enquiry"
}

/** The owner's e-mail's file beside an enquiry's `.json`. */
const pageOf = (jsonFile: string) => jsonFile.replace(/\.json$/, ".html")

/**
 * Writes `text` to a new file `<stem>.json` in `dir`, or `<stem>-2.json`, `<stem>-3.json`, … when that exists (or an
 * owner's e-mail of that name does, left by a deleted enquiry): created exclusively (`wx`), so no enquiry ever
 * overwrites another, even from a second dev server.
 * @returns the path written.
 * @throws the file system's error for anything but an existing name (ENOSPC, EACCES, ENOTDIR, …).
 */
function writeNewFile(dir: string, stem: string, text: string): string {
  for (let n = 1; ; n++) {
    const file = path.join(dir, `${stem}${n === 1 ? "" : `-${n}`}.json`)
    if (fs.existsSync(pageOf(file))) continue
    try {
      fs.writeFileSync(file, text, { flag: "wx" })
      return file
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
  }
}

/**
 * Writes the owner's e-mail of `params` beside the enquiry's `jsonFile`, as a page: the rendered HTML body with the
 * rendered subject as its title. Created exclusively (`wx`), as the enquiry is.
 * @returns the path written.
 * @throws when a template cannot be read or rendered, or the file cannot be written.
 */
function writeOwnerPage(jsonFile: string, params: Record<string, unknown>): string {
  const { subject, html } = renderOwnerEmail(params)
  const file = pageOf(jsonFile)
  fs.writeFileSync(file, withTitle(html, subject), { flag: "wx" })
  return file
}

/** Deletes all but the newest `keep` enquiry files of `outboxDir`, each with its owner's e-mail. */
function pruneOutbox(outboxDir: string, keep: number): void {
  const enquiries = fs
    .readdirSync(outboxDir)
    .filter((name) => ENQUIRY_FILE.test(name))
    .sort()
  for (const name of enquiries.slice(0, Math.max(0, enquiries.length - keep))) {
    fs.rmSync(path.join(outboxDir, name), { force: true })
    fs.rmSync(pageOf(path.join(outboxDir, name)), { force: true })
  }
}

/**
 * Makes a request handler for `POST /api/v1.0/email/send` (requirements §7) that answers like the provider, with a
 * plain-text reason for every refusal:
 *
 * - 405 for a method other than POST;
 * - 403 for a request the dev server's guard refuses (node/dev-server/guard.ts: a `Host` that is not this machine, an
 *   `Origin` that is not the dev server's own, another site's page); curl and scripts on this machine, which send no
 *   `Origin`, are accepted;
 * - 415 unless `Content-Type` is `application/json`, which a cross-site HTML form cannot send;
 * - 413 for a body over 64 KiB (`BODY_LIMIT_BYTES`), answered once the client has sent it all;
 * - 400 for a body that is not JSON, is not a valid send body (`sendBodyProblem`), or is nested too deeply
 *   to store;
 * - 500 if saving fails for any other reason (a full disk, no permission);
 * - else 200 `OK`, after saving `{ receivedAt, ...body }` to a new file `outboxDir/<time>-<from_name>.json`
 *   (never overwriting one: see {@link writeNewFile}) and the owner's e-mail beside it, `<the same name>.html`
 *   ({@link writeOwnerPage}; a template that fails is logged, and the send still succeeds), deleting the oldest
 *   enquiries beyond `keep` with their e-mails, and logging one line naming both files.
 *
 * The returned promise never rejects: under `gatsby develop` an unhandled rejection ends the dev server.
 *
 * @param outboxDir folder for the files; created when missing.
 * @param log where the one line goes (console.log by default).
 * @param keep how many enquiries to keep (default {@link OUTBOX_KEEP}); other files are never deleted.
 * @throws RangeError when `keep` is not a whole number of at least 1.
 */
export function createOutboxHandler(
  outboxDir: string,
  log: (line: string) => void = console.log,
  keep: number = OUTBOX_KEEP,
) {
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number >= 1, not ${keep}`)
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const reply = (status: number, text: string) => {
      response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" })
      response.end(text)
    }
    try {
      if (request.method !== "POST") return reply(405, "Method Not Allowed")
      const why = localRefusal(localRequestOf(request))
      if (why) return reply(403, `Only pages of this dev server may send to the local outbox: ${why}`)
      if (!isJson(request)) return reply(415, "The request body must be sent as Content-Type: application/json")
      let body: unknown
      try {
        body = JSON.parse(await readBody(request))
      } catch (error) {
        if (error instanceof BodyTooLargeError) return reply(413, error.message)
        return reply(400, "The request body must be valid JSON")
      }
      const problem = sendBodyProblem(body)
      if (problem) return reply(400, problem)
      const send = body as SendBody
      const receivedAt = new Date().toISOString()
      let text: string
      try {
        text = JSON.stringify({ receivedAt, ...send }, null, 2) + "\n"
      } catch {
        // JSON.parse reads nesting that JSON.stringify cannot recurse into (RangeError: call stack size).
        return reply(400, "The request body is nested too deeply to store")
      }
      fs.mkdirSync(outboxDir, { recursive: true })
      const stem = `${receivedAt.replace(/[:.]/g, "-")}-${fileNamePart(send.template_params.from_name)}`
      const file = writeNewFile(outboxDir, stem, text)
      const relative = (written: string) => path.relative(process.cwd(), written)
      let saved = `saved to ${relative(file)}`
      try {
        saved += `, the owner's e-mail to ${relative(writeOwnerPage(file, send.template_params))}`
      } catch (error) {
        // The enquiry is saved; an e-mail template that fails must not make the page report a failed send.
        saved += `; the owner's e-mail ${relative(pageOf(file))} could not be written: ${(error as Error).message}`
      }
      try {
        pruneOutbox(outboxDir, keep)
      } catch (error) {
        // The enquiry is saved; failing to tidy up must not make the page report a failed send.
        log(`Local outbox: could not delete old enquiries: ${(error as Error).message}`)
      }
      log(`Local outbox: quote enquiry ${saved}`)
      reply(200, "OK")
    } catch (error) {
      // Headers already out means the answer was half written: end the connection rather than send a second one.
      if (response.headersSent) response.destroy()
      else reply(500, `The local outbox could not save the enquiry: ${(error as Error).message}`)
    }
  }
}
