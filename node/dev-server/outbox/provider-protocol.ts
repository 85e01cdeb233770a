/**
 * What the e-mail provider's send endpoint (EmailJS `POST /api/v1.0/email/send`, requirements §7) accepts,
 * shared by the local outbox of `npm start` and the provider stand-in of the Playwright suite.
 */

/** Path of the provider's send endpoint (requirements §7). */
export const SEND_PATH = "/api/v1.0/email/send"

/** The JSON body `@emailjs/browser` 4.4.1 sends. */
export interface SendBody {
  lib_version?: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, unknown>
}

/**
 * Checks a parsed request body as the provider does.
 * @returns `null` when valid, else the reason for a 400 answer, e.g. "The user_id parameter is required".
 */
export function sendBodyProblem(body: unknown): string | null {
  if (!body || typeof body !== "object") return "The request body must be a JSON object"
  const record = body as Record<string, unknown>
  for (const key of ["user_id", "service_id", "template_id"]) {
    if (typeof record[key] !== "string" || record[key] === "") return `The ${key} parameter is required`
  }
  const params = record.template_params
  if (!params || typeof params !== "object" || Array.isArray(params)) {
    return "The template_params parameter must be an object"
  }
  return null
}

/** Largest request body read (bytes): an enquiry is a few KiB; 64 KiB leaves room for a long message. */
export const BODY_LIMIT_BYTES = 64 * 1024

/** Thrown (as a rejection) by {@link readBody} when a body exceeds its limit; answer it with HTTP 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than ${limitBytes / 1024} KiB`)
    this.name = "BodyTooLargeError"
  }
}

/**
 * Reads a whole request body (at most `limitBytes`, default {@link BODY_LIMIT_BYTES}) as UTF-8 text.
 *
 * A larger body is read to its end and thrown away (no more than `limitBytes` is ever held), so the caller can
 * still answer 413: closing the connection while the client is still sending makes it see a reset instead.
 *
 * @throws (rejects) {@link BodyTooLargeError} after the end of a body over the limit; the stream's own error.
 */
export function readBody(request: NodeJS.ReadableStream, limitBytes = BODY_LIMIT_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= limitBytes) chunks.push(chunk)
      else chunks.length = 0
    })
    request.on("end", () =>
      size > limitBytes ? reject(new BodyTooLargeError(limitBytes)) : resolve(Buffer.concat(chunks).toString("utf8")),
    )
    request.on("error", reject)
  })
}
