/**
 * The Google profile's addresses of data/business.json (`googleProfile`) lead to Google: the schema already holds each
 * to a whole https:// address; this warns (the build goes on) when one leads elsewhere, which is usually a link copied
 * from the wrong page. The forms Google gives: a "write a review" link
 * `https://search.google.com/local/writereview?placeid=…` or a `https://g.page/r/…/review` short link; a reviews link
 * `https://www.google.com/maps/place/?q=place_id:…`, a `https://g.page/…` or `https://maps.app.goo.gl/…` short link.
 */

/** A problem in data/business.json: the field and what is wrong; always a warning. */
interface ProfileProblem {
  path: string[]
  message: string
  warning: true
}

/** Hosts of Google's profile and review links: google.com and its country domains (google.co.uk), and the short links. */
const GOOGLE_HOST =
  /^((www|search|maps|business)\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$|^g\.page$|^maps\.app\.goo\.gl$|^goo\.gl$/

/** The host of `url`, or undefined when no browser could open it (JSON Schema's "uri" takes "https://" alone). */
function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined
  } catch {
    return undefined
  }
}

/**
 * A warning for each address of `googleProfile` whose host is not Google's.
 * @param business the parsed data/business.json (after its schema passed, so each address is an absolute https URL).
 */
export function profileProblems(business: {
  googleProfile?: { reviewsUrl?: string; writeReviewUrl?: string }
}): ProfileProblem[] {
  return (["reviewsUrl", "writeReviewUrl"] as const).flatMap((field) => {
    const url = business.googleProfile?.[field]
    if (!url) return []
    const host = hostOf(url)
    if (host && GOOGLE_HOST.test(host)) return []
    const where = host ? `leads to ${host}, not to Google` : "is not an address a browser can open"
    return [
      {
        path: ["googleProfile", field],
        message: `${where}: copy the link from the Google Business Profile (see its description)`,
        warning: true as const,
      },
    ]
  })
}
