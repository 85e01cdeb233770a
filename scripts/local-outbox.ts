/**
 * The local outbox: an EmailJS-compatible send endpoint served by `gatsby develop` itself when no provider
 * settings are configured, so `npm start` works with no account. Each enquiry is saved as a JSON file.
 */
import fs from "node:fs"
import path from "node:path"
import type { IncomingMessage, ServerResponse } from "node:http"
import { readBody, sendBodyProblem, type SendBody } from "./provider-protocol"

/**
 * Makes a request handler for `POST /api/v1.0/email/send` that answers like the provider: 400 with a reason
 * for a malformed body, else saves `{ receivedAt, ...body }` to `outboxDir/<time>-<name>.json`, logs one
 * line naming the file, and answers 200 `OK`.
 *
 * @param outboxDir folder for the files; created when missing.
 * @param log where the one line goes (console.log by default).
 */
export function createOutboxHandler(outboxDir: string, log: (line: string) => void = console.log) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const reply = (status: number, text: string) => {
      response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8" })
      response.end(text)
    }
    if (request.method !== "POST") return reply(405, "Method Not Allowed")
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch {
      return reply(400, "The request body must be valid JSON")
    }
    const problem = sendBodyProblem(body)
    if (problem) return reply(400, problem)
    const send = body as SendBody
    fs.mkdirSync(outboxDir, { recursive: true })
    const receivedAt = new Date().toISOString()
    const who = String(send.template_params.from_name ?? "enquiry")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40)
    const file = path.join(outboxDir, `${receivedAt.replace(/[:.]/g, "-")}-${who || "enquiry"}.json`)
    fs.writeFileSync(file, JSON.stringify({ receivedAt, ...send }, null, 2) + "\n")
    log(`Local outbox: quote enquiry saved to ${path.relative(process.cwd(), file)}`)
    reply(200, "OK")
  }
}
