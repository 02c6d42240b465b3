import { formatCompanyCode } from '@fis/shared/company-code';
import type { ApprovalStatus } from '@fis/shared/enums';
import { asc, count, eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, users } from '../../db/schema.js';

export async function listCompaniesByStatus(
  ctx: SignedInContext,
  input: { status: ApprovalStatus; page: number; take: number },
) {
  const { status, page, take } = input;
  const where = eq(companies.approvalStatus, status);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: companies.id,
        companyNumber: companies.companyNumber,
        companyName: companies.companyName,
        contactJobRole: companies.contactJobRole,
        email: users.email,
        createdAt: companies.createdAt,
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(where)
      .orderBy(asc(companies.createdAt))
      .limit(take)
      .offset((page - 1) * take),
    ctx.db.select({ n: count() }).from(companies).where(where),
  ]);
  return {
    items: rows.map(({ companyNumber, createdAt, ...r }) => ({
      ...r,
      companyCode: formatCompanyCode(companyNumber),
      registeredAt: createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    take,
  };
}
