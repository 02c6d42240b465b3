import { CANDIDATE_TABS, type CandidateTab, type Stage, tabOf } from '@fis/shared/application-stages';
import type { CompanyApplicantFilters, CompanyApplicantPage } from '@fis/shared/company-applicant-schemas';
import { Role } from '@fis/shared/enums';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { companies } from '../../db/schema.js';
import { foldedContainsPattern, rowsOf } from '../../db/sql-helpers.js';
import type { AuthUser } from '../../lib/auth-user.js';
import { upcomingInterview } from '../application-statistics/statistics-sql.js';
import { findManagedJob } from '../jobs/company-jobs-repository.js';
import { mediaUrl } from '../media/media-repository.js';
import { isApplied, TAB_SQL } from './stage-sql.js';

export type CompanyApplicantQuery = CompanyApplicantFilters & { page: number; take: number };

interface ApplicantRow {
  id: string;
  stage: number;
  previous_stage: number | null;
  applied_at: number | null;
  stage_changed_at: number;
  email: string;
  candidate_id: string;
  english_name: string;
  chinese_name: string | null;
  avatar_media_id: string | null;
  institution: string;
  institution_other: string | null;
  programme: string;
  graduation_year: number;
  eligibility_status: number;
  job_id: string;
  position_name: string;
  bookmarked: boolean;
  upcoming_interview_at: number | null;
}

/** The applications with the job and candidate a row shows, for `applicantScope`. */
export const APPLICANT_ROWS = sql.raw(`FROM applications a
  JOIN jobs j ON j.id = a.job_id
  JOIN candidate_profiles p ON p.user_id = a.candidate_id`);

/** Whether the job's company bookmarked the applicant. */
export const BOOKMARKED_SQL = sql.raw(
  'EXISTS (SELECT 1 FROM candidate_bookmarks b WHERE b.company_id = a.company_id AND b.candidate_id = a.candidate_id)',
);

/**
 * The applicants a caller may see that match the filters, on every tab, as a condition on
 * `applications a` alone: the list, its tab counts, the CSV export and the dashboard share it.
 * Without joins, a company's tab counts come from applications_company_stage_idx and its newest
 * rows from applications_company_recent_idx, however many applicants it has. The admin sees every
 * company's; a job the caller does not manage is 404.
 */
export async function applicantScope(
  db: Executor,
  user: AuthUser,
  filters: Omit<CompanyApplicantFilters, 'tab'>,
): Promise<SQL> {
  if (filters.jobId) await findManagedJob(db, user, filters.jobId);
  const conditions: SQL[] = [isApplied('a.stage')];
  if (user.role !== Role.ADMIN) {
    // Looked up first, so that PostgreSQL plans for this company's number of applicants.
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.userId, user.id));
    conditions.push(company ? sql`a.company_id = ${company.id}` : sql`false`);
  }
  if (filters.jobId) conditions.push(sql`a.job_id = ${filters.jobId}`);
  if (filters.candidateId) conditions.push(sql`a.candidate_id = ${filters.candidateId}`);
  if (filters.bookmarked) conditions.push(sql`${BOOKMARKED_SQL}`);
  if (filters.keyword) {
    // A name of 3+ characters is found through candidate_profiles_name_trgm_idx.
    conditions.push(sql`a.candidate_id IN (SELECT p.user_id FROM candidate_profiles p
      WHERE p.search_name LIKE ${foldedContainsPattern(filters.keyword)})`);
  }
  return sql.join(conditions, sql` AND `);
}

/**
 * GET /v1/applications/hiring-company/candidates and GET /v1/applications/jobs/{id}: the company's
 * applicants (never viewed-only rows), on one tab, matching a name, newest stage change first,
 * each with its next interview still to come, with the count of every tab for the same job and keyword. The admin sees every company's.
 */
export async function listCompanyApplicants(
  ctx: SignedInContext,
  input: CompanyApplicantQuery,
): Promise<CompanyApplicantPage> {
  const { db, user } = ctx;
  const where = await applicantScope(db, user, input);
  const [page, counts] = await Promise.all([
    db.execute(sql`
      SELECT a.id, a.stage, a.previous_stage,
             (extract(epoch FROM a.applied_at) * 1000)::float8 AS applied_at,
             (extract(epoch FROM a.stage_changed_at) * 1000)::float8 AS stage_changed_at,
             a.candidate_id, (SELECT u.email FROM users u WHERE u.id = a.candidate_id) AS email, p.english_name, p.chinese_name, p.avatar_media_id, p.institution,
             p.institution_other, p.programme, p.graduation_year, p.eligibility_status, j.id AS job_id, j.position_name, ${BOOKMARKED_SQL} AS bookmarked,
             (SELECT (extract(epoch FROM min(i.starts_at)) * 1000)::float8 FROM interviews i
              WHERE i.application_id = a.id AND ${upcomingInterview(ctx.clock.now())}) AS upcoming_interview_at
      ${APPLICANT_ROWS}
      WHERE ${where} AND ${TAB_SQL[input.tab]}
      ORDER BY a.stage_changed_at DESC, a.id DESC
      LIMIT ${input.take} OFFSET ${(input.page - 1) * input.take}`),
    // Grouped by the raw columns, which the index holds, and put on tabs here.
    db.execute(sql`SELECT a.stage, a.previous_stage, count(*)::int AS n
      FROM applications a WHERE ${where} GROUP BY 1, 2`),
  ]);
  const rows = rowsOf<ApplicantRow>(page);
  const tabCounts = Object.fromEntries(CANDIDATE_TABS.map((tab) => [tab, 0])) as Record<CandidateTab, number>;
  for (const { stage, previous_stage, n } of rowsOf<{ stage: Stage; previous_stage: Stage | null; n: number }>(
    counts,
  )) {
    tabCounts.all += n;
    const tab = tabOf(stage, previous_stage);
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
        email: row.email,
        chineseName: row.chinese_name,
        avatarUrl: row.avatar_media_id ? mediaUrl(row.avatar_media_id) : null,
        institution: row.institution,
        institutionOther: row.institution_other,
        programme: row.programme,
        graduationYear: row.graduation_year,
        eligibilityStatus: row.eligibility_status,
      },
      job: { id: row.job_id, positionName: row.position_name },
      appliedAt: new Date(row.applied_at ?? row.stage_changed_at).toISOString(),
      stageChangedAt: new Date(row.stage_changed_at).toISOString(),
      bookmarked: row.bookmarked,
      upcomingInterviewAt:
        row.upcoming_interview_at === null ? null : new Date(row.upcoming_interview_at).toISOString(),
    })),
    // The tab's count is the total: the same filters.
    total: tabCounts[input.tab],
    page: input.page,
    take: input.take,
    tabCounts,
  };
}
