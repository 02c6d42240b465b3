import type { ApplicationDetail } from '@fis/shared/application-schemas';
import type { Executor } from '../../db/database.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { applicationDetail, findApplicationFor } from './applications-repository.js';

/** GET /v1/applications/{id}: for its candidate, its job's company and the admin; 404 for anyone else. */
export async function getApplication(db: Executor, user: AuthUser, id: string): Promise<ApplicationDetail> {
  return applicationDetail(db, user, await findApplicationFor(db, user, id));
}
