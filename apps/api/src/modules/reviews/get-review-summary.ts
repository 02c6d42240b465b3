import { REVIEW_ATTRIBUTES, REVIEW_TOPICS, ReviewStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { ReviewSummary } from '@fis/shared/review-view-schemas';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { LISTED_COMPANY } from '../../policies/jobs.js';

/** Averages as the cards show them: two decimals; null when nothing was rated. */
const average = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/**
 * GET /v1/review/summary?companyId=: from a listed company's published reviews, in one aggregate
 * query, the overall average and count, each topic's average and how many rated it, and how many
 * named each attribute. A company candidates cannot find answers 404.
 */
export async function getReviewSummary(ctx: UseCaseContext, input: { companyId: string }): Promise<ReviewSummary> {
  const { companyId } = input;
  const topicColumns = REVIEW_TOPICS.map(
    (topic, i) => sql`avg((r.topic_ratings ->> ${topic})::int)::float8 AS ${sql.raw(`topic_avg_${i}`)},
      count(r.topic_ratings ->> ${topic})::int AS ${sql.raw(`topic_count_${i}`)}`,
  );
  const attributeColumns = REVIEW_ATTRIBUTES.map(
    (attribute, i) =>
      sql`count(*) FILTER (WHERE ${attribute} = ANY(r.attributes))::int AS ${sql.raw(`attribute_${i}`)}`,
  );
  const [row] = rowsOf<Record<string, number | null>>(
    await ctx.db.execute(sql`SELECT count(r.id)::int AS count, avg(r.rating)::float8 AS average,
        ${sql.join([...topicColumns, ...attributeColumns], sql`, `)}
      FROM companies c
      LEFT JOIN company_reviews r ON r.company_id = c.id AND r.status = ${ReviewStatus.PUBLISHED}
      WHERE c.id = ${companyId} AND ${LISTED_COMPANY}
      GROUP BY c.id`),
  );
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  const number = (key: string) => Number(row[key] ?? 0);
  return {
    companyId,
    average: average(row.average ?? null),
    count: number('count'),
    topics: Object.fromEntries(
      REVIEW_TOPICS.map((topic, i) => [
        topic,
        { average: average(row[`topic_avg_${i}`] ?? null), count: number(`topic_count_${i}`) },
      ]),
    ) as ReviewSummary['topics'],
    attributes: Object.fromEntries(
      REVIEW_ATTRIBUTES.map((attribute, i) => [attribute, number(`attribute_${i}`)]),
    ) as ReviewSummary['attributes'],
  };
}
