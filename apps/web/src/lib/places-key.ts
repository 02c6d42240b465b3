// The one query key root of funded places (docs/decisions/040): the office's fill board and a
// company's own summary start with it, so a 'places:changed' push refreshes both.
export const placesKey = ['places'] as const;
