// The one query key root of placements (docs/decisions/041): the intern's, the company's and the
// office's lists and each placement's page start with it, so a 'placement:changed' push, or an
// accepted offer (which makes a placement), refreshes every one of them.
export const placementsKey = ['placements'] as const;
