// Messages between candidates, companies and the scheme office (SPEC sections 3, 5 and 7 "Messages";
// docs/decisions/015-messages.md): the bodies of /v1/contact and the shapes it answers with.
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { emailField, pageQueryFields, requiredOrInvalid, requiredText } from './field-schemas.js';
import {
  KEYWORD_MAX_LENGTH,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_MAX_DOCUMENTS,
  MESSAGE_MAX_RECIPIENTS,
  TEXT_MAX_LENGTH,
} from './limits.js';

const invalid = { error: ErrorCode.FIELD_INVALID };

/**
 * The body as typed: line breaks and spaces kept (never trimmed), but not empty or blank, and at
 * most MESSAGE_BODY_MAX_LENGTH characters.
 */
export const messageBodyField = () =>
  z
    .string({ error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .regex(/\S/, ErrorCode.FIELD_INVALID)
    .max(MESSAGE_BODY_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG);

/** 1 to 10 addresses, each once (compared without case): the field named at the repeated one. */
export const recipientsField = () =>
  z
    .array(emailField(), { error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .max(MESSAGE_MAX_RECIPIENTS, ErrorCode.TOO_MANY_RECIPIENTS)
    .superRefine((emails, ctx) => {
      const seen = new Set<string>();
      emails.forEach((email, i) => {
        const key = email.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: ErrorCode.RECIPIENT_DUPLICATE, path: [i] });
        seen.add(key);
      });
    });

/** The sender's own uploaded documents (media ids), each once. */
export const messageDocumentsField = () =>
  z
    .array(z.uuid({ error: ErrorCode.MESSAGE_DOCUMENT_INVALID }), invalid)
    .max(MESSAGE_MAX_DOCUMENTS, ErrorCode.TOO_MANY_FILES)
    .refine((ids) => new Set(ids).size === ids.length, ErrorCode.FIELD_INVALID)
    .default([]);

/** POST /v1/contact: a new message. */
export const sendMessageInputSchema = z.object({
  recipients: recipientsField(),
  subject: requiredText(TEXT_MAX_LENGTH),
  description: messageBodyField(),
  documentIds: messageDocumentsField(),
});
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

/** POST /v1/contact/reply: to the sender of a message the caller received, in its thread. */
export const replyMessageInputSchema = z.object({
  messageId: z.uuid({ error: ErrorCode.NOT_FOUND }),
  description: messageBodyField(),
  documentIds: messageDocumentsField(),
});
export type ReplyMessageInput = z.input<typeof replyMessageInputSchema>;

/** POST /v1/contact/forward: a message of the caller's box, with a note, to new recipients. */
export const forwardMessageInputSchema = z.object({
  messageId: z.uuid({ error: ErrorCode.NOT_FOUND }),
  recipients: recipientsField(),
  /** The forwarder's own words above the original; may be empty. */
  description: z.string(invalid).max(MESSAGE_BODY_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG).default(''),
});
export type ForwardMessageInput = z.input<typeof forwardMessageInputSchema>;

/** POST /v1/contact/delete: messages out of the caller's own box (inbox or sent). */
export const deleteMessagesInputSchema = z.object({
  ids: z
    .array(z.uuid({ error: ErrorCode.NOT_FOUND }), { error: requiredOrInvalid })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .max(100, ErrorCode.TOO_MANY_ITEMS),
});
export type DeleteMessagesInput = z.input<typeof deleteMessagesInputSchema>;

const keywordField = () =>
  z.string(invalid).trim().max(KEYWORD_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG).optional().default('');

/** GET /v1/contact/inbox and /v1/contact/send: paged, searched by subject or person (name or email). */
export const messageListQuerySchema = z.object({ keyword: keywordField(), ...pageQueryFields(50) });
export type MessageListQuery = z.input<typeof messageListQuerySchema>;
export type MessageListFilters = z.output<typeof messageListQuerySchema>;

/** GET /v1/contact/search/email: addresses the caller may write to, matching what is typed. */
export const emailSearchQuerySchema = z.object({ keyword: keywordField() });

export const messageIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

/** A person as a message shows them: their address, their name (a company by its name), their role. */
export const messagePersonSchema = z.object({
  id: z.string().nullable(),
  /** Null: a candidate's address, which a company does not see until they reply or apply (decision 027). */
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: z.number().nullable(),
});
export type MessagePerson = z.infer<typeof messagePersonSchema>;

export const messageDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
});

/** A row of the inbox or the sent box. */
export const messageListItemSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  subject: z.string(),
  sender: messagePersonSchema,
  recipients: z.array(messagePersonSchema),
  /** For the inbox: whether the caller has opened it. Sent messages are read. */
  read: z.boolean(),
  documentCount: z.number(),
  createdAt: z.string(),
});
export type MessageListItem = z.infer<typeof messageListItemSchema>;

export const messagePageSchema = z.object({
  items: z.array(messageListItemSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** What a forward carries: the original as its sender wrote it. */
export const forwardedMessageSchema = z.object({
  id: z.string(),
  subject: z.string(),
  description: z.string(),
  sender: messagePersonSchema,
  createdAt: z.string(),
});

export const messageSchema = messageListItemSchema.extend({
  description: z.string(),
  replyToId: z.string().nullable(),
  documents: z.array(messageDocumentSchema),
  forwarded: forwardedMessageSchema.nullable(),
  /** Whether the caller sent it (their sent box) or received it (their inbox). */
  box: z.enum(['inbox', 'sent']),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /v1/contact/{id}: the message and its thread as the caller's boxes hold it, oldest first. */
export const messageDetailSchema = z.object({ message: messageSchema, thread: z.array(messageSchema) });
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** What sending, replying and forwarding answer: the new message and the success text. */
export const messageSavedSchema = z.object({ item: messageSchema, message: z.string() });

export const unreadCountSchema = z.object({ count: z.number() });

/** Someone the caller may write to: their address is the point. */
export const emailSuggestionSchema = messagePersonSchema.extend({ email: z.string() });
export const emailSuggestionsSchema = z.object({ items: z.array(emailSuggestionSchema) });
export type EmailSuggestions = z.infer<typeof emailSuggestionsSchema>;
