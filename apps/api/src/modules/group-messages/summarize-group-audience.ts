// GET /v1/admin/group-messages/audience/{list}: who a group message to a list with these filters
// would reach now, by the language each reads their email in, and the placeholders it can fill.
import { DEFAULT_LANGUAGE } from '@fis/shared/enums';
import type { GroupAudience, GroupAudienceSummary } from '@fis/shared/group-message-schemas';
import { isLanguage } from '@fis/shared/i18n';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { audienceUserIds, availablePlaceholders } from './group-audience.js';

export async function summarizeGroupAudience(
  ctx: SignedInContext,
  audience: GroupAudience,
): Promise<GroupAudienceSummary> {
  const rows = rowsOf<{ lang: string; n: number }>(
    await ctx.db.execute(sql`SELECT u.email_language AS lang, count(*)::int AS n FROM users u
      WHERE u.id IN (${audienceUserIds(audience)}) GROUP BY u.email_language`),
  );
  const byLanguage = { en: 0, zh: 0, cn: 0 };
  for (const row of rows) byLanguage[isLanguage(row.lang) ? row.lang : DEFAULT_LANGUAGE] += row.n;
  return {
    count: byLanguage.en + byLanguage.zh + byLanguage.cn,
    byLanguage,
    placeholders: availablePlaceholders(audience),
  };
}
