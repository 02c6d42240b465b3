// The admin's candidates list (GET /v1/admin/candidates and its CSV): every candidate account,
// with its profile once made (a candidate who has not made one yet is listed with the account's
// details only), found by name or email and filtered by school, programme, graduation year and
// the account's state, and the eligibility state (decision 025). A candidate with no profile yet
// counts as unverified: registration alone never makes a candidate eligible. A candidate of a round
// applied to one of the round's jobs: an application the applications list shows (decision 054).

import type { AdminCandidateSort } from '@fis/shared/admin-list-choices';
import type { AdminCandidateFilters, AdminCandidateRow } from '@fis/shared/admin-list-schemas';
import { Role } from '@fis/shared/enums';
import { hongKongMinute } from '@fis/shared/hong-kong-time';
import { institutionLabel } from '@fis/shared/institution-label';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern, foldedContainsPattern } from '../../db/sql-helpers.js';
import { t } from '../../lib/catalogs.js';
import { isApplied } from '../applications/stage-sql.js';
import { type AdminList, labelOf, oneOf } from './admin-list.js';

interface CandidateRaw {
  id: string;
  email: string;
  status: number;
  email_verified: boolean;
  created_at: string;
  english_name: string | null;
  chinese_name: string | null;
  institution: string | null;
  institution_other: string | null;
  programme: string | null;
  graduation_year: number | null;
  eligibility_status: number;
}

export const candidatesList: AdminList<AdminCandidateFilters, CandidateRaw, AdminCandidateRow> = {
  name: 'candidates',
  select: sql.raw(`u.id, u.email, u.status, u.email_verified_at IS NOT NULL AS email_verified,
    to_json(u.created_at)#>>'{}' AS created_at,
    p.english_name, p.chinese_name, p.institution, p.institution_other, p.programme, p.graduation_year,
    COALESCE(p.eligibility_status, 0) AS eligibility_status`),
  from: sql.raw('FROM users u LEFT JOIN candidate_profiles p ON p.user_id = u.id'),
  recipient: sql.raw('u.id'),
  where(filters) {
    const conditions: SQL[] = [sql`u.role = ${Role.CANDIDATE}`];
    if (filters.ids) conditions.push(oneOf('u.id', filters.ids));
    if (filters.keyword) {
      // Names through candidate_profiles_name_trgm_idx, addresses through users_email_trgm_idx.
      conditions.push(sql`(p.search_name LIKE ${foldedContainsPattern(filters.keyword)}
        OR lower(u.email) LIKE lower(${containsPattern(filters.keyword)}))`);
    }
    if (filters.institution) conditions.push(sql`p.institution = ${filters.institution}`);
    if (filters.programme) conditions.push(sql`lower(p.programme) LIKE lower(${containsPattern(filters.programme)})`);
    if (filters.graduationYear !== undefined) conditions.push(sql`p.graduation_year = ${filters.graduationYear}`);
    if (filters.accountStatus !== undefined) conditions.push(sql`u.status = ${filters.accountStatus}`);
    if (filters.eligibilityStatus !== undefined) {
      conditions.push(sql`COALESCE(p.eligibility_status, 0) = ${filters.eligibilityStatus}`);
    }
    if (filters.emailVerified !== undefined) {
      conditions.push(filters.emailVerified ? sql`u.email_verified_at IS NOT NULL` : sql`u.email_verified_at IS NULL`);
    }
    if (filters.roundId) {
      // Whatever became of the application or its job since (applications_candidate_idx).
      conditions.push(sql`EXISTS (SELECT 1 FROM applications ra JOIN jobs rj ON rj.id = ra.job_id
        WHERE ra.candidate_id = u.id AND rj.round_id = ${filters.roundId} AND ${isApplied('ra.stage')})`);
    }
    return sql.join(conditions, sql` AND `);
  },
  orderBy: {
    newest: sql.raw('u.created_at DESC, u.id DESC'),
    oldest: sql.raw('u.created_at ASC, u.id ASC'),
    name: sql.raw('lower(p.english_name) ASC NULLS LAST, u.id ASC'),
    graduationYear: sql.raw('p.graduation_year DESC NULLS LAST, lower(p.english_name) ASC, u.id ASC'),
  } satisfies Record<AdminCandidateSort, SQL>,
  toRow: (raw) => ({
    id: raw.id,
    email: raw.email,
    englishName: raw.english_name,
    chineseName: raw.chinese_name,
    institution: raw.institution,
    institutionOther: raw.institution_other,
    programme: raw.programme,
    graduationYear: raw.graduation_year,
    eligibilityStatus: raw.eligibility_status,
    accountStatus: raw.status,
    emailVerified: raw.email_verified,
    registeredAt: new Date(raw.created_at).toISOString(),
  }),
  csvColumns: [
    'englishName',
    'chineseName',
    'email',
    'institution',
    'programme',
    'graduationYear',
    'eligibilityStatus',
    'accountStatus',
    'emailVerified',
    'registeredAt',
  ],
  csvCells: (row, lang) => [
    row.englishName,
    row.chineseName,
    row.email,
    row.institution
      ? institutionLabel(
          { institution: row.institution, institutionOther: row.institutionOther },
          (key, { defaultValue }) => labelOf(lang, key, defaultValue),
        )
      : null,
    row.programme,
    row.graduationYear,
    labelOf(lang, `eligibility:badge.${row.eligibilityStatus}`, String(row.eligibilityStatus)),
    t(lang, `adminAccounts:status.${row.accountStatus}`),
    labelOf(lang, `adminLists:yesNo.${row.emailVerified}`, String(row.emailVerified)),
    hongKongMinute(row.registeredAt),
  ],
};
