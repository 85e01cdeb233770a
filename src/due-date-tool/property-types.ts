/**
 * The types of property the due-date tool offers, in the order of its list (requirements §9; issue 59: the one list).
 * Each has its years between EICRs in data/business.json `eicrIntervals` and its words in data/services.json
 * `dueTool.types`, and may be named in an FAQ answer as `{type}`: `npm run format:data` makes the three schemas follow
 * this list (node/scripts/schema-lists.ts). Plain code with no imports, so that command reads it too.
 */
export const PROPERTY_TYPES = ["rented", "socialHousing", "ownerOccupied", "commercial", "industrial"] as const

/** One of {@link PROPERTY_TYPES}. */
export type PropertyType = (typeof PROPERTY_TYPES)[number]
