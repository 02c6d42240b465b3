import type { ApplicationDetail } from '@fis/shared/application-schemas';
import type { SignedInContext } from '../../context.js';
import { assertHiringCompany } from '../../policies/applications.js';
import { applicationDetail, findApplicationFor } from './applications-repository.js';

/**
 * GET /v1/company/application/{id}: one application to a job of the caller's company, as the
 * company sees it (the candidate, stage, pitch, contact, the files policies/candidate-files.ts lets
 * it read, the job, history, interviews and its moves); 404 for any other application
 * (docs/decisions/020).
 */
export async function getCompanyApplication(ctx: SignedInContext, input: { id: string }): Promise<ApplicationDetail> {
  const { user, lang } = ctx;
  const application = await findApplicationFor(ctx.db, user, input.id);
  assertHiringCompany(user, application);
  return applicationDetail(ctx.db, user, application, ctx.clock.now(), lang);
}
