import { useEffect, useRef } from "react"
import { useAfterPaint } from "./use-after-paint"
import { HELD_TAP_ATTRIBUTE } from "../shared/markers"
import { useHeldTap } from "./use-held-tap"
import { useMapConsent } from "./use-map-consent"
import { usePageWide } from "../components/page-wide"
import { fillIn } from "../shared/text"
import * as buttons from "../styles/buttons.module.css"
import * as styles from "./map-embed.module.css"

/** Props of {@link MapEmbed}. */
export interface MapEmbedProps {
  /** The place shown, for the frame's accessible name (data/site.json `maps.titleOf`: "Map of {place}"). */
  place: string
  /** Address or place searched for, e.g. "Leeds Castle, Maidstone, Kent ME17 1PL". */
  query: string
  /** Google Maps Embed API key; when present the keyed Maps Embed API is used (requirements §7), else the keyless embed. */
  apiKey?: string
}

/** Frame address of a map for `query`: the keyless embed by address, or the Maps Embed API when `apiKey` is set. */
export function mapEmbedUrl(query: string, apiKey?: string): string {
  const q = encodeURIComponent(query)
  return apiKey
    ? `https://www.google.com/maps/embed/v1/place?key=${encodeURIComponent(apiKey)}&q=${q}`
    : `https://maps.google.com/maps?q=${q}&output=embed`
}

/** A link that opens `query` in Google Maps (a new tab), usable without loading any map. */
export function mapLinkUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

/**
 * An embedded map that loads only after the visitor asks (a click-to-load placeholder): maps cost hundreds
 * of KB and set third-party cookies. Once allowed, every map on the page loads lazily as it comes into view,
 * and "Hide maps" under each one takes the choice back for all of them.
 * The frame keeps a fixed 4:3 box, and the line under it keeps its room in both states, so nothing shifts when the map
 * loads. A tap on "Show map" before this map's code has come (map-on-demand.ts) is held and honoured once it has
 * (use-held-tap.ts), or let go if it cannot come (offline); "Open in Google Maps" works with no script at all.
 */
export function MapEmbed({ place, query, apiKey }: MapEmbedProps) {
  const [allowed, allow, withdraw] = useMapConsent()
  // The frame itself comes a painted frame after the tap: the tap is answered at once (issue 25: Show map took
  // 110-120 ms to its next paint at 4× CPU with the frame in it).
  const frameReady = useAfterPaint(allowed)
  const { siteWords } = usePageWide()
  const { maps } = siteWords
  const title = fillIn(maps.titleOf, { place })
  const showButton = useRef<HTMLButtonElement>(null)
  const hideButton = useRef<HTMLButtonElement>(null)
  const hidden = useRef(false)
  // A tap on "Show map" before this part of the page was hydrated is held, and honoured now.
  useHeldTap(showButton, allow)
  useEffect(() => {
    // The "Hide maps" just chosen (Safari does not focus a button it clicks), or the one that had focus when the choice
    // was taken back in another tab, is now unseen: give focus to this map's "Show map" instead of losing it.
    if (!allowed && (hidden.current || document.activeElement === hideButton.current)) showButton.current?.focus()
    hidden.current = false
  }, [allowed])
  // The map, or its placeholder, in a fixed 4:3 box; under it the line with "Hide maps", which is under the placeholder
  // too, unseen and unreachable there, so a map takes the same room either way: for a visitor who chose maps before,
  // the placeholder of the build's HTML becomes the map as this code arrives (map-on-demand.ts), and nothing below it
  // moves, also in a browser without scroll anchoring (Safari, for one, has long had none), which would move what is in
  // view when a map above it grew by this line.
  return (
    <div>
      <div className={styles.frame}>
        {!allowed ? (
          <div className={styles.placeholder}>
            <p className={styles.address}>{query}</p>
            <button
              ref={showButton}
              type="button"
              className={buttons.secondary}
              onClick={allow}
              aria-label={fillIn(maps.showLabel, { title })}
              {...{ [HELD_TAP_ATTRIBUTE]: "" }}
              // The head script may have marked a tap made before hydration; that attribute is expected.
              suppressHydrationWarning
            >
              {maps.show}
            </button>
            <p className={styles.small}>
              {maps.cookies}{" "}
              <a href={mapLinkUrl(query)} target="_blank" rel="noopener noreferrer">
                {maps.openInGoogleMaps}
                <span className="visually-hidden"> {siteWords.newTab}</span>
              </a>
            </p>
          </div>
        ) : frameReady ? (
          <iframe
            className={styles.map}
            title={title}
            src={mapEmbedUrl(query, apiKey)}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            allowFullScreen
          />
        ) : null}
      </div>
      <p
        className={allowed ? styles.withdraw : `${styles.withdraw} ${styles.reserved}`}
        aria-hidden={!allowed || undefined}
      >
        <button
          ref={hideButton}
          type="button"
          className={styles.linkButton}
          disabled={!allowed}
          onClick={() => {
            hidden.current = true
            withdraw()
          }}
        >
          {maps.hide}
        </button>{" "}
        {maps.hideHint}
      </p>
    </div>
  )
}
