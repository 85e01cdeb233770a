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
