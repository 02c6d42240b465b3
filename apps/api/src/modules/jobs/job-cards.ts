// The job card every candidate-facing list shows (search, saved jobs, a company's page, the
// dashboard's recommendations): its columns as SQL over the aliases `j` (jobs) and `c` (companies),
// the row and the card. Which jobs a list may hold is policies/jobs.ts' answer.
import { Role } from '@fis/shared/enums';
import type { JobCard } from '@fis/shared/job-search-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../lib/auth-user.js';
import { inReaderScript, type ReaderScript } from '../../lib/chinese-script.js';
import { isApplied } from '../applications/stage-sql.js';
import { mediaUrl } from '../media/media-repository.js';

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
    c.name_zh AS company_name_zh, c.logo_media_id AS company_logo_id,
    c.review_average::float8 AS company_rating_average, c.review_count AS company_rating_count`;
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
  /** The company's published reviews (docs/decisions/017), kept on its row. */
  company_rating_average: number | null;
  company_rating_count: number;
  applied: boolean;
  bookmarked: boolean;
}

/**
 * The card of a row. `views`: whether the caller is told the view count (signed in; a visitor is
 * not, docs/decisions/044).
 */
export function toJobCard(row: JobCardRow, { views }: { views: boolean }): JobCard {
  return {
    id: row.id,
    positionName: row.position_name,
    company: {
      id: row.company_id,
      name: row.company_name,
      nameZh: row.company_name_zh,
      logoUrl: row.company_logo_id ? mediaUrl(row.company_logo_id) : null,
      rating: { average: row.company_rating_average, count: row.company_rating_count },
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
    viewCount: views ? row.view_count : null,
    applied: row.applied,
    bookmarked: row.bookmarked,
    eligibility: null,
  };
}

/** A card with its position and company names in the reader's Chinese script (decision 012). */
export function jobCardForReader(reader: ReaderScript, card: JobCard): JobCard {
  const company = inReaderScript(reader, card.company, ['name', 'nameZh']);
  return inReaderScript(reader, company === card.company ? card : { ...card, company }, ['positionName']);
}
