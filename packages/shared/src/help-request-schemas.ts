// Need help (SPEC sections 2, 7 "/v1/need-help" and 8; issue 13 section 3;
// docs/decisions/019-need-help.md): the form anyone may send, with one optional picture or
// document, and the scheme office's list, detail and answer in the admin portal.
import { z } from 'zod';
import { assignedFields, assigneeQueryFields } from './assignment-schemas.js';
import { HELP_REQUESTER_ROLE_VALUES, HELP_TOPIC_VALUES } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { emailField, numericChoiceField, pageQueryFields, requiredOrInvalid, requiredText } from './field-schemas.js';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIME_TYPES,
  HELP_ANSWER_MAX_LENGTH,
  HELP_MESSAGE_MAX_LENGTH,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
} from './limits.js';
import { queueWaitFields } from './queue-wait-schemas.js';

/**
 * The hidden field people never fill (a honeypot): a form part of this name with anything in it
 * marks the sender as a bot, which is thanked and ignored.
 */
export const HELP_HONEYPOT_FIELD = 'website';

/** The multipart part that carries the optional file. */
export const HELP_FILE_FIELD = 'file';

/** A code of a list, as a number or as the text of one (a multipart field, a select's value). */
const codeField = <T extends readonly number[]>(values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : v === '' ? undefined : v),
    numericChoiceField(values),
  );

/** Text kept as typed (line breaks and spaces), not empty or blank, at most `max` characters. */
const letterField = (max: number) =>
  z
    .string({ error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .regex(/\S/, ErrorCode.FIELD_INVALID)
    .max(max, ErrorCode.FIELD_TOO_LONG);

/** POST /v1/need-help: the text fields of the multipart form (the file is its own part). */
export const needHelpInputSchema = z.object({
  name: requiredText(),
  email: emailField(),
  role: codeField(HELP_REQUESTER_ROLE_VALUES),
  topic: codeField(HELP_TOPIC_VALUES),
  message: letterField(HELP_MESSAGE_MAX_LENGTH),
});
export type NeedHelpInput = z.input<typeof needHelpInputSchema>;
export type NeedHelpValues = z.output<typeof needHelpInputSchema>;
export const NEED_HELP_FIELDS = ['name', 'email', 'role', 'topic', 'message'] as const;

/** The multipart body, for the OpenAPI document (the parts are read as a stream). */
export const needHelpBodySchema = needHelpInputSchema.extend({
  [HELP_HONEYPOT_FIELD]: z.string().optional().describe('Leave empty: a hidden field people never see'),
  [HELP_FILE_FIELD]: z
    .file()
    .optional()
    .describe('One screenshot (png, jpeg or webp up to 5 MiB) or document (pdf, doc or docx up to 10 MiB)'),
});

export const needHelpSentSchema = z.object({ message: z.string() });

/** The file the form takes: a picture or a document, by its name's ending (the server reads the bytes). */
export const HELP_FILE_EXTENSIONS = [...IMAGE_EXTENSIONS, ...DOCUMENT_EXTENSIONS] as const;
export const HELP_FILE_ACCEPT = [...HELP_FILE_EXTENSIONS, ...IMAGE_MIME_TYPES, ...DOCUMENT_MIME_TYPES].join(',');

/** The browser's quick check of a chosen file, by name and size only; the error code, or null. */
export function precheckHelpFile(file: { name: string; size: number }): ErrorCode | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const isImage = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!isImage && !(DOCUMENT_EXTENSIONS as readonly string[]).includes(extension)) {
    return ErrorCode.HELP_FILE_TYPE_INVALID;
  }
  if (isImage && file.size > IMAGE_MAX_BYTES) return ErrorCode.IMAGE_TOO_LARGE;
  if (file.size > DOCUMENT_MAX_BYTES) return ErrorCode.DOCUMENT_TOO_LARGE;
  if (file.size === 0) return ErrorCode.FILE_REJECTED;
  return null;
}

export const HELP_REQUEST_STATES = ['open', 'answered'] as const;
export type HelpRequestState = (typeof HELP_REQUEST_STATES)[number];

/** GET /v1/admin/help-requests: open ones oldest first, answered ones newest answer first. */
export const helpRequestListQuerySchema = z.object({
  status: z.enum(HELP_REQUEST_STATES, { error: ErrorCode.FIELD_INVALID }).default('open'),
  ...assigneeQueryFields,
  ...pageQueryFields(50),
});
export type HelpRequestListQuery = z.input<typeof helpRequestListQuerySchema>;

export const helpRequestIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

/** POST /v1/admin/help-requests/{id}/answer: the office's text, sent as written. */
export const answerHelpRequestInputSchema = z.object({ message: letterField(HELP_ANSWER_MAX_LENGTH) });
export type AnswerHelpRequestInput = z.input<typeof answerHelpRequestInputSchema>;

/** A request as both the list and its page show it. */
const helpRequestFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.number(),
  topic: z.number(),
  /** The language the request was sent in, which the answer's email is written in. */
  language: z.string(),
  status: z.enum(HELP_REQUEST_STATES),
  hasFile: z.boolean(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
};

/** A request in the office's list, with how long an open one has waited for its answer (decision 051). */
export const helpRequestListItemSchema = z.object({ ...helpRequestFields, ...queueWaitFields, ...assignedFields });
export type HelpRequestListItem = z.infer<typeof helpRequestListItemSchema>;

export const helpRequestPageSchema = z.object({
  items: z.array(helpRequestListItemSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type HelpRequestPage = z.infer<typeof helpRequestPageSchema>;

export const helpRequestDetailSchema = z.object({
  ...helpRequestFields,
  message: z.string(),
  /** Whether it was sent signed in: the account's address then (it may differ from `email`). */
  accountEmail: z.string().nullable(),
  file: z.object({ name: z.string(), mimeType: z.string(), sizeBytes: z.number() }).nullable(),
  answer: z
    .object({
      message: z.string(),
      answeredAt: z.string(),
      /** The admin who answered; null once that account is gone. */
      answeredBy: z.string().nullable(),
    })
    .nullable(),
});
export type HelpRequestDetail = z.infer<typeof helpRequestDetailSchema>;

export const helpRequestAnsweredSchema = z.object({ item: helpRequestDetailSchema, message: z.string() });
