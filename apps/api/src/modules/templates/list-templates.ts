// GET /v1/admin/templates: the office's templates, of one kind or all, by kind and name.
import type { Template, TemplateKind } from '@fis/shared/template-schemas';
import type { SignedInContext } from '../../context.js';
import { readTemplates } from './templates-repository.js';

export async function listTemplates(
  ctx: SignedInContext,
  input: { kind?: TemplateKind },
): Promise<{ items: Template[] }> {
  return { items: await readTemplates(ctx.db, input) };
}
