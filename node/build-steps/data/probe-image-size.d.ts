/** probe-image-size's synchronous reader (it ships no types): a picture's size from its first bytes. */
declare module "probe-image-size/sync" {
  /** The picture's width and height in px and its type (`jpg`, `png`, `webp`, …), or null when it is none it knows. */
  export default function probeSync(
    data: Uint8Array,
  ): { width: number; height: number; type: string; mime: string } | null
}
