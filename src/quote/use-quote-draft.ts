import { useCallback, useEffect, type RefObject } from "react"
import { enquiryFrom, QUOTE_FIELDS, type QuoteEnquiry } from "./quote-fields"

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

/** What {@link useQuoteDraft} gives the form. */
export interface QuoteDraft {
  /** Saves what the form holds now (call on every `input` event); an empty form removes the draft. */
  save: () => void
  /** Removes the draft, once the enquiry has been sent. */
  clear: () => void
}

/**
 * Keeps the visitor's unsent draft of one form in sessionStorage, so a reload or an accidental navigation
 * loses nothing. When the form appears, a saved draft fills the fields that are still empty: anything the
 * visitor typed before the scripts ran is newer than the draft and wins. That typing is saved at once.
 *
 * @param formRef the form's element; its named inputs are the draft (read with `FormData`).
 * @param shown whether the form is on screen (not replaced by the thank-you panel).
 */
export function useQuoteDraft(formId: string, formRef: RefObject<HTMLFormElement>, shown: boolean): QuoteDraft {
  const save = useCallback(() => {
    const form = formRef.current
    if (!form) return
    const values = enquiryFrom(form)
    try {
      if (QUOTE_FIELDS.some((field) => values[field] !== "")) {
        window.sessionStorage.setItem(draftKey(formId), JSON.stringify(values))
      } else {
        window.sessionStorage.removeItem(draftKey(formId))
      }
    } catch {
      // Storage full or blocked: the form still works, only the draft is not kept.
    }
  }, [formId, formRef])

  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(draftKey(formId))
    } catch {
      // Blocked storage holds no draft to remove.
    }
  }, [formId])

  useEffect(() => {
    const form = formRef.current
    if (!shown || !form) return
    const draft = load(formId)
    if (draft) {
      for (const field of QUOTE_FIELDS) {
        const control = form.elements.namedItem(field)
        if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value === "") {
          control.value = draft[field]
        }
      }
    }
    save()
  }, [formId, formRef, shown, save])

  return { save, clear }
}
