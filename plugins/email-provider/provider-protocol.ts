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

/** Reads a whole request body (at most `limitBytes`, default 64 KiB) as text. */
export function readBody(
  request: NodeJS.ReadableStream & { destroy?: () => void },
  limitBytes = 65536,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > limitBytes) {
        reject(new Error("body too large"))
        request.destroy?.()
        return
      }
      chunks.push(chunk)
    })
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })
}
