import { onDemand } from "../enhancement/on-demand"
import type { MapEmbedProps } from "./map-embed"

/**
 * {@link MapEmbed} as the page renders it: the build renders its click-to-load placeholder, and its code (a chunk of
 * its own, with the consent store) is fetched and hydrated when the visitor nears or uses that map
 * (src/enhancement/on-demand.tsx), like the due-date tool. The maps sit far down the page, so a first load carries none
 * of their code (issue 37: first-load JavaScript does not grow). A "Show map" tapped before the code arrives is held
 * and honoured once it has (src/map/use-held-tap.ts), or let go if it cannot come. Props: {@link MapEmbedProps}.
 */
export const MapOnDemand = onDemand<MapEmbedProps>(() =>
  import(/* webpackChunkName: "map-embed" */ "./map-embed").then((module) => module.MapEmbed),
)
