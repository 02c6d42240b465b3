// The office's saved views as the officers read them (decision 057), the list each one is of, and
// the check of a view's query by its list: the list's filter schema, then the list's own rules
// across filters (its `where`: the places left need a round, decision 054).
import { Role, UserStatus } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { SAVED_VIEW_QUERY_SCHEMAS, type SavedView, type SavedViewList } from '@fis/shared/saved-view-schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { savedViewRecipients, savedViews, users } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import type { AdminList } from '../admin-lists/admin-list.js';
import { applicationsList } from '../admin-lists/applications-list.js';
import { candidatesList } from '../admin-lists/candidates-list.js';
import { companiesList } from '../admin-lists/companies-list.js';
import { jobsList } from '../admin-lists/jobs-list.js';

// biome-ignore lint/suspicious/noExplicitAny: the four lists differ only in their filters' and rows' types
export const SAVED_VIEW_ADMIN_LISTS: Record<SavedViewList, AdminList<any, unknown, unknown>> = {
  candidates: candidatesList,
  companies: companiesList,
  jobs: jobsList,
  applications: applicationsList,
};

/**
 * The filters a view's query stands for, as its list reads them. A rule across filters that the
 * list's condition enforces is answered as the list answers it, the field named under `query`.
 */
export function filtersOfView(list: SavedViewList, query: Record<string, string>): { sort: string } {
  const filters = SAVED_VIEW_QUERY_SCHEMAS[list].parse(query) as { sort: string };
  try {
    SAVED_VIEW_ADMIN_LISTS[list].where(filters);
  } catch (err) {
    if (err instanceof AppError && err.options.field) {
      throw new AppError(err.code, { ...err.options, field: `query.${err.options.field}` });
    }
    throw err;
  }
  return filters;
}

/**
 * Changes to the views one at a time: two officers saving the last view a list may keep, or two
 * views of one name, cannot both pass the checks.
 */
export async function lockSavedViews(tx: Executor): Promise<void> {
  await tx.execute(sql`LOCK TABLE saved_views IN SHARE ROW EXCLUSIVE MODE`);
}

/** Refused when another view of the list (not `exceptId`) has the name, ignoring case. */
export async function assertNameFree(tx: Executor, list: SavedViewList, name: string, exceptId?: string) {
  const taken = rowsOf<{ id: string }>(
    await tx.execute(sql`SELECT id FROM saved_views
      WHERE list = ${list} AND lower(name) = lower(${name}) ${exceptId ? sql`AND id <> ${exceptId}` : sql``}`),
  );
  if (taken.length > 0) throw new AppError(ErrorCode.SAVED_VIEW_NAME_TAKEN, { field: 'name' });
}

/** The views of one list or all, by list and name; or the one of `id`. */
export async function readSavedViews(db: Executor, which: { list?: SavedViewList; id?: string }): Promise<SavedView[]> {
  const rows = await db
    .select({ view: savedViews, createdBy: users.email })
    .from(savedViews)
    .leftJoin(users, eq(users.id, savedViews.createdByUserId))
    .where(which.id ? eq(savedViews.id, which.id) : which.list ? eq(savedViews.list, which.list) : undefined)
    .orderBy(asc(savedViews.list), sql`lower(${savedViews.name})`, asc(savedViews.id));
  const ids = rows.map(({ view }) => view.id);
  const recipients =
    ids.length === 0
      ? []
      : await db
          .select({
            viewId: savedViewRecipients.viewId,
            id: users.id,
            email: users.email,
            role: users.role,
            status: users.status,
          })
          .from(savedViewRecipients)
          .innerJoin(users, eq(users.id, savedViewRecipients.userId))
          .where(inArray(savedViewRecipients.viewId, ids))
          .orderBy(asc(users.email));
  return rows.map(({ view, createdBy }) => ({
    id: view.id,
    list: view.list as SavedViewList,
    name: view.name,
    query: view.query,
    schedule:
      view.scheduleWeekday === null || view.scheduleHour === null
        ? null
        : {
            weekday: view.scheduleWeekday,
            hour: view.scheduleHour,
            recipients: recipients
              .filter((r) => r.viewId === view.id)
              .map((r) => ({
                id: r.id,
                email: r.email,
                active: r.role === Role.ADMIN && r.status === UserStatus.ACTIVE,
              })),
            lastSentWeek: view.lastSentWeek,
          },
    createdBy,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  }));
}

/** The one view of `id`, read back after a change. */
export async function readSavedView(db: Executor, id: string): Promise<SavedView> {
  const [view] = await readSavedViews(db, { id });
  if (!view) throw new Error('saved view not found');
  return view;
}

/** The active members of the office among `ids`. */
export async function activeAdminsAmong(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.role, Role.ADMIN), eq(users.status, UserStatus.ACTIVE)));
  return new Set(found.map((row) => row.id));
}
