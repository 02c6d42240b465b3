import { evaluateForRegion } from '@fis/shared/eligibility-rules';
import { CHECKED_RULES, type EligibilityCheck } from '@fis/shared/eligibility-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { queueWaitRule } from '../../lib/queue-wait.js';
import { candidateFacts } from './eligibility-facts.js';
import { eligibilityCandidateOf } from './eligibility-repository.js';

/**
 * GET /v1/admin/candidates/{id}/eligibility: what the officer checks the scans against (decision
 * 055). Each rule the scans can bear out, answered from the candidate's declarations and profile
 * for either region (the better of Hong Kong and the GBA mainland, as a job open to both reads it),
 * beside the profile's own words on residency, the right to work and where they study.
 */
export async function getEligibilityCheck(
  ctx: SignedInContext,
  input: { candidateId: string },
): Promise<EligibilityCheck> {
  const [candidate, facts] = await Promise.all([
    eligibilityCandidateOf(ctx.db, input.candidateId, queueWaitRule(ctx)),
    candidateFacts(ctx.db, input.candidateId),
  ]);
  if (!candidate || !facts) throw new AppError(ErrorCode.NOT_FOUND);
  const checked: readonly string[] = CHECKED_RULES;
  return {
    candidate,
    profile: {
      residentType: facts.residentType,
      legallyEmployable: facts.legallyEmployable,
      studyCity: facts.institution === 'Other' ? facts.studyCity : null,
    },
    rules: evaluateForRegion(facts, 'HongKong & GBA').rules.filter((rule) => checked.includes(rule.rule)),
  };
}
