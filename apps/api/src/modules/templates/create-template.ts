// POST /v1/admin/templates: a new template for every officer, audited.
import { ErrorCode } from '@fis/shared/error-codes';
import { TEMPLATES_MAX, type Template, type TemplateFields } from '@fis/shared/template-schemas';
import { sql } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { messageTemplates } from '../../db/schema.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { readTemplates } from './templates-repository.js';

export async function createTemplate(ctx: SignedInContext, input: TemplateFields): Promise<Template> {
  return ctx.db.transaction(async (tx) => {
    // One at a time: two officers adding the last template allowed cannot both pass the count.
    await tx.execute(sql`LOCK TABLE message_templates IN SHARE ROW EXCLUSIVE MODE`);
    const count = rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n FROM message_templates`))[0]?.n;
    if ((count ?? 0) >= TEMPLATES_MAX) {
      throw new AppError(ErrorCode.TEMPLATES_FULL, { params: { max: TEMPLATES_MAX } });
    }
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(messageTemplates)
      .values({ ...input, updatedByUserId: ctx.user.id, createdAt: now, updatedAt: now })
      .returning({ id: messageTemplates.id });
    if (!row) throw new Error('template insert returned no row');
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'template.created',
      entityType: 'message_template',
      entityId: row.id,
      details: { name: input.name },
      ip: ctx.ip,
    });
    const [template] = await readTemplates(tx, { id: row.id });
    if (!template) throw new Error('template not found');
    return template;
  });
}
