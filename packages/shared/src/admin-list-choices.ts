// What the admin's lists offer to choose, as plain values: each list's sorts and the states its
// filters take; and a list's query as its address writes it. Kept apart from admin-list-schemas.ts
// (zod) so that a list page carries no schema code: its route's loader reads the address with the
// schema on the server (docs/decisions/045).
import { UserStatus } from './enums.js';

/** The admin lists' largest page. */
export const ADMIN_LIST_MAX_TAKE = 100;

/** The approval states of companies and jobs: 0 waiting, 1 approved, 2 rejected. */
export const APPROVAL_VALUES = [0, 1, 2] as const;

/**
 * The account states a list filters by. Written as the values of UserStatus, so a state added
 * there (suspended) is a filter here without a change.
 */
export const ACCOUNT_STATUS_VALUES = Object.values(UserStatus) as number[];

export const ADMIN_CANDIDATE_SORTS = ['newest', 'oldest', 'name', 'graduationYear'] as const;
export type AdminCandidateSort = (typeof ADMIN_CANDIDATE_SORTS)[number];

export const ADMIN_COMPANY_SORTS = ['newest', 'oldest', 'name', 'openJobs', 'hires'] as const;
export type AdminCompanySort = (typeof ADMIN_COMPANY_SORTS)[number];

export const ADMIN_JOB_SORTS = ['newest', 'oldest', 'position', 'expiresOn', 'applicants'] as const;
export type AdminJobSort = (typeof ADMIN_JOB_SORTS)[number];

export const ADMIN_APPLICATION_SORTS = ['recent', 'oldest', 'appliedAt'] as const;
export type AdminApplicationSort = (typeof ADMIN_APPLICATION_SORTS)[number];

/** A list's query as its address writes it: each value as text, missing ones left out. */
export function queryAsText(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}
