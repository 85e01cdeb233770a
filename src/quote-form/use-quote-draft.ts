import { useCallback, useEffect, useMemo, type RefObject } from "react"
import { peekEarlySubmit } from "./early-submit"
import { enquiryFrom, fillEmptyFields, QUOTE_FIELDS, sameEnquiry, type QuoteEnquiry } from "./fields/quote-fields"

/** sessionStorage key of one form's unsent draft. */
export const draftKey = (formId: string) => `quote-draft:${formId}`
/** sessionStorage key of one form's send that has not been answered yet: `{ enquiry, at }`. */
export const unansweredKey = (formId: string) => `quote-unanswered:${formId}`

function isEnquiry(value: unknown): value is QuoteEnquiry {
  // What storage holds is JSON: of its values only null has no fields to look up, and the others that are no object
  // (a string, a number, true) have none of these.
  if (!value) return false
  const record = value as Record<string, unknown>
  return QUOTE_FIELDS.every((field) => typeof record[field] === "string")
}

/** The JSON value kept under `key`: `null` for none, `undefined` where storage is blocked or holds what is not JSON. */
function read(key: string): unknown {
  try {
    // Stryker disable next-line StringLiteral: any text that is not JSON gives no value as well (undefined)
    return JSON.parse(window.sessionStorage.getItem(key) ?? "null")
  } catch {
    // Blocked storage, or not ours: undefined, which the callers take for no value, as they take null.
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked: the form still works, only the draft is not kept.
  }
}

/** What {@link useQuoteDraft} gives the form. */
export interface QuoteDraft {
  /** Saves what `form` holds now (call on every `input` event in its fields); an empty form removes the draft. */
  save: (form: HTMLFormElement) => void
  /** Remembers that `enquiry` was sent at `at` (ms since the epoch) and has no answer yet; `null` forgets it. */
  unanswered: (sent: { enquiry: QuoteEnquiry; at: number } | null) => void
  /** Removes the draft, once the enquiry has been sent. */
  clear: () => void
}

/**
 * Keeps the visitor's unsent draft of one form in sessionStorage, so a reload or an accidental navigation
 * loses nothing. When the form appears, its empty fields are filled from, newest first: what the visitor typed
 * before the scripts ran (the early submit's snapshot, kept outside the form's DOM, so it survives a form React
 * rendered afresh), then the saved draft. What the form then holds is saved at once.
 *
 * @param formRef the form's element; its named inputs are the draft (read with `FormData`).
 * @param shown whether the form is on screen (not replaced by the thank-you panel).
 * @param onUnconfirmed called when the restored draft is an enquiry that was sent before a reload and never answered,
 *   with the time it was sent (ms since the epoch), so the visitor is told before sending it again.
 */
export function useQuoteDraft(
  formId: string,
  formRef: RefObject<HTMLFormElement>,
  shown: boolean,
  onUnconfirmed: (at: number) => void,
): QuoteDraft {
  const save = useCallback<QuoteDraft["save"]>(
    (form) => {
      const values = enquiryFrom(form)
      write(draftKey(formId), QUOTE_FIELDS.some((field) => values[field] !== "") ? values : null)
    },
    // Stryker disable next-line ArrayDeclaration: a form's id never changes on a page
    [formId],
  )

  // Stryker disable next-line ArrayDeclaration: as above
  const unanswered = useCallback<QuoteDraft["unanswered"]>((sent) => write(unansweredKey(formId), sent), [formId])

  const clear = useCallback(
    () => {
      write(draftKey(formId), null)
      write(unansweredKey(formId), null)
    },
    // Stryker disable next-line ArrayDeclaration: as above
    [formId],
  )

  useEffect(() => {
    const form = formRef.current
    // Stryker disable next-line LogicalOperator: the form is on the page exactly while it is shown (not the panel)
    if (!shown || !form) return
    const held = peekEarlySubmit(formId)
    if (held) fillEmptyFields(form, held.values)
    const draft = read(draftKey(formId))
    if (isEnquiry(draft)) fillEmptyFields(form, draft)
    save(form)
    const sent = read(unansweredKey(formId)) as { enquiry?: unknown; at?: unknown } | null
    if (sent && isEnquiry(sent.enquiry) && typeof sent.at === "number") {
      if (sameEnquiry(sent.enquiry, enquiryFrom(form))) onUnconfirmed(sent.at)
    }
  }, [formId, formRef, shown, save, onUnconfirmed])

  // Stryker disable next-line ArrayDeclaration: its callbacks never change on a page (see above)
  return useMemo(() => ({ save, unanswered, clear }), [save, unanswered, clear])
}
