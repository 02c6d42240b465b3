// What a candidate may see of jobs, and the columns of a job card, as SQL every candidate-facing
// list shares (search, saved jobs, a company's open jobs). Plain SQL over the aliases `j` (jobs)
// and `c` (companies), so the benchmark's bare route can run exactly the same statements.
import { ApprovalStatus, JobStatus, Role, UserStatus } from '@fis/shared/enums';
import type { JobCard } from '@fis/shared/job-search-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { inReaderScript, type ReaderScript } from '../../lib/chinese-script.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { isApplied } from '../applications/stage-sql.js';
import { mediaUrl } from '../media/media-repository.js';

// Fixed text is made once: every search builds these statements (the fewer pieces, the less work).
const APPROVED = String(ApprovalStatus.APPROVED);
const VISIBLE_JOB = sql.raw(
  `j.approval_status = ${APPROVED} AND j.status = ${JobStatus.OPEN} AND j.deleted_at IS NULL AND j.expires_on >= `,
);
const LISTED_COMPANY_TEXT = `c.approval_status = ${APPROVED} AND c.profile_saved_at IS NOT NULL
  AND EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id AND u.status = ${UserStatus.ACTIVE})`;
const OF_APPROVED_COMPANY = sql.raw(`::date AND ${LISTED_COMPANY_TEXT}`);

/**
 * A company candidates may find, over the alias `c` (companies): approved, with a profile (an
 * approved company still on its first-login profile step has nothing to show; issue 10), and its
 * account not deleted (deleting closes its jobs, but its profile would stay listed). The landing
 * brands, the directory, the company page and every job a candidate sees use it.
 */
export const LISTED_COMPANY = sql.raw(LISTED_COMPANY_TEXT);

/**
 * Visible to candidates: approved, open, not deleted, not past its expiry date (the expiry task
 * also marks such jobs expired, but a job must disappear on the day even before it runs), of a
 * listed company. `today` is the Hong Kong date, YYYY-MM-DD.
 */
export function visibleJobs(today: string): SQL {
  return sql`${VISIBLE_JOB}${today}${OF_APPROVED_COMPANY}`;
}

/** The candidate whose applied and saved flags a list carries; nobody else has them. */
export function flagsFor(user: AuthUser | null): string | null {
  return user?.role === Role.CANDIDATE ? user.id : null;
}

/**
 * Columns of a job card, for rows of `jobs j JOIN companies c`. A company's logo cannot be deleted
 * while the profile uses it (MEDIA_IN_USE), so its id is enough for the URL.
 */
const CARD_COLUMNS = `j.id, j.position_name, j.location, j.city, j.job_mode, j.job_function, j.contract_type,
    j.salary::float8 AS salary, j.currency, j.pay_frequency,
    (extract(epoch FROM j.posted_at) * 1000)::float8 AS posted_at,
    j.expires_on::text AS expires_on, j.view_count,
    c.id AS company_id, coalesce(c.display_name, c.name_en, c.company_name) AS company_name,
    c.name_zh AS company_name_zh, c.logo_media_id AS company_logo_id`;
const ANONYMOUS_CARD_COLUMNS = sql.raw(`${CARD_COLUMNS}, false AS applied, false AS bookmarked`);

export function jobCardColumns(candidateId: string | null): SQL {
  if (candidateId === null) return ANONYMOUS_CARD_COLUMNS;
  return sql`${sql.raw(CARD_COLUMNS)},
    EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.candidate_id = ${candidateId} AND ${isApplied('a.stage')}) AS applied,
    EXISTS (SELECT 1 FROM job_bookmarks b WHERE b.user_id = ${candidateId} AND b.job_id = j.id) AS bookmarked`;
}

export interface JobCardRow {
  id: string;
  position_name: string;
  location: string;
  city: number;
  job_mode: string;
  job_function: string;
  contract_type: string;
  salary: number | null;
  currency: string;
  pay_frequency: string;
  /** Milliseconds since 1970: cheaper to send than to format in SQL, and the same from both drivers. */
  posted_at: number | null;
  expires_on: string;
  view_count: number;
  company_id: string;
  company_name: string;
  company_name_zh: string | null;
  company_logo_id: string | null;
  applied: boolean;
  bookmarked: boolean;
}

export function toJobCard(row: JobCardRow): JobCard {
  return {
    id: row.id,
    positionName: row.position_name,
    company: {
      id: row.company_id,
      name: row.company_name,
      nameZh: row.company_name_zh,
      logoUrl: row.company_logo_id ? mediaUrl(row.company_logo_id) : null,
    },
    location: row.location as JobCard['location'],
    city: row.city,
    jobMode: row.job_mode as JobCard['jobMode'],
    jobFunction: row.job_function as JobCard['jobFunction'],
    contractType: row.contract_type as JobCard['contractType'],
    salary: row.salary,
    currency: row.currency as JobCard['currency'],
    payFrequency: row.pay_frequency as JobCard['payFrequency'],
    postedAt: row.posted_at === null ? null : new Date(row.posted_at).toISOString(),
    expiresOn: row.expires_on,
    viewCount: row.view_count,
    applied: row.applied,
    bookmarked: row.bookmarked,
  };
}

/** A card with its position and company names in the reader's Chinese script (decision 012). */
export function jobCardForReader(reader: ReaderScript, card: JobCard): JobCard {
  const company = inReaderScript(reader, card.company, ['name', 'nameZh']);
  return inReaderScript(reader, company === card.company ? card : { ...card, company }, ['positionName']);
}

/** Rows of a raw statement, from node-postgres and PGlite alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A LIKE pattern that finds `text` anywhere: %, _ and \ in it match themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The LIKE pattern of a keyword for the search columns (jobs.search_text, the search_name of
 * companies and candidate profiles): lower-cased and folded to one Chinese script as they are,
 * so 數據 finds 数据 and the other way round (decision 012). The planner folds it once per search,
 * and the trigram index still serves it.
 */
export function foldedContainsPattern(keyword: string): SQL {
  return sql`fold_script(lower(${containsPattern(keyword)}))`;
}
