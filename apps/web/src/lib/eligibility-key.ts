// The candidate's own eligibility (docs/decisions/025) is shown by the eligibility feature and
// changed by the profile's scans (a missing scan uploaded; new scans after a rejection), which
// belong to another feature: both use this key.
export const ownEligibilityKey = ['eligibility', 'own'] as const;
