// The admin's companies list (GET /v1/admin/companies and its CSV): every company, found by a
// name, its sign-in email or its company ID, filtered by approval state, region and the account's
// state, with its open jobs and its hires. A company takes part in a round with a job of the round
// (not deleted) or places granted in it; within a round, `placesLeft` keeps the companies with
// funded places not yet offered, counted as the fill board counts them (decision 054).

import type { AdminCompanySort } from '@fis/shared/admin-list-choices';
import type { AdminCompanyFilters, AdminCompanyRow } from '@fis/shared/admin-list-schemas';
import { Stage } from '@fis/shared/application-stages';
import { formatCompanyCode, parseCompanyCode } from '@fis/shared/company-code';
import { companyNameIn } from '@fis/shared/company-name';
import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongMinute } from '@fis/shared/hong-kong-time';
import { JobStatus } from '@fis/shared/job-enums';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, foldedContainsPattern } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { t } from '../../lib/catalogs.js';
import { assignedTo } from '../assignments/assignments-repository.js';
import { companiesWithPlacesLeftSql } from '../places/places-repository.js';
import { type AdminList, labelOf, oneOf } from './admin-list.js';

interface CompanyRaw {
  id: string;
  company_number: number;
  company_name: string;
  name_zh: string | null;
  contact_job_role: string;
  email: string;
  approval_status: number;
  location: string | null;
  status: number;
  open_jobs: number;
  hires: number;
  created_at: string;
}

export const companiesList: AdminList<AdminCompanyFilters, CompanyRaw, AdminCompanyRow> = {
  name: 'companies',
  // Open jobs: open and not deleted, whatever their approval (jobs_company_idx); hires: the
  // applications hired (applications_company_stage_idx).
  select: sql.raw(`c.id, c.company_number, coalesce(c.display_name, c.name_en, c.company_name) AS company_name,
    c.name_zh, c.contact_job_role, u.email, c.approval_status, c.location, u.status,
    (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND j.status = ${JobStatus.OPEN}
      AND j.deleted_at IS NULL) AS open_jobs,
    (SELECT count(*)::int FROM applications a WHERE a.company_id = c.id AND a.stage = ${Stage.HIRED}) AS hires,
    to_json(c.created_at)#>>'{}' AS created_at`),
  from: sql.raw('FROM companies c JOIN users u ON u.id = c.user_id'),
  recipient: sql.raw('u.id'),
  where(filters) {
    const conditions: SQL[] = [sql`true`];
    if (filters.ids) conditions.push(oneOf('c.id', filters.ids));
    if (filters.keyword) {
      const number = parseCompanyCode(filters.keyword);
      conditions.push(sql`(c.search_name LIKE ${foldedContainsPattern(filters.keyword)}
        OR lower(u.email) LIKE lower(${containsPattern(filters.keyword)})
        ${number === null ? sql`` : sql`OR c.company_number = ${number}`})`);
    }
    if (filters.approval !== undefined) conditions.push(sql`c.approval_status = ${filters.approval}`);
    if (filters.region) conditions.push(sql`c.location = ${filters.region}`);
    if (filters.accountStatus !== undefined) conditions.push(sql`u.status = ${filters.accountStatus}`);
    if (filters.assignee) conditions.push(assignedTo('company', sql.raw('c.id'), filters.assignee));
    // Places are counted in one round: the list, its export and a group message alike refuse them without one.
    if (filters.placesLeft !== undefined && !filters.roundId) {
      throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'roundId' });
    }
    if (filters.roundId) {
      // jobs_company_idx and round_places_grant_idx.
      conditions.push(sql`(EXISTS (SELECT 1 FROM jobs rj WHERE rj.company_id = c.id AND rj.round_id = ${filters.roundId}
          AND rj.deleted_at IS NULL)
        OR EXISTS (SELECT 1 FROM round_places rg WHERE rg.round_id = ${filters.roundId} AND rg.company_id = c.id
          AND rg.granted > 0))`);
      if (filters.placesLeft !== undefined) {
        const left = companiesWithPlacesLeftSql(filters.roundId);
        conditions.push(filters.placesLeft ? sql`c.id IN (${left})` : sql`c.id NOT IN (${left})`);
      }
    }
    return sql.join(conditions, sql` AND `);
  },
  orderBy: {
    newest: sql.raw('c.created_at DESC, c.id DESC'),
    oldest: sql.raw('c.created_at ASC, c.id ASC'),
    // By the name the reader sees (companyNameIn): the Chinese name for zh and cn when there is one.
    name: (lang: Language) =>
      lang === 'en'
        ? sql.raw('lower(coalesce(c.display_name, c.name_en, c.company_name)) ASC, c.id ASC')
        : sql.raw('lower(coalesce(c.name_zh, c.display_name, c.name_en, c.company_name)) ASC, c.id ASC'),
    openJobs: sql.raw('open_jobs DESC, c.created_at DESC, c.id DESC'),
    hires: sql.raw('hires DESC, c.created_at DESC, c.id DESC'),
  } satisfies Record<AdminCompanySort, SQL | ((lang: Language) => SQL)>,
  toRow: (raw) => ({
    id: raw.id,
    companyCode: formatCompanyCode(raw.company_number),
    companyName: raw.company_name,
    nameZh: raw.name_zh,
    contactJobRole: raw.contact_job_role,
    email: raw.email,
    approvalStatus: raw.approval_status,
    region: raw.location,
    accountStatus: raw.status,
    openJobs: raw.open_jobs,
    hires: raw.hires,
    registeredAt: new Date(raw.created_at).toISOString(),
  }),
  csvColumns: [
    'companyCode',
    'companyName',
    'email',
    'approval',
    'region',
    'accountStatus',
    'openJobs',
    'hires',
    'registeredAt',
  ],
  csvCells: (row, lang) => [
    row.companyCode,
    companyNameIn({ name: row.companyName, nameZh: row.nameZh }, lang),
    row.email,
    labelOf(lang, `adminLists:approval.${row.approvalStatus}`, String(row.approvalStatus)),
    row.region ? labelOf(lang, `common:options.region.${row.region}`, row.region) : null,
    t(lang, `adminAccounts:status.${row.accountStatus}`),
    row.openJobs,
    row.hires,
    hongKongMinute(row.registeredAt),
  ],
};
