/**
 * The picture formats the site publishes: JPEG, PNG and WebP, as the data files' `image` fields allow
 * (data/schemas/definitions.json, `image.pattern`; a test keeps the two lists the same). The CMS takes no other upload
 * (its image fields' `accept`, schema-to-fields.ts, and cms/upload-guard.ts): an SVG or an HTML file in `data/images/`
 * could carry a script. Plain code with no Node.js import: the CMS's browser bundle uses it.
 */

/** Each published picture format: its file name endings, its media type, and the bytes a file of it starts with. */
export const PICTURE_TYPES = [
  {
    extensions: ["jpg", "jpeg"],
    type: "image/jpeg",
    starts: (bytes: Uint8Array) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  {
    extensions: ["png"],
    type: "image/png",
    starts: (bytes: Uint8Array) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    extensions: ["webp"],
    type: "image/webp",
    // RIFF, four bytes of length, WEBP.
    starts: (bytes: Uint8Array) =>
      startsWith(bytes, [...ascii("RIFF")]) && startsWith(bytes.subarray(8), [...ascii("WEBP")]),
  },
] as const

/**
 * The largest picture the site takes (issue 57): its longer side at most 2000 px, its file at most 1 MB (1,000,000
 * bytes). The site shows pictures at most 1200 px wide (2× a 600 px column), so 2000 px leaves room to crop; a phone's
 * 12-megapixel photo (4032×3024, 3 to 5 MB) is made this size in the browser as it is picked in the CMS
 * (cms/picture-fit.ts), and check:data refuses a larger one put into `data/images/` by hand (data-folder.ts).
 */
export const PICTURE_LIMITS = { longestSidePx: 2000, bytes: 1_000_000 } as const

/**
 * `bytes` as a person reads a file's size, in SI units as the limits are set, rounded up so a file over a limit never
 * reads as the limit: 1,000,000 → "1 MB", 1,000,001 → "1.01 MB", 4,213,000 → "4.22 MB", 350,200 → "351 kB".
 */
export const sizeInWords = (bytes: number): string =>
  bytes >= 1_000_000 ? `${Math.ceil(bytes / 10_000) / 100} MB` : `${Math.ceil(bytes / 1000)} kB`

/**
 * Why a picture is over {@link PICTURE_LIMITS}, or `undefined` when it is within them.
 * @param name its file name, for the sentence.
 * @param size its size in bytes.
 * @param dimensions its width and height in px, when known.
 */
export function pictureSizeProblem(
  name: string,
  size: number,
  dimensions?: { width: number; height: number },
): string | undefined {
  const { longestSidePx, bytes } = PICTURE_LIMITS
  const longest = dimensions ? Math.max(dimensions.width, dimensions.height) : 0
  const problems = [
    ...(longest > longestSidePx
      ? [`is ${dimensions!.width}×${dimensions!.height} px, over the limit of ${longestSidePx} px on its longer side`]
      : []),
    ...(size > bytes ? [`is ${sizeInWords(size)}, over the limit of ${sizeInWords(bytes)}`] : []),
  ]
  if (problems.length === 0) return undefined
  return `${JSON.stringify(basename(name))} ${problems.join(" and ")}: upload it through the CMS, which makes it smaller, or resize it to at most ${longestSidePx} px and ${sizeInWords(bytes)}`
}

/** The `accept` value of a file picker that offers the published formats only. */
export const PICTURE_ACCEPT = PICTURE_TYPES.map((format) => format.type).join(",")

/** What the editor reads when a file of another kind is chosen. */
export const PICTURE_REFUSED = "the site shows pictures in JPEG, PNG or WebP format only (.jpg, .jpeg, .png, .webp)"

const ascii = (text: string) => Array.from(text, (character) => character.charCodeAt(0))
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, index) => bytes[index] === byte)

/** The published format a file name ends in (`castle.JPG` → JPEG), or `undefined` for any other name. */
export const pictureTypeOf = (name: string) => {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  return PICTURE_TYPES.find((format) => (format.extensions as readonly string[]).includes(extension ?? ""))
}

/**
 * Why a file may not be a picture of the site, or `undefined` when it may.
 * @param name its file name (`castle.jpg`) or path.
 * @param content its bytes, when known: they must be of the format its name says (the CMS's page judges the name and
 *   the browser's media type; a caller that has the bytes passes them).
 * @param mediaType the media type the browser gives the file (`File.type`), when known; `""` (unknown) passes.
 */
export function pictureProblem(name: string, content?: Uint8Array, mediaType?: string): string | undefined {
  const format = pictureTypeOf(name)
  if (!format) return `${JSON.stringify(basename(name))} is not a picture the site can show: ${PICTURE_REFUSED}`
  if (mediaType && mediaType !== format.type)
    return `${JSON.stringify(basename(name))} is of type ${mediaType}, not ${format.type}: ${PICTURE_REFUSED}`
  if (content && !format.starts(content))
    return `${JSON.stringify(basename(name))} does not hold a picture of its name's type (${format.type}): ${PICTURE_REFUSED}`
  return undefined
}

const basename = (name: string) => name.replace(/^.*[/\\]/, "")
