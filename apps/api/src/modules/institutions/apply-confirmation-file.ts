import type { FileApply } from '@fis/shared/institution-schemas';
import type { SignedInContext } from '../../context.js';
import { t } from '../../lib/catalogs.js';
import { coordinatorInstitution } from '../../policies/institution-students.js';
import { recordConfirmation } from './confirm-student.js';
import { planFile } from './confirmation-file.js';

/**
 * POST /v1/institution/confirmations/apply: the file checked again, then each row that changes a
 * student's confirmations applied on its own, as a single decision is (its transaction, its audit
 * row, the verification it may bring). Refused rows change nothing; the same file twice changes
 * nothing the second time.
 */
export async function applyConfirmationFile(ctx: SignedInContext, input: { file: string }): Promise<FileApply> {
  const institution = await coordinatorInstitution(ctx.db, ctx.user);
  const { check, planned } = await planFile(ctx.db, institution, ctx.clock.now(), input.file);
  let applied = 0;
  for (const { row, candidateId, values } of planned) {
    if (row.outcome !== 'change' || !candidateId) continue;
    const changed = await ctx.db.transaction((tx) => recordConfirmation(tx, ctx, { institution, candidateId, values }));
    if (changed > 0) applied += 1;
  }
  return { ...check, applied, message: t(ctx.lang, 'institution:file.applied', { count: applied }) };
}
