// The one query key root of the scheme's rounds (docs/decisions/039): every feature's queries of
// /v1/rounds and /v1/admin/rounds start with it, so the office's change of a round refreshes each
// reading of them (its own list, the landing page's key dates).
export const roundsKey = ['rounds'] as const;
