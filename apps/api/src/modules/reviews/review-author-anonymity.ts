// How much of a review's author a public view names (docs/decisions/032): the rule worked out in
// SQL over the company's possible reviewers, and its answer applied to the author's columns.
import type { Institution } from '@fis/shared/enums';
import { REVIEW_AUTHOR_MIN_SHARED } from '@fis/shared/limits';
import type { PublicReview } from '@fis/shared/review-view-schemas';
import { sql } from 'drizzle-orm';
import { candidateProfiles, companyReviews } from '../../db/schema.js';
import { reviewerPool } from '../../policies/reviews.js';

/** What a public review may name of its author: see authorShownSql. */
export type AuthorShown = 'both' | 'institution' | 'year' | 'none';

/**
 * How much of the author a public review names, the same for every reader (docs/decisions/032):
 * institution and graduation year when at least REVIEW_AUTHOR_MIN_SHARED of the company's possible
 * reviewers (reviewerPool, the author among them) share both; else the institution alone, else the
 * year alone, when that many share it; else neither. "Other" institutions are the same when their
 * written names are.
 */
export const authorShownSql = sql<AuthorShown>`(SELECT CASE
    WHEN count(*) FILTER (WHERE same_institution AND same_year) >= ${REVIEW_AUTHOR_MIN_SHARED} THEN 'both'
    WHEN count(*) FILTER (WHERE same_institution) >= ${REVIEW_AUTHOR_MIN_SHARED} THEN 'institution'
    WHEN count(*) FILTER (WHERE same_year) >= ${REVIEW_AUTHOR_MIN_SHARED} THEN 'year'
    ELSE 'none' END
  FROM (SELECT pp.institution = ${candidateProfiles.institution}
        AND (pp.institution <> ${'Other' satisfies Institution}
          OR lower(trim(pp.institution_other)) = lower(trim(${candidateProfiles.institutionOther}))) AS same_institution,
      pp.graduation_year = ${candidateProfiles.graduationYear} AS same_year
    FROM candidate_profiles pp
    WHERE pp.user_id IN (${reviewerPool(sql`${companyReviews.companyId}`)})) AS pool)`;

/** Where no public view is made from the row: the scheme office's and the author's own read no `shown`. */
export const NOT_WORKED_OUT = sql<AuthorShown | null>`NULL`;

/** The author's columns of a review row, with authorShownSql's answer (or NOT_WORKED_OUT's). */
interface AuthorColumns {
  institution: string | null;
  institutionOther: string | null;
  graduationYear: number | null;
  shown: AuthorShown | null;
}

/**
 * What a company or another candidate learns of the author: the institution and the graduation
 * year only as far as they do not single the author out among the company's possible reviewers.
 * A row read without `authorShown` names neither.
 */
export function anonymousAuthor(author: AuthorColumns): PublicReview['author'] {
  const { shown } = author;
  const institution = shown === 'both' || shown === 'institution';
  const year = shown === 'both' || shown === 'year';
  return {
    institution: institution ? (author.institution ?? null) : null,
    institutionOther: institution ? (author.institutionOther ?? null) : null,
    graduationYear: year ? (author.graduationYear ?? null) : null,
  };
}
