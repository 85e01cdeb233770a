/**
 * A phone's photo made the size the site takes, in the browser, before the CMS sees it (issue 57): a picture whose
 * longer side is over {@link PICTURE_LIMITS} `longestSidePx`, or whose file is over its `bytes`, is scaled down to fit
 * and re-encoded by the browser's own canvas: a PNG as PNG (it may be a drawing with transparent parts), any other
 * (JPEG, WebP, and HEIC where the browser reads it: Safari) as JPEG, which every browser's canvas encodes. EXIF
 * orientation is applied as the picture is read (`createImageBitmap`'s default), so a portrait photo stays upright.
 * Sveltia CMS's own `transformations` re-encode to WebP only, which Safari's canvas cannot encode (it then falls back to
 * an encoder loaded from a CDN, which /admin/'s policy does not allow).
 */
import { PICTURE_LIMITS, pictureTypeOf, sizeInWords } from "../src/shared/picture-types"

/** JPEG quality of a re-encoded photo, 0 to 1: a 2000×1500 photo is then about 400 to 600 kB. */
const JPEG_QUALITY = 0.82

/** Whether `file` is an iPhone's HEIC or HEIF photo, by its name or type. */
export const isHeic = (file: File) => /^image\/hei[cf]/.test(file.type) || /\.hei[cf]$/i.test(file.name)

/**
 * `file` as the site takes it: the same file when it is already within the limits, else a smaller one named after it
 * with its new type's ending (`IMG_0412.HEIC` → `IMG_0412.jpg`).
 * @throws Error naming the file when the browser cannot read it as a picture, or when even the smaller picture is over
 *   the byte limit (a sentence for the editor).
 */
export async function fitPicture(file: File): Promise<File> {
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    throw new Error(
      isHeic(file)
        ? `${JSON.stringify(file.name)} is a HEIC photo, which this browser cannot open: choose it on the iPhone itself (Safari makes it a JPEG), or save it as JPEG first`
        : `${JSON.stringify(file.name)} could not be read as a picture`,
    )
  }
  const { width, height } = bitmap
  const longest = Math.max(width, height)
  if (!isHeic(file) && longest <= PICTURE_LIMITS.longestSidePx && file.size <= PICTURE_LIMITS.bytes) {
    bitmap.close()
    return file
  }
  const scale = Math.min(1, PICTURE_LIMITS.longestSidePx / longest)
  const canvas = document.createElement("canvas")
  canvas.width = Math.round(width * scale)
  canvas.height = Math.round(height * scale)
  const png = pictureTypeOf(file.name)?.type === "image/png"
  const context = canvas.getContext("2d")!
  if (!png) {
    // JPEG has no transparency: a see-through part of a WebP or HEIC is white, as on the page, not black.
    context.fillStyle = "#fff"
    context.fillRect(0, 0, canvas.width, canvas.height)
  }
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const type = png ? "image/png" : "image/jpeg"
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY))
  if (!blob) throw new Error(`${JSON.stringify(file.name)} could not be made smaller in this browser`)
  const name = `${file.name.replace(/\.[^.]*$/, "")}.${png ? "png" : "jpg"}`
  if (blob.size > PICTURE_LIMITS.bytes)
    throw new Error(
      `${JSON.stringify(file.name)} is still ${sizeInWords(blob.size)} at ${canvas.width}×${canvas.height} px, over the limit of ${sizeInWords(PICTURE_LIMITS.bytes)}: save it as a JPEG photo first (a PNG keeps every pixel)`,
    )
  return new File([blob], name, { type, lastModified: file.lastModified })
}
