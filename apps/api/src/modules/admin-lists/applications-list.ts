// The admin's applications list (GET /v1/admin/applications and its CSV): every company's
// applications (never a job only viewed), found by the candidate's name or email or the position,
// filtered by company, job, stage and the candidate's school.
import type { AdminApplicationSort } from '@fis/shared/admin-list-choices';
import type { AdminApplicationFilters, AdminApplicationRow } from '@fis/shared/admin-list-schemas';
import { type Stage, stageLabel } from '@fis/shared/application-stages';
import { companyNameIn } from '@fis/shared/company-name';
import { hongKongMinute } from '@fis/shared/hong-kong-time';
import { institutionLabel } from '@fis/shared/institution-label';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, foldedContainsPattern } from '../../db/sql-helpers.js';
import { t } from '../../lib/catalogs.js';
import { isApplied } from '../applications/stage-sql.js';
import { type AdminList, labelOf, oneOf } from './admin-list.js';

interface ApplicationRaw {
  id: string;
  stage: number;
  applied_at: string | null;
  stage_changed_at: string;
  candidate_id: string;
  english_name: string;
  chinese_name: string | null;
  email: string;
  institution: string;
  institution_other: string | null;
  job_id: string;
  position_name: string;
  company_id: string;
  company_name: string;
  company_name_zh: string | null;
}

export const applicationsList: AdminList<AdminApplicationFilters, ApplicationRaw, AdminApplicationRow> = {
  name: 'applications',
  select: sql.raw(`a.id, a.stage, to_json(a.applied_at)#>>'{}' AS applied_at,
    to_json(a.stage_changed_at)#>>'{}' AS stage_changed_at,
    a.candidate_id, p.english_name, p.chinese_name, u.email, p.institution, p.institution_other,
    j.id AS job_id, j.position_name, c.id AS company_id,
    coalesce(c.display_name, c.name_en, c.company_name) AS company_name, c.name_zh AS company_name_zh`),
  from: sql.raw(`FROM applications a
    JOIN jobs j ON j.id = a.job_id
    JOIN companies c ON c.id = a.company_id
    JOIN candidate_profiles p ON p.user_id = a.candidate_id
    JOIN users u ON u.id = a.candidate_id`),
  recipient: sql.raw('u.id'),
  where(filters) {
    const conditions: SQL[] = [isApplied('a.stage')];
    if (filters.ids) conditions.push(oneOf('a.id', filters.ids));
    if (filters.keyword) {
      const pattern = foldedContainsPattern(filters.keyword);
      conditions.push(sql`(p.search_name LIKE ${pattern} OR j.position_search LIKE ${pattern}
        OR lower(u.email) LIKE lower(${containsPattern(filters.keyword)}))`);
    }
    if (filters.companyId) conditions.push(sql`a.company_id = ${filters.companyId}`);
    if (filters.jobId) conditions.push(sql`a.job_id = ${filters.jobId}`);
    if (filters.stage !== undefined) conditions.push(sql`a.stage = ${filters.stage}`);
    if (filters.institution) conditions.push(sql`p.institution = ${filters.institution}`);
    return sql.join(conditions, sql` AND `);
  },
  orderBy: {
    // applications_recent_idx, read backwards.
    recent: sql.raw('a.stage_changed_at DESC, a.id DESC'),
    oldest: sql.raw('a.stage_changed_at ASC, a.id ASC'),
    appliedAt: sql.raw('a.applied_at DESC NULLS LAST, a.id DESC'),
  } satisfies Record<AdminApplicationSort, SQL>,
  toRow: (raw) => ({
    id: raw.id,
    stage: raw.stage,
    candidate: {
      id: raw.candidate_id,
      englishName: raw.english_name,
      chineseName: raw.chinese_name,
      email: raw.email,
      institution: raw.institution,
      institutionOther: raw.institution_other,
    },
    job: { id: raw.job_id, positionName: raw.position_name },
    company: { id: raw.company_id, name: raw.company_name, nameZh: raw.company_name_zh },
    appliedAt: new Date(raw.applied_at ?? raw.stage_changed_at).toISOString(),
    stageChangedAt: new Date(raw.stage_changed_at).toISOString(),
  }),
  csvColumns: [
    'englishName',
    'chineseName',
    'email',
    'institution',
    'position',
    'company',
    'stage',
    'appliedAt',
    'stageChangedAt',
  ],
  csvCells: (row, lang) => [
    row.candidate.englishName,
    row.candidate.chineseName,
    row.candidate.email,
    institutionLabel(row.candidate, (key, { defaultValue }) => labelOf(lang, key, defaultValue)),
    row.job.positionName,
    companyNameIn({ name: row.company.name, nameZh: row.company.nameZh }, lang),
    t(lang, stageLabel(row.stage as Stage, 'office')),
    hongKongMinute(row.appliedAt),
    hongKongMinute(row.stageChangedAt),
  ],
};
