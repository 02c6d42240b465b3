// The office's templates (issue 27, docs/decisions/050): texts the officers keep for what they write
// again and again, a message or the reason of a decision, each in the languages it is written in,
// with the placeholders of group messages. Every officer sees and uses the same templates.
import { z } from 'zod';
import { LANGUAGES } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { optionalText, requiredText } from './field-schemas.js';
import { textsInLanguages } from './group-message-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';
import { messageBodyField } from './message-schemas.js';

/** What a template is for: a message, or the reason of one of the office's decisions. */
export const TEMPLATE_KINDS = [
  'message',
  'companyRejection',
  'jobRejection',
  'reviewRejection',
  'eligibilityRejection',
  'suspension',
  'helpAnswer',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Templates the office may keep: enough for every case, not a second message store. */
export const TEMPLATES_MAX = 200;

const templateTextSchema = z.object({
  subject: optionalText(TEXT_MAX_LENGTH),
  description: messageBodyField(),
});

/**
 * POST /v1/admin/templates and PUT /v1/admin/templates/{id}. A message has a subject in each
 * language it is written in; a reason has none (any sent is dropped).
 */
export const templateInputSchema = z
  .object({
    kind: z.enum(TEMPLATE_KINDS, { error: ErrorCode.FIELD_INVALID }),
    name: requiredText(TEXT_MAX_LENGTH),
    texts: textsInLanguages(templateTextSchema),
  })
  .superRefine((input, ctx) => {
    if (input.kind !== 'message') return;
    for (const lang of LANGUAGES) {
      if (input.texts[lang] && !input.texts[lang].subject) {
        ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['texts', lang, 'subject'] });
      }
    }
  })
  .transform((input) => {
    if (input.kind === 'message') return input;
    const texts = Object.fromEntries(
      LANGUAGES.flatMap((lang) => {
        const text = input.texts[lang];
        return text ? [[lang, { description: text.description }]] : [];
      }),
    );
    return { ...input, texts };
  });
export type TemplateInput = z.input<typeof templateInputSchema>;
export type TemplateFields = z.output<typeof templateInputSchema>;

const textOut = z.object({ subject: z.string().nullable(), description: z.string() }).nullable();
export const templateSchema = z.object({
  id: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  texts: z.object({ en: textOut, zh: textOut, cn: textOut }),
  /** The officer who last changed it; null once their account is gone. */
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListQuerySchema = z.object({
  kind: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(TEMPLATE_KINDS, { error: ErrorCode.FIELD_INVALID }).optional(),
  ),
});
export const templateListSchema = z.object({ items: z.array(templateSchema) });
export const templateIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
