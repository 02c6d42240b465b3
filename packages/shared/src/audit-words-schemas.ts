// An audit entry as the scheme office reads it (docs/decisions/035): the action named in words,
// the record it touched by its name with a link to its page, and its details as labelled values,
// all in the reader's language. The audit log, its CSV and each record's history show these in
// place of the stored codes, ids and JSON.
import { z } from 'zod';

/** The kinds of record the admin portal has a page for; the web app links each to its page. */
export const AUDIT_RECORD_KINDS = [
  'candidate',
  'company',
  'job',
  'account',
  'helpRequest',
  'review',
  'groupMessage',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

export const auditRecordSchema = z.object({ kind: z.enum(AUDIT_RECORD_KINDS), id: z.string(), name: z.string() });
export type AuditRecord = z.infer<typeof auditRecordSchema>;

/** One fact of an entry: its label and value in words, or a record named and linked. */
export const auditDetailSchema = z.object({
  label: z.string(),
  value: z.string(),
  record: auditRecordSchema.optional(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

export const auditWordsFields = {
  /** The action in words ("Account suspended"); `action` stays the code the filter takes. */
  actionName: z.string(),
  /** The kind of record in words ("Job"). */
  recordType: z.string(),
  /** The record by its name, or null when it no longer exists or has no page. */
  record: auditRecordSchema.nullable(),
  details: z.array(auditDetailSchema),
};
export const auditWordsSchema = z.object(auditWordsFields);
export type AuditWords = z.infer<typeof auditWordsSchema>;

/** A code the filters offer, with its name in the reader's language. */
export const namedCodeSchema = z.object({ value: z.string(), label: z.string() });
export type NamedCode = z.infer<typeof namedCodeSchema>;
