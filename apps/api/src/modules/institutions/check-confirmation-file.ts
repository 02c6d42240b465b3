import type { FileCheck } from '@fis/shared/institution-schemas';
import type { SignedInContext } from '../../context.js';
import { coordinatorInstitution } from '../../policies/institution-students.js';
import { planFile } from './confirmation-file.js';

/** POST /v1/institution/confirmations/check: what each row of the file would do; nothing is written. */
export async function checkConfirmationFile(ctx: SignedInContext, input: { file: string }): Promise<FileCheck> {
  const institution = await coordinatorInstitution(ctx.db, ctx.user);
  return (await planFile(ctx.db, institution, ctx.clock.now(), input.file)).check;
}
