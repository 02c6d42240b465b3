import type { CompanyApplicantPage } from '@fis/shared/application-schemas';
import { CANDIDATE_TABS, type CandidateTab, Stage } from '@fis/shared/application-stages';
import { Role } from '@fis/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { containsPattern, rowsOf } from '../job-search/job-cards.js';
import { findManagedJob } from '../jobs/company-jobs-repository.js';
import { mediaUrl } from '../media/media-repository.js';

export interface CompanyApplicantQuery {
  tab: CandidateTab;
  jobId?: string | undefined;
  keyword?: string | undefined;
  page: number;
  take: number;
}

/** Each tab of SPEC section 4 as SQL over `a` (applications): tabOf() of application-stages.ts. */
const TAB_SQL: Record<CandidateTab, SQL> = {
  all: sql.raw(`a.stage >= ${Stage.NEW}`),
  screening: sql.raw(`a.stage IN (${Stage.NEW}, ${Stage.SCREENING})`),
  interviewing: sql.raw(`a.stage = ${Stage.INTERVIEWING}`),
  hired: sql.raw(`a.stage = ${Stage.HIRED}`),
  offers: sql.raw(`a.stage = ${Stage.OFFERED}`),
  offerRejected: sql.raw(`(a.stage = ${Stage.DECLINED} AND a.previous_stage = ${Stage.OFFERED})`),
  declined: sql.raw(`(a.stage = ${Stage.DECLINED} AND a.previous_stage IS DISTINCT FROM ${Stage.OFFERED})`),
};

const TAB_OF_ROW = sql.raw(`CASE
  WHEN a.stage IN (${Stage.NEW}, ${Stage.SCREENING}) THEN 'screening'
  WHEN a.stage = ${Stage.INTERVIEWING} THEN 'interviewing'
  WHEN a.stage = ${Stage.HIRED} THEN 'hired'
  WHEN a.stage = ${Stage.OFFERED} THEN 'offers'
  WHEN a.stage = ${Stage.DECLINED} AND a.previous_stage = ${Stage.OFFERED} THEN 'offerRejected'
  WHEN a.stage = ${Stage.DECLINED} THEN 'declined'
END`);

interface ApplicantRow {
  id: string;
  stage: number;
  previous_stage: number | null;
  applied_at: number | null;
  stage_changed_at: number;
  candidate_id: string;
  english_name: string;
  chinese_name: string | null;
  avatar_media_id: string | null;
  institution: string;
  programme: string;
  graduation_year: number;
  job_id: string;
  position_name: string;
}

/**
 * GET /v1/applications/hiring-company/candidates and GET /v1/applications/jobs/{id}: the company's
 * applicants (never viewed-only rows), on one tab, matching a name, newest stage change first,
 * with the count of every tab for the same job and keyword. The admin sees every company's.
 */
export async function listCompanyApplicants(
  db: Executor,
  user: AuthUser,
  query: CompanyApplicantQuery,
): Promise<CompanyApplicantPage> {
  // A job named by the caller must be one it manages: 404 otherwise.
  if (query.jobId) await findManagedJob(db, user, query.jobId);
  const filters: SQL[] = [sql`a.stage >= ${Stage.NEW}`];
  if (user.role !== Role.ADMIN) filters.push(sql`c.user_id = ${user.id}`);
  if (query.jobId) filters.push(sql`a.job_id = ${query.jobId}`);
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    filters.push(sql`(p.english_name ILIKE ${pattern} OR p.chinese_name ILIKE ${pattern})`);
  }
  const from = sql`FROM applications a
    JOIN jobs j ON j.id = a.job_id
    JOIN companies c ON c.id = j.company_id
    JOIN candidate_profiles p ON p.user_id = a.candidate_id`;
  const where = sql.join(filters, sql` AND `);
  const [page, counts] = await Promise.all([
    db.execute(sql`
      SELECT a.id, a.stage, a.previous_stage,
             (extract(epoch FROM a.applied_at) * 1000)::float8 AS applied_at,
             (extract(epoch FROM a.stage_changed_at) * 1000)::float8 AS stage_changed_at,
             a.candidate_id, p.english_name, p.chinese_name, p.avatar_media_id, p.institution, p.programme,
             p.graduation_year, j.id AS job_id, j.position_name
      ${from}
      WHERE ${where} AND ${TAB_SQL[query.tab]}
      ORDER BY a.stage_changed_at DESC, a.id DESC
      LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`),
    db.execute(sql`SELECT ${TAB_OF_ROW} AS tab, count(*)::int AS n ${from} WHERE ${where} GROUP BY 1`),
  ]);
  const rows = rowsOf<ApplicantRow>(page);
  const tabCounts = Object.fromEntries(CANDIDATE_TABS.map((tab) => [tab, 0])) as Record<CandidateTab, number>;
  for (const { tab, n } of rowsOf<{ tab: CandidateTab | null; n: number }>(counts)) {
    tabCounts.all += n;
    if (tab) tabCounts[tab] += n;
  }
  return {
    items: rows.map((row) => ({
      id: row.id,
      stage: row.stage,
      previousStage: row.previous_stage,
      candidate: {
        id: row.candidate_id,
        englishName: row.english_name,
        chineseName: row.chinese_name,
        avatarUrl: row.avatar_media_id ? mediaUrl(row.avatar_media_id) : null,
        institution: row.institution,
        programme: row.programme,
        graduationYear: row.graduation_year,
      },
      job: { id: row.job_id, positionName: row.position_name },
      appliedAt: new Date(row.applied_at ?? row.stage_changed_at).toISOString(),
      stageChangedAt: new Date(row.stage_changed_at).toISOString(),
    })),
    // The tab's count is the total: the same filters.
    total: tabCounts[query.tab],
    page: query.page,
    take: query.take,
    tabCounts,
  };
}
