// Who sees which interviews (SPEC section 7): the candidate those of their own applications, a
// company those of the applications to its jobs (an applicant's, never a viewed-only row's). Who
// schedules and changes them: the job's company (policies/applications.ts, assertHiringCompany).
import { Role } from '@fis/shared/enums';
import { and, eq, type SQL } from 'drizzle-orm';
import { applications, companies } from '../db/schema.js';
import type { AuthUser } from '../lib/auth-user.js';
import { isApplied } from '../modules/applications/stage-sql.js';

/** Over rows of `interviews JOIN applications JOIN jobs JOIN companies`: the caller's interviews. */
export function interviewsOf(user: AuthUser): SQL {
  const own = user.role === Role.CANDIDATE ? eq(applications.candidateId, user.id) : eq(companies.userId, user.id);
  return and(own, isApplied('applications.stage')) as SQL;
}
