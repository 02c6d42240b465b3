// Who in the office takes an item of its queues (issue 27, docs/decisions/056): one colleague per
// item, set or cleared by any officer, and every queue filtered by it ("Assigned to me").
import { z } from 'zod';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined } from './field-schemas.js';

/** The queues' items, by what they are: an eligibility check is about a candidate. */
export const ASSIGNMENT_SUBJECTS = ['candidate', 'company', 'job', 'review', 'helpRequest'] as const;
export type AssignmentSubject = (typeof ASSIGNMENT_SUBJECTS)[number];

/** The colleague who took an item. */
export const assigneeSchema = z.object({ id: z.string(), email: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;

/** Each queue's item carries its colleague, null while nobody took it. */
export const assignedFields = { assignee: assigneeSchema.nullable() };

/** Each queue's filter: the items one colleague took (the page's "Assigned to me" sends the reader's id). */
export const assigneeQueryFields = {
  assignee: z.preprocess(blankToUndefined, z.uuid({ error: ErrorCode.FIELD_INVALID }).optional()),
};

/** PUT /v1/admin/assignments/{subjectType}/{subjectId}. */
export const assignmentParamsSchema = z.object({
  subjectType: z.enum(ASSIGNMENT_SUBJECTS, { error: ErrorCode.NOT_FOUND }),
  subjectId: z.uuid({ error: ErrorCode.NOT_FOUND }),
});

/** Give the item to a colleague (an active officer), or null: to nobody. */
export const assignInputSchema = z.object({
  assigneeId: z.uuid({ error: ErrorCode.FIELD_INVALID }).nullable(),
});
export type AssignInput = z.input<typeof assignInputSchema>;

export const assignmentSchema = z.object({ assignee: assigneeSchema.nullable(), message: z.string() });
export type Assignment = z.infer<typeof assignmentSchema>;
