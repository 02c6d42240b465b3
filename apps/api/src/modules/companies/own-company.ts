import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { companies } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export type CompanyRow = typeof companies.$inferSelect;

/** The company of a signed-in company account. Every company account has one. */
export async function ownCompany(db: Executor, userId: string): Promise<CompanyRow> {
  const [row] = await db.select().from(companies).where(eq(companies.userId, userId));
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return row;
}
