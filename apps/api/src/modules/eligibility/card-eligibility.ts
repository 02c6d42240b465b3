// The eligibility state a job card carries for a signed-in candidate (docs/decisions/026): the
// company-independent rules for the job's region as one state. The candidate's facts are read once
// per list, not per card, and the card query itself is unchanged, so the job search stays as fast.

import type { RuleState } from '@fis/shared/eligibility-rule-definitions';
import { evaluateForRegion } from '@fis/shared/eligibility-rules';
import { Role } from '@fis/shared/enums';
import { REGIONS, type Region } from '@fis/shared/job-enums';
import type { JobCard } from '@fis/shared/job-search-schemas';
import type { Executor } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { candidateFacts } from './eligibility-facts.js';

export type RegionStates = Record<Region, RuleState>;

/** The state of each region for the caller, or null when the caller is no candidate with a profile. */
export async function regionStatesFor(db: Executor, user: AuthUser | null): Promise<RegionStates | null> {
  if (user?.role !== Role.CANDIDATE) return null;
  const facts = await candidateFacts(db, user.id);
  if (!facts) return null;
  return Object.fromEntries(REGIONS.map((r) => [r, evaluateForRegion(facts, r).overall])) as RegionStates;
}

export function withCardEligibility<T extends JobCard>(card: T, states: RegionStates | null): T {
  return states ? { ...card, eligibility: states[card.location] } : card;
}
