/**
 * A local stand-in for the e-mail provider (EmailJS) used by the Playwright suite. It accepts
 * `POST /api/v1.0/email/send` like the provider (CORS, 400 for a malformed body), records every request,
 * and answers as each test asks: 200, an HTTP error, a delay, a dropped connection or no answer at all.
 *
 * Tests are keyed by the enquiry's `from_email`, so tests running in parallel never see each other's sends.
 * Control endpoints (test-only):
 *  - `POST /__scenario` `{ "email": "...", "replies": Reply[] }`: the next sends from that e-mail get these
 *    replies in order, then 200 OK.
 *  - `GET /__requests?email=...`: the bodies received from that e-mail, oldest first.
 *  - `POST /__release` `{ "email": "..." }`: answers the sends from that e-mail that a `hold` reply keeps waiting,
 *    and any that arrive later at once (the page may show "Sending..." before its request gets here).
 *
 * It is also the counting collector of the special build (`npm run test:special`): it records every
 * `POST /api/event` body as it arrived (Plausible's events API), answers 202 like Plausible, and `GET /__events`
 * returns them all, oldest first; `DELETE /__events` forgets them.
 */
import http from "node:http"
import { readBody, SEND_PATH, sendBodyProblem, type SendBody } from "../../../node/dev-server/outbox/provider-protocol"
import { COUNTING_EVENT_PATH } from "../../../src/shared/settings"
import { STAND_IN_PORT } from "./settings"

/**
 * How to answer one send: `ok`, an HTTP status, a delay before answering, `drop` the socket, `hang`, or `hold` it until
 * the test releases it (a provider as slow as the test needs, with no time spent waiting).
 */
export type Reply =
  | "ok"
  | "drop"
  | "hang"
  | { status: number; text?: string }
  | { delayMs: number; then?: Reply }
  | { hold: true; then?: Reply }

const scenarios = new Map<string, Reply[]>()
/** The answers held back, by the e-mail they came from. */
const held = new Map<string, (() => void)[]>()
/** The e-mails whose held sends were released: a `hold` reply that arrives after its release is answered at once. */
const released = new Set<string>()
/** Raw bodies of the counted events, as they arrived. */
const events: string[] = []
const received = new Map<string, SendBody[]>()

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type",
}

function answer(response: http.ServerResponse, reply: Reply, email: string): void {
  if (reply === "ok") {
    response.writeHead(200, { ...CORS, "Content-Type": "text/plain" }).end("OK")
  } else if (reply === "drop") {
    response.socket?.destroy()
  } else if (reply === "hang") {
    // Never answer; the page must give up by itself.
  } else if ("delayMs" in reply) {
    setTimeout(() => answer(response, reply.then ?? "ok", email), reply.delayMs)
  } else if ("hold" in reply) {
    if (released.has(email)) return answer(response, reply.then ?? "ok", email)
    held.set(email, [...(held.get(email) ?? []), () => answer(response, reply.then ?? "ok", email)])
  } else {
    response.writeHead(reply.status, { ...CORS, "Content-Type": "text/plain" }).end(reply.text ?? "Error")
  }
}

const server = http.createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://stand-in")
  try {
    if (request.method === "OPTIONS") {
      response.writeHead(204, CORS).end()
    } else if (request.method === "POST" && url.pathname === SEND_PATH) {
      const body: unknown = JSON.parse(await readBody(request))
      const problem = sendBodyProblem(body)
      if (problem) return void response.writeHead(400, CORS).end(problem)
      const send = body as SendBody
      const email = String(send.template_params.from_email ?? "")
      received.set(email, [...(received.get(email) ?? []), send])
      const queue = scenarios.get(email) ?? []
      answer(response, queue.shift() ?? "ok", email)
    } else if (request.method === "POST" && url.pathname === "/__scenario") {
      const { email, replies } = JSON.parse(await readBody(request)) as { email: string; replies: Reply[] }
      scenarios.set(email, replies)
      released.delete(email)
      response.writeHead(204).end()
    } else if (request.method === "POST" && url.pathname === "/__release") {
      const { email } = JSON.parse(await readBody(request)) as { email: string }
      for (const reply of held.get(email) ?? []) reply()
      held.delete(email)
      released.add(email)
      response.writeHead(204).end()
    } else if (request.method === "POST" && url.pathname === COUNTING_EVENT_PATH) {
      events.push(await readBody(request))
      response.writeHead(202, { ...CORS, "Content-Type": "text/plain" }).end("ok")
    } else if (request.method === "GET" && url.pathname === "/__events") {
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(events))
    } else if (request.method === "DELETE" && url.pathname === "/__events") {
      events.splice(0)
      response.writeHead(204).end()
    } else if (request.method === "GET" && url.pathname === "/__requests") {
      const list = received.get(url.searchParams.get("email") ?? "") ?? []
      response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(list))
    } else {
      response.writeHead(404, CORS).end("Not Found")
    }
  } catch (error) {
    response.writeHead(400, CORS).end(String(error))
  }
})

server.listen(STAND_IN_PORT, "127.0.0.1", () => {
  console.log(`Provider stand-in listening on http://127.0.0.1:${STAND_IN_PORT}`)
})
