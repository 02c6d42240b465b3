// The office's templates as the officers read them (decision 050).
import type { Template, TemplateKind } from '@fis/shared/template-schemas';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { messageTemplates, users } from '../../db/schema.js';

type Texts = Partial<Record<'en' | 'zh' | 'cn', { subject?: string; description: string }>>;

const textOf = (text: { subject?: string; description: string } | undefined) =>
  text ? { subject: text.subject ?? null, description: text.description } : null;

/** The templates, of one kind or all, by kind and name; or the one of `id`. */
export async function readTemplates(db: Executor, which: { kind?: TemplateKind; id?: string }): Promise<Template[]> {
  const rows = await db
    .select({ template: messageTemplates, updatedBy: users.email })
    .from(messageTemplates)
    .leftJoin(users, eq(users.id, messageTemplates.updatedByUserId))
    .where(
      which.id ? eq(messageTemplates.id, which.id) : which.kind ? eq(messageTemplates.kind, which.kind) : undefined,
    )
    .orderBy(asc(messageTemplates.kind), asc(messageTemplates.name), asc(messageTemplates.id));
  return rows.map(({ template, updatedBy }) => {
    const texts = template.texts as Texts;
    return {
      id: template.id,
      kind: template.kind as TemplateKind,
      name: template.name,
      texts: { en: textOf(texts.en), zh: textOf(texts.zh), cn: textOf(texts.cn) },
      updatedBy,
      updatedAt: template.updatedAt.toISOString(),
    };
  });
}
