import { JOB_NAME_TEXTS } from '@fis/shared/original-text';
import { type CandidateStatistics, DASHBOARD_LIST_SIZE, RECOMMENDED_JOBS_SIZE } from '@fis/shared/statistics-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { inReaderScript, type ReaderScript, readerScript } from '../../lib/chinese-script.js';
import { gotOffer, isApplied } from '../applications/stage-sql.js';
import { aliasedCompanyNameSql } from '../jobs/company-jobs-repository.js';
import { recommendedJobsFromList } from '../matching/jobs-for-candidate-list.js';
import { mediaUrl } from '../media/media-repository.js';
import { INTERVIEW_COLUMNS, type InterviewRow, interviewTimes, upcomingInterview } from './statistics-sql.js';

/** The offers view of the candidate's applications: an offer made, accepted or turned down. */
const OFFER_SQL = gotOffer('a');

/**
 * GET /v1/applications/candidate/statistics: the candidate's counts, next interviews, latest
 * application news and recommended jobs (docs/decisions/009; the scorer of decision 027); what
 * companies wrote in the reader's Chinese script.
 */
export async function getCandidateStatistics(ctx: SignedInContext): Promise<CandidateStatistics> {
  const candidateId = ctx.user.id;
  const { lang } = ctx;
  const now = ctx.clock.now();
  const reader = await readerScript(lang);
  const [counts, upcoming, recent, recommended] = await Promise.all([
    ctx.db.execute(sql`SELECT
      (SELECT count(*)::int FROM applications a WHERE a.candidate_id = ${candidateId} AND ${isApplied('a.stage')}) AS applications,
      (SELECT count(*)::int FROM interviews i JOIN applications a ON a.id = i.application_id
        WHERE a.candidate_id = ${candidateId} AND ${isApplied('a.stage')} AND i.cancelled_at IS NULL) AS interviews,
      (SELECT count(*)::int FROM applications a WHERE a.candidate_id = ${candidateId} AND ${OFFER_SQL}) AS offers`),
    ctx.db.execute(sql`SELECT ${INTERVIEW_COLUMNS}, j.id AS job_id, j.position_name, c.id AS company_id,
        ${aliasedCompanyNameSql} AS company_name, c.name_zh AS company_name_zh, c.logo_media_id AS company_logo_id
      FROM interviews i
      JOIN applications a ON a.id = i.application_id
      JOIN jobs j ON j.id = a.job_id
      JOIN companies c ON c.id = j.company_id
      WHERE a.candidate_id = ${candidateId} AND ${upcomingInterview(now)}
      ORDER BY i.starts_at, i.id
      LIMIT ${DASHBOARD_LIST_SIZE}`),
    ctx.db.execute(sql`SELECT a.id, a.stage, a.previous_stage,
        (extract(epoch FROM a.stage_changed_at) * 1000)::float8 AS stage_changed_at,
        j.id AS job_id, j.position_name, c.id AS company_id, ${aliasedCompanyNameSql} AS company_name,
        c.name_zh AS company_name_zh, c.logo_media_id AS company_logo_id
      FROM applications a
      JOIN jobs j ON j.id = a.job_id
      JOIN companies c ON c.id = j.company_id
      WHERE a.candidate_id = ${candidateId} AND ${isApplied('a.stage')}
      ORDER BY a.stage_changed_at DESC, a.id DESC
      LIMIT ${DASHBOARD_LIST_SIZE}`),
    recommendedJobsFromList(ctx, candidateId, RECOMMENDED_JOBS_SIZE),
  ]);
  const totals = rowsOf<{ applications: number; interviews: number; offers: number }>(counts)[0];
  type RecentRow = JobRow & {
    id: string;
    stage: number;
    previous_stage: number | null;
    stage_changed_at: number;
    company_logo_id: string | null;
  };
  return {
    counts: {
      applications: totals?.applications ?? 0,
      interviews: totals?.interviews ?? 0,
      offers: totals?.offers ?? 0,
    },
    upcomingInterviews: rowsOf<InterviewRow & JobRow & { company_logo_id: string | null }>(upcoming).map((r) => ({
      ...interviewTimes(r, reader),
      job: { ...jobOf(r, reader), companyLogoUrl: r.company_logo_id ? mediaUrl(r.company_logo_id) : null },
    })),
    recentApplications: rowsOf<RecentRow>(recent).map((r) => ({
      id: r.id,
      stage: r.stage,
      previousStage: r.previous_stage,
      stageChangedAt: new Date(r.stage_changed_at).toISOString(),
      job: { ...jobOf(r, reader), companyLogoUrl: r.company_logo_id ? mediaUrl(r.company_logo_id) : null },
    })),
    recommendedJobs: recommended,
  };
}

/** The job columns of the dashboard's lists: j.id AS job_id, j.position_name, c.id AS company_id… */
interface JobRow {
  job_id: string;
  position_name: string;
  company_id: string;
  company_name: string;
  company_name_zh: string | null;
}

/** A job of the dashboard's lists, its names in the reader's Chinese script. */
function jobOf(row: JobRow, reader: ReaderScript) {
  const job = {
    id: row.job_id,
    positionName: row.position_name,
    companyId: row.company_id,
    companyName: row.company_name,
    companyNameZh: row.company_name_zh,
  };
  return inReaderScript(reader, job, JOB_NAME_TEXTS);
}
