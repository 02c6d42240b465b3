import type { ApplicationDetail } from '@fis/shared/application-schemas';
import type { Language } from '@fis/shared/enums';
import type { AuthUser } from '../../lib/auth-user.js';
import type { Services } from '../../services.js';
import { applicationDetail, findApplicationFor } from './applications-repository.js';

/**
 * GET /v1/applications/{id}: for its candidate, its job's company and the admin, in the reader's
 * Chinese script; 404 for anyone else.
 */
export async function getApplication(
  svc: Pick<Services, 'db' | 'clock'>,
  user: AuthUser,
  id: string,
  lang: Language,
): Promise<ApplicationDetail> {
  return applicationDetail(svc.db, user, await findApplicationFor(svc.db, user, id), svc.clock.now(), lang);
}
