/**
 * Reports an error React recovered from while hydrating (React 18 `onRecoverableError`): server HTML that did not
 * match what the client rendered, which React replaced by rendering that part afresh. Logged with `console.error`
 * so it shows in the browser's console and in the browser tests, never hidden.
 * @param error what React threw; its message names the mismatch in development, a code in production.
 */
export function reportRecoverableError(error: unknown): void {
  const detail = error instanceof Error ? error.message : String(error)
  console.error(`Hydration recovered: React rendered part of the page afresh (${detail})`)
}
