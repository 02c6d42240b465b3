// POST /v1/admin/saved-views: a named query of a list, for every officer (decision 057): its name
// not another view's of the list, at most SAVED_VIEWS_PER_LIST_MAX of a list, audited.
import { ErrorCode } from '@fis/shared/error-codes';
import { SAVED_VIEWS_PER_LIST_MAX, type SavedView, type SavedViewFields } from '@fis/shared/saved-view-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { savedViews } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertNameFree, filtersOfView, lockSavedViews, readSavedView } from './saved-views-repository.js';

export async function createSavedView(ctx: SignedInContext, input: SavedViewFields): Promise<SavedView> {
  filtersOfView(input.list, input.query);
  return ctx.db.transaction(async (tx) => {
    await lockSavedViews(tx);
    const count = rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM saved_views WHERE list = ${input.list}`),
    )[0]?.n;
    if ((count ?? 0) >= SAVED_VIEWS_PER_LIST_MAX) {
      throw new AppError(ErrorCode.SAVED_VIEWS_FULL, { params: { max: SAVED_VIEWS_PER_LIST_MAX } });
    }
    await assertNameFree(tx, input.list, input.name);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(savedViews)
      .values({ ...input, createdByUserId: ctx.user.id, createdAt: now, updatedAt: now })
      .returning({ id: savedViews.id });
    if (!row) throw new Error('saved view insert returned no row');
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'saved_view.created',
      entityType: 'saved_view',
      entityId: row.id,
      details: { list: input.list, name: input.name, query: input.query },
      ip: ctx.ip,
    });
    return readSavedView(tx, row.id);
  });
}
