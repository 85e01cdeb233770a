import { useEffect, useRef } from "react"
import { QUOTE_FIELDS, type QuoteEnquiry } from "./quote-fields"

/** sessionStorage key of one form's unsent draft. */
export const draftKey = (formId: string) => `quote-draft:${formId}`

function load(formId: string): QuoteEnquiry | null {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(draftKey(formId)) ?? "null")
    if (!saved || typeof saved !== "object") return null
    const record = saved as Record<string, unknown>
    return QUOTE_FIELDS.every((field) => typeof record[field] === "string") ? (saved as QuoteEnquiry) : null
  } catch {
    return null
  }
}

/**
 * Keeps the visitor's unsent draft of one form in sessionStorage, so a reload or an accidental
 * navigation loses nothing. Calls `onRestore` once after mount when a draft exists; removes the draft
 * when every field is empty (as after a successful send).
 */
export function useQuoteDraft(formId: string, values: QuoteEnquiry, onRestore: (draft: QuoteEnquiry) => void): void {
  const mounted = useRef(false)
  useEffect(() => {
    const draft = load(formId)
    if (draft) onRestore(draft)
  }, [formId]) // once per form: a new onRestore identity must not restore again

  useEffect(() => {
    // The first run sees the empty initial values, before any restore: nothing to save or remove yet.
    if (!mounted.current) {
      mounted.current = true
      return
    }
    try {
      if (QUOTE_FIELDS.some((field) => values[field] !== "")) {
        window.sessionStorage.setItem(draftKey(formId), JSON.stringify(values))
      } else {
        window.sessionStorage.removeItem(draftKey(formId))
      }
    } catch {
      // Storage full or blocked: the form still works, only the draft is not kept.
    }
  }, [formId, values])
}
