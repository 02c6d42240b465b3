// Funded places (docs/decisions/040): the office grants each company places per side (Hong Kong,
// GBA mainland) in a round and sets the round's total. An offer holds a place, an accepted offer
// takes it; a declined, withdrawn or ended offer frees it. The fill board and the company's
// summary read these answers.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { requiredOrInvalid } from './field-schemas.js';
import { PLACE_SIDES } from './place-sides.js';

/** The most places one grant or one round may hold. */
export const PLACES_MAX = 100_000;

const placesField = () =>
  z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .min(0, ErrorCode.FIELD_INVALID)
    .max(PLACES_MAX, ErrorCode.FIELD_INVALID);

/** PUT /v1/admin/rounds/{id}/places: one company's places on one side of the round. */
export const grantPlacesInputSchema = z.object({
  companyId: z.uuid({ error: requiredOrInvalid }),
  side: z.enum(PLACE_SIDES, { error: requiredOrInvalid }),
  granted: placesField(),
});
export type GrantPlacesInput = z.input<typeof grantPlacesInputSchema>;

/** Granted, held by an offer, taken by an accepted offer, and left (granted less held and taken). */
export const placeCountsSchema = z.object({
  granted: z.number(),
  held: z.number(),
  taken: z.number(),
  left: z.number(),
});
export type PlaceCounts = z.infer<typeof placeCountsSchema>;

/** One company's places on one side, with its held and taken places by the jobs' cities. */
export const companyPlacesSchema = placeCountsSchema.extend({
  companyId: z.string(),
  companyName: z.string(),
  side: z.enum(PLACE_SIDES),
  cities: z.array(z.object({ city: z.number(), held: z.number(), taken: z.number() })),
});
export type CompanyPlaces = z.infer<typeof companyPlacesSchema>;

/** GET /v1/admin/rounds/{id}/places: the fill board of one round. */
export const placesBoardSchema = z.object({
  roundId: z.string(),
  /** The round's total places; null when the round does not count places. */
  totalPlaces: z.number().nullable(),
  /** The whole round's figures: granted is the sum of the grants. */
  round: placeCountsSchema,
  sides: z.array(placeCountsSchema.extend({ side: z.enum(PLACE_SIDES) })),
  companies: z.array(companyPlacesSchema),
});
export type PlacesBoard = z.infer<typeof placesBoardSchema>;

/** GET /v1/company/places: the round asked about (a job's); left out, the current round. */
export const ownPlacesQuerySchema = z.object({
  roundId: z.uuid({ error: ErrorCode.FIELD_INVALID }).optional(),
});
export type OwnPlacesQuery = z.input<typeof ownPlacesQuerySchema>;

/** GET /v1/company/places: the signed-in company's places in the round, per side. */
export const ownPlacesSchema = z.object({
  roundId: z.string().nullable(),
  /** Whether the round counts places (it has a total): only then are offers limited by them. */
  countsPlaces: z.boolean(),
  /** The sides the company has a grant on or uses places on; none when the round counts no places. */
  sides: z.array(companyPlacesSchema),
});
export type OwnPlaces = z.infer<typeof ownPlacesSchema>;
