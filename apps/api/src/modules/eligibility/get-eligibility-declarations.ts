import type { EligibilityDeclarations } from '@fis/shared/eligibility-declaration-schemas';
import { GBA_MAINLAND_CITIES } from '@fis/shared/eligibility-rule-definitions';
import { studyCityOf } from '@fis/shared/eligibility-rules';
import { Residency } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { candidateFacts } from './eligibility-facts.js';

/** The candidate's confirmations, and which of the conditional questions apply to them. */
export async function declarationsOf(db: Executor, candidateId: string): Promise<EligibilityDeclarations> {
  const facts = await candidateFacts(db, candidateId);
  if (!facts) throw new AppError(ErrorCode.NOT_FOUND);
  const city = studyCityOf(facts);
  return {
    ...facts.declarations,
    studyCity: facts.studyCity,
    studyCityAsked: facts.institution === 'Other',
    // Hong Kong positions need it only of mainland students studying in a GBA mainland city.
    entryEndorsementAsked:
      facts.residentType !== Residency.HK_PERMANENT && city !== null && GBA_MAINLAND_CITIES.includes(city),
  };
}

/** GET /v1/user/eligibility-declarations. */
export async function getEligibilityDeclarations(ctx: SignedInContext): Promise<EligibilityDeclarations> {
  return declarationsOf(ctx.db, ctx.user.id);
}
