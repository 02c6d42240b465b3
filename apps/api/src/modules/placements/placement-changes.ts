// What every change to a placement shares (docs/decisions/041): the placement's row locked for the
// change (FOR UPDATE, so that two changes go one after the other and each checks the rules on what
// the other left), its facts for placement-rules.ts, the names its notifications carry, and the
// push that makes the intern's, the company's and the office's pages refetch once it commits.

import { ErrorCode } from '@fis/shared/error-codes';
import type { NotificationParams } from '@fis/shared/notification-schemas';
import type { PlacementFacts } from '@fis/shared/placement-rules';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { placementsOf } from '../../policies/placements.js';
import { pushAfterCommit } from '../../realtime/push.js';
import type { Services } from '../../services.js';
import { activeAdminIds } from '../admin-waiting/push-waiting.js';
import { aliasedCompanyNameSql } from '../jobs/company-jobs-repository.js';
import { placementWithNamesSql } from './placements-sql.js';

export interface LockedPlacement extends PlacementFacts {
  id: string;
  applicationId: string;
  jobId: string;
  candidateId: string;
  companyUserId: string;
  round: { nameEn: string; nameZh: string; nameCn: string; maxMonths: number };
  /** The names its notifications carry, as they are now. */
  names: { positionName: string; companyName: string; companyNameZh: string | null; candidateName: string };
}

interface LockedRow {
  id: string;
  application_id: string;
  job_id: string;
  candidate_id: string;
  company_user_id: string;
  start_date: string | null;
  months: number;
  dates_agreed: boolean;
  ended_on: string | null;
  name_en: string;
  name_zh: string;
  name_cn: string;
  max_internship_months: number;
  position_name: string;
  company_name: string;
  company_name_zh: string | null;
  candidate_name: string;
}

/** The placement, locked until the transaction ends, if the caller sees it; else 404. */
export async function lockPlacement(tx: Executor, user: AuthUser, id: string): Promise<LockedPlacement> {
  const [row] = rowsOf<LockedRow>(
    await tx.execute(sql`
      SELECT p.id, p.application_id, p.job_id, p.candidate_id, c.user_id AS company_user_id,
             p.start_date::text AS start_date, p.months, p.dates_agreed_at IS NOT NULL AS dates_agreed,
             p.ended_on::text AS ended_on, r.name_en, r.name_zh, r.name_cn, r.max_internship_months,
             j.position_name, ${aliasedCompanyNameSql} AS company_name,
             c.name_zh AS company_name_zh, coalesce(cp.english_name, u.email) AS candidate_name
      FROM ${placementWithNamesSql}
      WHERE p.id = ${id} AND ${placementsOf(user)}
      FOR UPDATE OF p`),
  );
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return {
    id: row.id,
    applicationId: row.application_id,
    jobId: row.job_id,
    candidateId: row.candidate_id,
    companyUserId: row.company_user_id,
    startDate: row.start_date,
    months: row.months,
    datesAgreed: row.dates_agreed,
    endedOn: row.ended_on,
    round: { nameEn: row.name_en, nameZh: row.name_zh, nameCn: row.name_cn, maxMonths: row.max_internship_months },
    names: {
      positionName: row.position_name,
      companyName: row.company_name,
      companyNameZh: row.company_name_zh,
      candidateName: row.candidate_name,
    },
  };
}

/** The parameters every notification about the placement carries, with `more` of its own. */
export function placementParams(p: LockedPlacement, more: NotificationParams = {}): NotificationParams {
  return {
    positionName: p.names.positionName,
    companyName: p.names.companyName,
    ...(p.names.companyNameZh ? { companyNameZh: p.names.companyNameZh } : {}),
    candidateName: p.names.candidateName,
    placementId: p.id,
    ...more,
  };
}

/** The intern, the company and every active admin refetch the placement once `tx` commits. */
export async function pushPlacementChanged(
  tx: Executor,
  svc: Pick<Services, 'realtime'>,
  p: Pick<LockedPlacement, 'id' | 'candidateId' | 'companyUserId'>,
): Promise<void> {
  pushAfterCommit(tx, svc, [p.candidateId, p.companyUserId, ...(await activeAdminIds(tx))], 'placement:changed', {
    placementId: p.id,
  });
}
