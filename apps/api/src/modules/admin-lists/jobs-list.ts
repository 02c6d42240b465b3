// The admin's jobs list (GET /v1/admin/jobs and its CSV): every company's jobs but deleted ones,
// found by position or company name, filtered by company, status, approval, location and
// function, with the number of applicants. The approval queue is GET /v1/admin/job-approvals.

import type { AdminJobSort } from '@fis/shared/admin-list-choices';
import type { AdminJobFilters, AdminJobRow } from '@fis/shared/admin-list-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import { hongKongMinute } from '@fis/shared/hong-kong-time';
import { type SQL, sql } from 'drizzle-orm';
import { foldedContainsPattern } from '../../db/sql-helpers.js';
import { isApplied } from '../applications/stage-sql.js';
import { type AdminList, labelOf, oneOf } from './admin-list.js';

interface JobRaw {
  id: string;
  position_name: string;
  company_id: string;
  company_name: string;
  company_name_zh: string | null;
  status: number;
  approval_status: number;
  location: string;
  job_function: string;
  applicants: number;
  expires_on: string;
  created_at: string;
}

export const jobsList: AdminList<AdminJobFilters, JobRaw, AdminJobRow> = {
  name: 'jobs',
  // Applicants: real applications, not views (applications_job_stage_idx).
  select: sql`j.id, j.position_name, j.company_id,
    coalesce(c.display_name, c.name_en, c.company_name) AS company_name, c.name_zh AS company_name_zh,
    j.status, j.approval_status, j.location, j.job_function,
    (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id AND ${isApplied('a.stage')}) AS applicants,
    j.expires_on::text AS expires_on, to_json(j.created_at)#>>'{}' AS created_at`,
  from: sql.raw('FROM jobs j JOIN companies c ON c.id = j.company_id'),
  where(filters) {
    const conditions: SQL[] = [sql`j.deleted_at IS NULL`];
    if (filters.ids) conditions.push(oneOf('j.id', filters.ids));
    if (filters.keyword) {
      // jobs_position_trgm_idx and companies_name_trgm_idx.
      const pattern = foldedContainsPattern(filters.keyword);
      conditions.push(sql`(j.position_search LIKE ${pattern} OR c.search_name LIKE ${pattern})`);
    }
    if (filters.companyId) conditions.push(sql`j.company_id = ${filters.companyId}`);
    if (filters.status !== undefined) conditions.push(sql`j.status = ${filters.status}`);
    if (filters.approval !== undefined) conditions.push(sql`j.approval_status = ${filters.approval}`);
    if (filters.location) conditions.push(sql`j.location = ${filters.location}`);
    if (filters.jobFunction) conditions.push(sql`j.job_function = ${filters.jobFunction}`);
    return sql.join(conditions, sql` AND `);
  },
  orderBy: {
    newest: sql.raw('j.created_at DESC, j.id DESC'),
    oldest: sql.raw('j.created_at ASC, j.id ASC'),
    position: sql.raw('lower(j.position_name) ASC, j.id ASC'),
    expiresOn: sql.raw('j.expires_on ASC, j.id ASC'),
    applicants: sql.raw('applicants DESC, j.created_at DESC, j.id DESC'),
  } satisfies Record<AdminJobSort, SQL>,
  toRow: (raw) => ({
    id: raw.id,
    positionName: raw.position_name,
    companyId: raw.company_id,
    companyName: raw.company_name,
    companyNameZh: raw.company_name_zh,
    status: raw.status,
    approvalStatus: raw.approval_status,
    location: raw.location,
    jobFunction: raw.job_function,
    applicants: raw.applicants,
    expiresOn: raw.expires_on,
    createdAt: new Date(raw.created_at).toISOString(),
  }),
  csvColumns: [
    'position',
    'company',
    'status',
    'approval',
    'location',
    'jobFunction',
    'applicants',
    'expiresOn',
    'createdAt',
  ],
  csvCells: (row, lang) => [
    row.positionName,
    companyNameIn({ name: row.companyName, nameZh: row.companyNameZh }, lang),
    labelOf(lang, `common:options.jobStatus.${row.status}`, String(row.status)),
    labelOf(lang, `adminLists:approval.${row.approvalStatus}`, String(row.approvalStatus)),
    labelOf(lang, `common:options.region.${row.location}`, row.location),
    labelOf(lang, `common:options.jobFunction.${row.jobFunction}`, row.jobFunction),
    row.applicants,
    row.expiresOn,
    hongKongMinute(row.createdAt),
  ],
};
