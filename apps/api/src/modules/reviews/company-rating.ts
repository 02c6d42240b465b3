// A company's rating (companies.review_count, review_average) kept equal to its published reviews:
// every change of a review's published state locks the company's row, then recounts
// (docs/decisions/017). The cards, the directory's order and the job cards read it from there.
import { ReviewStatus } from '@fis/shared/enums';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/**
 * Locks the company's row for the rest of the transaction. Every change of a review's published
 * state takes this lock first and recounts after it (recountCompanyRating), so two such changes
 * of one company's reviews never recount from the same snapshot.
 */
export async function lockCompanyRating(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM companies WHERE id = ${companyId} FOR UPDATE`);
}

/** Recounts the company's rating from its published reviews (the cards and the directory's order read it). */
export async function recountCompanyRating(tx: Executor, companyId: string): Promise<void> {
  await tx.execute(sql`UPDATE companies SET (review_count, review_average) = (
      SELECT count(*)::int, round(avg(r.rating), 2) FROM company_reviews r
      WHERE r.company_id = ${companyId} AND r.status = ${ReviewStatus.PUBLISHED})
    WHERE id = ${companyId}`);
}
