// Every eligibility rule for one candidate and one job, in the job's round
// (docs/decisions/026): the job detail, the apply call, a company's applicant and the admin read it.

import type { ApplicationDeclaration, EligibilityAnswer } from '@fis/shared/eligibility-rule-definitions';
import { evaluateEligibility } from '@fis/shared/eligibility-rules';
import { Role } from '@fis/shared/enums';
import type { Executor } from '../../db/database.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { candidateFacts, jobFacts } from './eligibility-facts.js';

/** The answer, or null when the candidate has no profile or the job does not exist. */
export async function jobEligibility(
  db: Executor,
  candidateId: string,
  jobId: string,
  application?: Record<ApplicationDeclaration, boolean>,
): Promise<EligibilityAnswer | null> {
  // One after the other: inside a transaction both go through its one connection anyway.
  const candidate = await candidateFacts(db, candidateId);
  const job = await jobFacts(db, jobId);
  if (!candidate || !job) return null;
  return evaluateEligibility(candidate, job, application);
}

/** The job detail's rules: the signed-in candidate's own, nobody else's. */
export async function candidateJobEligibility(
  db: Executor,
  user: AuthUser | null,
  jobId: string,
): Promise<EligibilityAnswer | null> {
  if (user?.role !== Role.CANDIDATE) return null;
  return jobEligibility(db, user.id, jobId);
}
