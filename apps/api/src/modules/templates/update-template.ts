// PUT /v1/admin/templates/{id}: a template rewritten (its kind may change with its texts), audited.
import { ErrorCode } from '@fis/shared/error-codes';
import type { Template, TemplateFields } from '@fis/shared/template-schemas';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messageTemplates } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { readTemplates } from './templates-repository.js';

export async function updateTemplate(ctx: SignedInContext, input: TemplateFields & { id: string }): Promise<Template> {
  const { id, ...fields } = input;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(messageTemplates)
      .set({ ...fields, updatedByUserId: ctx.user.id, updatedAt: ctx.clock.now() })
      .where(eq(messageTemplates.id, id))
      .returning({ id: messageTemplates.id });
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'template.updated',
      entityType: 'message_template',
      entityId: id,
      details: { name: fields.name },
      ip: ctx.ip,
    });
    const [template] = await readTemplates(tx, { id });
    if (!template) throw new Error('template not found');
    return template;
  });
}
