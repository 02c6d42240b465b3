import { ApprovalStatus } from '@fis/shared/enums';
import { asc, eq, sql } from 'drizzle-orm';
import { companies } from '../../db/schema.js';
import type { Services } from '../../services.js';
import { mediaUrl } from '../media/media-repository.js';

/** Participating companies for the landing page: approved ones only. */
export async function listBrands(svc: Pick<Services, 'db'>) {
  const rows = await svc.db
    .select({
      id: companies.id,
      name: sql<string>`coalesce(${companies.displayName}, ${companies.nameEn}, ${companies.companyName})`,
      nameZh: companies.nameZh,
      location: companies.location,
      logoMediaId: companies.logoMediaId,
    })
    .from(companies)
    .where(eq(companies.approvalStatus, ApprovalStatus.APPROVED))
    .orderBy(asc(companies.companyName));
  // A company without a logo shows its name.
  return {
    items: rows.map(({ logoMediaId, ...r }) => ({ ...r, logoUrl: logoMediaId ? mediaUrl(logoMediaId) : null })),
  };
}
