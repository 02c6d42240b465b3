// POST /v1/admin/eligibility/bulk: one decision for many candidates (decision 053). Each candidate is
// decided on its own, as one decision would be (its transaction, its audit row, its email), and
// only from the state the officer saw: decided meanwhile by a colleague, gone, or not a candidate,
// it is refused with the reason, and the others go on.
import type { BulkEligibilityResult } from '@fis/shared/eligibility-schemas';
import type { EligibilityStatus } from '@fis/shared/enums';
import type { ErrorCode } from '@fis/shared/error-codes';
import type { SignedInContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import { t } from '../../lib/catalogs.js';
import { recordEligibilityDecision } from './decide-eligibility.js';

export async function bulkDecideEligibility(
  ctx: SignedInContext,
  input: { candidateIds: string[]; status: EligibilityStatus; reason: string | null; expected: EligibilityStatus },
): Promise<BulkEligibilityResult> {
  const decided: string[] = [];
  const refused: BulkEligibilityResult['refused'] = [];
  for (const candidateId of input.candidateIds) {
    try {
      // No scans were looked at one by one: the decision records no rule as checked.
      await recordEligibilityDecision(ctx, { ...input, candidateId, checkedRules: [] });
      decided.push(candidateId);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const code: ErrorCode = err.code;
      refused.push({ id: candidateId, code, message: t(ctx.lang, `errors:${code}`) });
    }
  }
  return {
    decided,
    refused,
    message: t(ctx.lang, `messages:eligibility.bulkDecided.${input.status}`, { count: decided.length }),
  };
}
