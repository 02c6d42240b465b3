// The groupings of the flow report (docs/decisions/042) as SQL over the aliases both of its
// statements use: j (the job), c (its company) and cp (the candidate's profile). The key names the
// group; the label columns are what the answer names it by, finished here in the reader's language.

import { companyNameIn } from '@fis/shared/company-name';
import type { Language } from '@fis/shared/enums';
import { institutionLabel } from '@fis/shared/institution-label';
import type { PlaceSide } from '@fis/shared/place-sides';
import type { FlowGrouping } from '@fis/shared/report-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { t } from '../../lib/catalogs.js';
import { readerScript, shownIn } from '../../lib/chinese-script.js';
import { labelOf } from '../admin-lists/admin-list.js';
import { aliasedCompanyNameSql } from '../jobs/company-jobs-repository.js';
import { jobSideSql } from '../places/places-repository.js';

/**
 * Each grouping's key, as text ('' when the candidate gave none), and its label columns: a
 * company's names, or the programme as its candidates most often wrote it. A programme is one
 * group however its candidates cased or spaced it.
 */
const GROUP_SQL: Record<FlowGrouping, { key: SQL; label: SQL; labelZh: SQL }> = {
  company: {
    key: sql`j.company_id::text`,
    label: aliasedCompanyNameSql,
    labelZh: sql`c.name_zh`,
  },
  side: { key: jobSideSql, label: sql`NULL::text`, labelZh: sql`NULL::text` },
  institution: { key: sql`coalesce(cp.institution, '')`, label: sql`NULL::text`, labelZh: sql`NULL::text` },
  programme: {
    key: sql`coalesce(lower(btrim(cp.programme)), '')`,
    label: sql`btrim(cp.programme)`,
    labelZh: sql`NULL::text`,
  },
  round: { key: sql`j.round_id::text`, label: sql`NULL::text`, labelZh: sql`NULL::text` },
};

/** The columns `key`, `label` and `label_zh` of one row, for a subquery the grouping reads. */
export function groupColumns(by: FlowGrouping): SQL {
  const g = GROUP_SQL[by];
  return sql`${g.key} AS key, ${g.label} AS label, ${g.labelZh} AS label_zh`;
}

/** The label aggregates over that subquery's rows: the most frequent spelling of a group's name. */
export const GROUP_LABELS = sql`mode() WITHIN GROUP (ORDER BY label) AS label, min(label_zh) AS label_zh`;

export interface GroupLabelRow {
  key: string;
  label: string | null;
  label_zh: string | null;
}

/** Names each group in the reader's language: rounds are read once for the round grouping. */
export async function groupNamer(
  db: Executor,
  by: FlowGrouping,
  lang: Language,
): Promise<(row: GroupLabelRow) => string> {
  const notGiven = t(lang, 'reports:notGiven');
  // Companies and programmes as people wrote them, in the reader's Chinese script.
  const reader = await readerScript(lang);
  const translate = (key: string, { defaultValue }: { defaultValue: string }) => labelOf(lang, key, defaultValue);
  switch (by) {
    case 'company':
      return (row) => shownIn(reader, companyNameIn({ name: row.label ?? '', nameZh: row.label_zh }, lang));
    case 'side':
      return (row) => t(lang, `common:placeSide.${row.key as PlaceSide}`);
    case 'institution':
      return (row) => (row.key ? institutionLabel({ institution: row.key }, translate) : notGiven);
    case 'programme':
      return (row) => (row.key ? shownIn(reader, row.label ?? row.key) : notGiven);
    case 'round': {
      const rounds = rowsOf<{ id: string; name_en: string; name_zh: string; name_cn: string }>(
        await db.execute(sql`SELECT id, name_en, name_zh, name_cn FROM scheme_rounds`),
      );
      const names = new Map(
        rounds.map((r) => [r.id, roundName({ nameEn: r.name_en, nameZh: r.name_zh, nameCn: r.name_cn }, lang)]),
      );
      return (row) => names.get(row.key) ?? row.key;
    }
  }
}
