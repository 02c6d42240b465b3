// SQL pieces the dashboards share: the tab counts of SPEC section 4 (the same TAB_SQL as the
// applicant lists, so a dashboard figure and the list behind its link always agree), and the
// interviews still ahead.
import { CANDIDATE_TABS, type CandidateTab } from '@fis/shared/application-stages';
import { type SQL, sql } from 'drizzle-orm';
import { inReaderScript, type ReaderScript } from '../../lib/chinese-script.js';
import { isOpen, TAB_SQL } from '../applications/stage-sql.js';

/** `count(a.id) FILTER (...) AS tab_<tab>` for every tab, over rows of `a` (applications). */
export const TAB_COUNT_COLUMNS: SQL = sql.join(
  CANDIDATE_TABS.map((tab) => sql`count(a.id) FILTER (WHERE ${TAB_SQL[tab]})::int AS ${sql.raw(`"tab_${tab}"`)}`),
  sql`, `,
);

export type TabCountRow = { [K in CandidateTab as `tab_${K}`]: number };

export function tabCountsOf(row: TabCountRow | undefined): Record<CandidateTab, number> {
  return Object.fromEntries(CANDIDATE_TABS.map((tab) => [tab, row?.[`tab_${tab}`] ?? 0])) as Record<
    CandidateTab,
    number
  >;
}

/**
 * An interview `i` of an application `a` that is still ahead: not cancelled, not over yet (one
 * under way stays listed until it ends), and its application still open (an application that was
 * withdrawn, rejected or ended with its job has no interview to go to).
 */
export function upcomingInterview(now: Date): SQL {
  return sql`i.cancelled_at IS NULL
    AND i.starts_at + i.duration_minutes * interval '1 minute' > ${now.toISOString()}::timestamptz
    AND ${isOpen('a.stage')}`;
}

export const INTERVIEW_COLUMNS = sql.raw(`i.id, i.application_id,
  (extract(epoch FROM i.starts_at) * 1000)::float8 AS starts_at, i.duration_minutes, i.place, i.video_link`);

export interface InterviewRow {
  id: string;
  application_id: string;
  starts_at: number;
  duration_minutes: number;
  place: string | null;
  video_link: string | null;
}

/** An interview's time and place, the place in the reader's Chinese script. */
export function interviewTimes(row: InterviewRow, reader: ReaderScript) {
  const interview = {
    id: row.id,
    applicationId: row.application_id,
    startsAt: new Date(row.starts_at).toISOString(),
    durationMinutes: row.duration_minutes,
    place: row.place,
    videoLink: row.video_link,
  };
  return inReaderScript(reader, interview, ['place']);
}
