// Which companies may read which of a candidate's files, and until when (docs/decisions/011):
// GET /v1/user/file-access answers the candidate with this.
import { z } from 'zod';
import { MEDIA_PURPOSES } from './enums.js';
import { originalTextSchema } from './original-text.js';

/** A hired candidate's files stay readable by the company for the internship's longest term: 6 months. */
export const HIRED_FILE_ACCESS_DAYS = 183;

/**
 * Why the company may read the file: it was sent with the application ('sent'), or it is the
 * transcript or student ID scan the eligibility check needs from the offer on ('eligibility').
 */
export const FILE_ACCESS_REASONS = ['sent', 'eligibility'] as const;
export type FileAccessReason = (typeof FILE_ACCESS_REASONS)[number];

export const fileAccessItemSchema = z.object({
  applicationId: z.string(),
  stage: z.number(),
  /** The company's and the job's names in the reader's Chinese script, as written in `original` (original-text.ts). */
  company: z.object({
    id: z.string(),
    name: z.string(),
    nameZh: z.string().nullable(),
    original: originalTextSchema(['name', 'nameZh']),
  }),
  job: z.object({ id: z.string(), positionName: z.string(), original: originalTextSchema(['positionName']) }),
  /** Null while the application is open (access ends with it); the end of the hire window once hired. */
  until: z.string().nullable(),
  files: z.array(
    z.object({
      id: z.string(),
      originalName: z.string(),
      purpose: z.enum(MEDIA_PURPOSES),
      reason: z.enum(FILE_ACCESS_REASONS),
    }),
  ),
});
export type FileAccessItem = z.infer<typeof fileAccessItemSchema>;

export const fileAccessSchema = z.object({ items: z.array(fileAccessItemSchema) });
export type FileAccess = z.infer<typeof fileAccessSchema>;
