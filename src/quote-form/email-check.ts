/**
 * "Is this e-mail address one we can answer?" for the quote forms (issue 31): a gentle hint, never a block (the spec
 * keeps the browser's own check, requirements §5). Fetched the first time an e-mail field is left, so it costs the
 * first paint nothing. Misspelt domains are found by email-misspelled (MIT, edit distance against a list of common
 * providers: its top 100 and the UK's own).
 */
import emailMisspelled, { top100 } from "email-misspelled"

/** Providers many UK visitors use, beside the library's world-wide top 100. */
const UK_PROVIDERS = [
  "btinternet.com",
  "btopenworld.com",
  "talktalk.net",
  "virginmedia.com",
  "icloud.com",
  "outlook.co.uk",
  "aol.co.uk",
  "gmx.com",
  "gmx.co.uk",
  "protonmail.com",
  "proton.me",
  // Also in the library's top 100 today; kept here should a later version drop them.
  "ntlworld.com",
  "blueyonder.co.uk",
  "sky.com",
  "googlemail.com",
  "live.co.uk",
]

const misspelled = emailMisspelled({ domains: [...new Set([...top100, ...UK_PROVIDERS])] })

/** What the e-mail field could say about an address: nothing, a domain with no dot, or the address probably meant. */
export type EmailAdvice = { kind: "none" } | { kind: "noDot"; domain: string } | { kind: "didYouMean"; email: string }

/**
 * Advice on `email` as typed: `noDot` for a domain with no dot (`jane@gmail`), which the browser accepts but no mail
 * reaches; `didYouMean` with the address corrected for a domain one or two letters from a common provider's
 * (`jane@gmial.com` → `jane@gmail.com`); otherwise, and for anything that is not an address yet, `none`.
 */
export function adviseEmail(email: string): EmailAdvice {
  const typed = email.trim()
  const at = typed.lastIndexOf("@")
  const domain = typed.slice(at + 1)
  if (at < 1 || !domain) return { kind: "none" }
  if (!domain.includes(".")) return { kind: "noDot", domain }
  // The library suggests nothing for a domain of its list as it is (`gmail.com` gives no suggestion).
  const [likely] = misspelled(`${typed.slice(0, at)}@${domain.toLowerCase()}`)
  return likely ? { kind: "didYouMean", email: `${typed.slice(0, at)}@${likely.suggest}` } : { kind: "none" }
}
