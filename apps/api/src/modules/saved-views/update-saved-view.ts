// PUT /v1/admin/saved-views/{id}: a view renamed, or given the list's current query, by any officer
// (views are the office's, decision 057). A view stays on its list; audited.
import { ErrorCode } from '@fis/shared/error-codes';
import type { SavedView, SavedViewFields } from '@fis/shared/saved-view-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { savedViews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { assertNameFree, filtersOfView, lockSavedViews, readSavedView } from './saved-views-repository.js';

export async function updateSavedView(
  ctx: SignedInContext,
  input: SavedViewFields & { id: string },
): Promise<SavedView> {
  const { id, list, name, query } = input;
  return ctx.db.transaction(async (tx) => {
    await lockSavedViews(tx);
    const [current] = await tx
      .select({ list: savedViews.list, name: savedViews.name })
      .from(savedViews)
      .where(eq(savedViews.id, id));
    if (!current) throw new AppError(ErrorCode.NOT_FOUND);
    if (current.list !== list) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'list' });
    filtersOfView(list, query);
    await assertNameFree(tx, list, name, id);
    await tx.update(savedViews).set({ name, query, updatedAt: ctx.clock.now() }).where(eq(savedViews.id, id));
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'saved_view.updated',
      entityType: 'saved_view',
      entityId: id,
      details: { list, name, query, ...(current.name !== name ? { previousName: current.name } : {}) },
      ip: ctx.ip,
    });
    return readSavedView(tx, id);
  });
}
