// POST /v1/admin/eligibility/bulk: one decision for many candidates (decision 053). Each candidate is
// decided on its own, as one decision would be (lib/bulk.ts), and only from the state the officer
// saw: decided meanwhile by a colleague, gone, or not a candidate, it is refused with the reason.
import type { BulkResult } from '@fis/shared/bulk-schemas';
import type { EligibilityStatus } from '@fis/shared/enums';
import type { SignedInContext } from '../../context.js';
import { eachOnItsOwn } from '../../lib/bulk.js';
import { t } from '../../lib/catalogs.js';
import { recordEligibilityDecision } from './decide-eligibility.js';

export async function bulkDecideEligibility(
  ctx: SignedInContext,
  input: { candidateIds: string[]; status: EligibilityStatus; reason: string | null; expected: EligibilityStatus },
): Promise<BulkResult> {
  // No scans were looked at one by one: the decision records no rule as checked.
  const done = await eachOnItsOwn(ctx.lang, input.candidateIds, (candidateId) =>
    recordEligibilityDecision(ctx, { ...input, candidateId, checkedRules: [] }),
  );
  return {
    ...done,
    message: t(ctx.lang, `messages:eligibility.bulkDecided.${input.status}`, { count: done.decided.length }),
  };
}
