import { hongKongDate } from '@fis/shared/hong-kong-time';
import { type CompanyStatistics, DASHBOARD_LIST_SIZE } from '@fis/shared/statistics-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import { visibleJobs } from '../../policies/jobs.js';
import { applicantScope } from '../applications/list-company-applicants.js';
import { dashboardVisitCutoff, newSince } from './record-dashboard-visit.js';
import {
  INTERVIEW_COLUMNS,
  type InterviewRow,
  interviewTimes,
  TAB_COUNT_COLUMNS,
  type TabCountRow,
  tabCountsOf,
  upcomingInterview,
} from './statistics-sql.js';

/**
 * GET /v1/applications/company/statistics: the company's applicants on each tab, those new since
 * the last visit (reading this records nothing: record-dashboard-visit.ts), its open jobs and the next interviews, their
 * positions and places in the reader's Chinese script.
 */
export async function getCompanyStatistics(ctx: SignedInContext): Promise<CompanyStatistics> {
  const { user, lang } = ctx;
  const now = ctx.clock.now();
  const cutoff = await dashboardVisitCutoff(ctx.db, user.id, now);
  const where = await applicantScope(ctx.db, user, { keyword: undefined, bookmarked: false });
  const [counts, open, upcoming, reader] = await Promise.all([
    ctx.db.execute(sql`SELECT ${TAB_COUNT_COLUMNS}, count(a.id) FILTER (WHERE ${newSince(cutoff)})::int AS new
      FROM applications a WHERE ${where}`),
    ctx.db.execute(sql`SELECT count(*)::int AS n FROM jobs j JOIN companies c ON c.id = j.company_id
      WHERE c.user_id = ${user.id} AND ${visibleJobs(hongKongDate(now))}`),
    ctx.db.execute(sql`SELECT ${INTERVIEW_COLUMNS}, a.candidate_id, p.english_name, p.chinese_name,
        j.id AS job_id, j.position_name
      FROM interviews i
      JOIN applications a ON a.id = i.application_id
      JOIN jobs j ON j.id = a.job_id
      JOIN companies c ON c.id = j.company_id
      JOIN candidate_profiles p ON p.user_id = a.candidate_id
      WHERE c.user_id = ${user.id} AND ${upcomingInterview(now)}
      ORDER BY i.starts_at, i.id
      LIMIT ${DASHBOARD_LIST_SIZE}`),
    readerScript(lang),
  ]);
  const row = rowsOf<TabCountRow & { new: number }>(counts)[0];
  type UpcomingRow = InterviewRow & {
    candidate_id: string;
    english_name: string;
    chinese_name: string | null;
    job_id: string;
    position_name: string;
  };
  return {
    tabCounts: tabCountsOf(row),
    newSinceLastVisit: row?.new ?? 0,
    previousVisitAt: cutoff?.toISOString() ?? null,
    openJobs: rowsOf<{ n: number }>(open)[0]?.n ?? 0,
    upcomingInterviews: rowsOf<UpcomingRow>(upcoming).map((r) => ({
      ...interviewTimes(r, reader),
      candidate: { id: r.candidate_id, englishName: r.english_name, chineseName: r.chinese_name },
      job: inReaderScript(reader, { id: r.job_id, positionName: r.position_name }, ['positionName']),
    })),
  };
}
