// The two sides of the scheme a funded place belongs to (docs/decisions/040), and whether an offer
// may hold one: plain rules without zod, so that a page that only asks them (a job's candidates)
// does not load the schemas' code.
import { JobCity } from './job-enums.js';
import type { OwnPlaces } from './place-schemas.js';

/** The two sides of the scheme a place belongs to, each with its own allowance (SPEC section 1). */
export const PLACE_SIDES = ['HongKong', 'GBA'] as const;
export type PlaceSide = (typeof PLACE_SIDES)[number];

/** A job's side: Hong Kong for a job in Hong Kong, the GBA mainland side for any other city. */
export function placeSideOf(city: number): PlaceSide {
  return city === JobCity.HONG_KONG ? 'HongKong' : 'GBA';
}

/**
 * Whether the company may make an offer on a job's side (docs/decisions/040): in a round that
 * counts places, its offers and hires there must be fewer than its grant, else the API answers
 * NO_PLACES_LEFT. The screens that offer an offer ask the same (decision 034).
 */
export function placeLeftForOffer(places: OwnPlaces, city: number): boolean {
  if (!places.countsPlaces) return true;
  const row = places.sides.find((s) => s.side === placeSideOf(city));
  return row !== undefined && row.held + row.taken < row.granted;
}
