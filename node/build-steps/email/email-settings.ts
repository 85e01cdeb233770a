/** The provider settings a build needs (requirements §7), checked before anything is built. */

/** The three settings without which quotes cannot reach a real provider (requirements §7). */
export const REQUIRED_EMAIL_SETTINGS = [
  "GATSBY_EMAILJS_PUBLIC_KEY",
  "GATSBY_EMAILJS_SERVICE_ID",
  "GATSBY_EMAILJS_TEMPLATE_ID",
] as const

/** Names of the required settings missing from `env`. */
export function missingEmailSettings(env: NodeJS.ProcessEnv): string[] {
  return REQUIRED_EMAIL_SETTINGS.filter((name) => !env[name])
}

/**
 * Why a production build must stop, or `null` when every required setting is present. A published site whose
 * forms cannot send would lose enquiries silently.
 */
export function buildSettingsProblem(env: NodeJS.ProcessEnv): string | null {
  const missing = missingEmailSettings(env)
  if (missing.length === 0) return null
  return (
    `Cannot build: the quote forms would not be able to send. Missing setting(s): ${missing.join(", ")}.\n` +
    "Set them in the environment or in .env.production (copy .env.example); see the README, section Settings."
  )
}
