import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./picture.module.css"

/** Props of {@link Picture}. */
export interface PictureProps {
  /**
   * What `gatsbyImageData` returned at build time (gatsby-plugin-image + sharp): the AVIF and WebP `sources`, the
   * JPEG `fallback` with its `srcSet`, and the intrinsic `width` × `height` in CSS px.
   */
  image: IGatsbyImageData
  /** Text alternative from data/ (WCAG 1.1.1); `""` only for a purely decorative image. */
  alt: string
  className?: string
  /** `lazy` (the default) for images below the fold; `eager` for one the visitor sees on arrival. */
  loading?: "lazy" | "eager"
}

/**
 * A responsive image as plain HTML: `<picture>` with one `<source>` per modern format and an `<img>` that carries
 * `src`, `srcset`, `sizes`, `width` and `height`. It needs no script, so the image shows before and without
 * JavaScript and the page ships no image runtime (GatsbyImage loads `react-dom/server` after hydration, gatsby
 * issue #37281). The `width`/`height` attributes give the box its aspect ratio before the file arrives, so
 * nothing shifts when it loads (CLS 0).
 *
 * Until the file arrives, the box shows the image's dominant colour (`backgroundColor`, from sharp at build time)
 * as an SVG rectangle behind the `<img>`: its `fill` is an attribute, not a `style` attribute, which the site's
 * Content-Security-Policy refuses (no 'unsafe-inline' in `style-src`, node/build-steps/after-build/inline-styles.ts).
 */
export function Picture({ image, alt, className, loading = "lazy" }: PictureProps) {
  const { sources = [], fallback } = image.images
  return (
    <span className={className ? `${styles.frame} ${className}` : styles.frame}>
      {image.backgroundColor ? (
        <svg
          className={styles.placeholder}
          viewBox="0 0 1 1"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <rect width="1" height="1" fill={image.backgroundColor} />
        </svg>
      ) : null}
      <picture className={styles.picture}>
        {sources.map((source) => (
          <source
            key={source.type ?? source.media}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
            sizes={source.sizes}
          />
        ))}
        <img
          className={styles.img}
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={fallback?.srcSet ? fallback.sizes : undefined}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={loading}
          decoding="async"
        />
      </picture>
    </span>
  )
}
