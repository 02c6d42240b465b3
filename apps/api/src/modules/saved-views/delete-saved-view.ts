// DELETE /v1/admin/saved-views/{id}: a view removed for every officer, by any of them (views are
// the office's, decision 057), its weekly export with it; audited with its name.
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { savedViews } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';

export async function deleteSavedView(ctx: SignedInContext, input: { id: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(savedViews)
      .where(eq(savedViews.id, input.id))
      .returning({ list: savedViews.list, name: savedViews.name });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'saved_view.deleted',
      entityType: 'saved_view',
      entityId: input.id,
      details: { list: row.list, name: row.name },
      ip: ctx.ip,
    });
  });
}
