// DELETE /v1/admin/templates/{id}: a template removed for every officer, audited with its name.
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messageTemplates } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';

export async function deleteTemplate(ctx: SignedInContext, input: { id: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(messageTemplates)
      .where(eq(messageTemplates.id, input.id))
      .returning({ name: messageTemplates.name });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'template.deleted',
      entityType: 'message_template',
      entityId: input.id,
      details: { name: row.name },
      ip: ctx.ip,
    });
  });
}
