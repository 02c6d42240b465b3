import type { ApplicationDetail } from '@fis/shared/application-schemas';
import type { SignedInContext } from '../../context.js';
import { applicationDetail, findApplicationFor } from './applications-repository.js';

/**
 * GET /v1/applications/{id}: for its candidate, its job's company and the admin, in the reader's
 * Chinese script; 404 for anyone else.
 */
export async function getApplication(ctx: SignedInContext, input: { id: string }): Promise<ApplicationDetail> {
  const { user, lang } = ctx;
  return applicationDetail(ctx.db, user, await findApplicationFor(ctx.db, user, input.id), ctx.clock.now(), lang);
}
