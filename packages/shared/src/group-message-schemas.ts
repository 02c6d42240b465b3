// The scheme office's group messages (issue 27, docs/decisions/049): one message to everyone a list
// of the admin portal finds with its filters, each recipient receiving their own copy in their
// own email language. The audience is a list's name and its filters as the list reads them from
// its address, so "everyone this list shows" means the same on both sides.
import { z } from 'zod';
import {
  adminApplicationFiltersSchema,
  adminCandidateFiltersSchema,
  adminCompanyFiltersSchema,
} from './admin-list-schemas.js';
import { LANGUAGES, type Language } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { pageQueryFields, requiredText } from './field-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';
import { messageBodyField } from './message-schemas.js';

/** The lists a group can be chosen from; an application's recipient is its candidate. */
export const GROUP_AUDIENCE_LISTS = ['candidates', 'companies', 'applications'] as const;
export type GroupAudienceList = (typeof GROUP_AUDIENCE_LISTS)[number];

/** The list an address names (`?list=`), if a group can be chosen from it. */
export function audienceListOf(value: string | null): GroupAudienceList | undefined {
  return GROUP_AUDIENCE_LISTS.find((list) => list === value);
}

/** The most people one group message reaches: a round's candidates, not the whole register at once. */
export const GROUP_MESSAGE_MAX_RECIPIENTS = 5_000;
/** Group messages one officer may send in an hour. */
export const GROUP_MESSAGES_PER_HOUR = 10;

/**
 * The words a text may hold in double braces, filled for each recipient: their name; the company
 * (a company's own, or the company of the job or company the applications are filtered by); the
 * job (the applications filtered by one job).
 */
export const MESSAGE_PLACEHOLDERS = ['name', 'company', 'job'] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];
export const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of a text, as written (unknown ones included). */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '');
}

/** A text with its placeholders filled; a placeholder without a value is left as written. */
export function fillPlaceholders(text: string, values: Partial<Record<MessagePlaceholder, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => values[name as MessagePlaceholder] ?? whole);
}

const withoutSort = { sort: true } as const;
export const groupAudienceSchema = z.discriminatedUnion(
  'list',
  [
    z.object({ list: z.literal('candidates'), filters: adminCandidateFiltersSchema.omit(withoutSort) }),
    z.object({ list: z.literal('companies'), filters: adminCompanyFiltersSchema.omit(withoutSort) }),
    z.object({ list: z.literal('applications'), filters: adminApplicationFiltersSchema.omit(withoutSort) }),
  ],
  { error: ErrorCode.FIELD_INVALID },
);
export type GroupAudience = z.output<typeof groupAudienceSchema>;
export type GroupAudienceInput = z.input<typeof groupAudienceSchema>;

/** The subject and body in one language. */
export const groupMessageTextSchema = z.object({
  subject: requiredText(TEXT_MAX_LENGTH),
  description: messageBodyField(),
});
export type GroupMessageText = z.output<typeof groupMessageTextSchema>;

/** A language left blank (no subject, no body) is not given. */
const blankToMissing = (value: unknown) => {
  if (value && typeof value === 'object') {
    const { subject, description } = value as { subject?: unknown; description?: unknown };
    const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (blank(subject) && blank(description)) return undefined;
  }
  return value;
};

/** A text in each language it is written in (`text` the shape of one), at least one. */
export function textsInLanguages<T extends z.ZodType>(text: T) {
  const language = z.preprocess(blankToMissing, text.optional());
  return z
    .object({ en: language, zh: language, cn: language }, { error: ErrorCode.FIELD_REQUIRED })
    .refine((texts) => LANGUAGES.some((lang) => texts[lang]), { message: ErrorCode.FIELD_REQUIRED });
}

/**
 * The text in each language it is written in: at least one. A recipient whose language is not
 * written receives the Traditional Chinese text, else the English, else the Simplified.
 */
export const groupMessageTextsSchema = textsInLanguages(groupMessageTextSchema);
export type GroupMessageTexts = z.output<typeof groupMessageTextsSchema>;
export type GroupMessageTextsInput = z.input<typeof groupMessageTextsSchema>;

/** The order in which a missing language is stood in for. */
const FALLBACK: readonly Language[] = ['zh', 'en', 'cn'];
/** The text a reader of `lang` receives. */
export function textFor(texts: GroupMessageTexts, lang: Language): GroupMessageText {
  const text = texts[lang] ?? FALLBACK.map((other) => texts[other]).find(Boolean);
  if (!text) throw new Error('a group message without text');
  return text;
}

/** POST /v1/admin/group-messages. */
export const sendGroupMessageInputSchema = z.object({
  audience: groupAudienceSchema,
  texts: groupMessageTextsSchema,
});
export type SendGroupMessageInput = z.input<typeof sendGroupMessageInputSchema>;

/** Who a group would reach now: how many, by the language they read, and which placeholders can be filled. */
export const groupAudienceSummarySchema = z.object({
  count: z.number(),
  byLanguage: z.object({ en: z.number(), zh: z.number(), cn: z.number() }),
  placeholders: z.array(z.enum(MESSAGE_PLACEHOLDERS)),
});
export type GroupAudienceSummary = z.infer<typeof groupAudienceSummarySchema>;

/** A group message as the office's list and page show it. */
export const groupMessageSchema = z.object({
  id: z.string(),
  audience: z.object({ list: z.enum(GROUP_AUDIENCE_LISTS), filters: z.record(z.string(), z.string()) }),
  texts: z.object({
    en: groupMessageTextSchema.nullable(),
    zh: groupMessageTextSchema.nullable(),
    cn: groupMessageTextSchema.nullable(),
  }),
  /** The officer who sent it; null once their account is gone. */
  sender: z.object({ id: z.string(), email: z.string() }).nullable(),
  recipients: z.number(),
  delivered: z.number(),
  read: z.number(),
  /** Replies its recipients wrote back to it. */
  replied: z.number(),
  createdAt: z.string(),
  /** When every recipient had their copy; null while it is being delivered. */
  finishedAt: z.string().nullable(),
});
export type GroupMessage = z.infer<typeof groupMessageSchema>;

export const groupMessageListQuerySchema = z.object(pageQueryFields(50));
export const groupMessagePageSchema = z.object({
  items: z.array(groupMessageSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type GroupMessagePage = z.infer<typeof groupMessagePageSchema>;

export const groupMessageIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });
