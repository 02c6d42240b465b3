// Institutions confirming their own students (issue 28; docs/decisions/061): the coordinator's
// invitation, the list of the institution's students with what it confirmed, one student's
// confirmations, the file uploaded back, and the institution's figures.
import { z } from 'zod';
import { ELIGIBILITY_STATUS_VALUES, INSTITUTIONS, type Institution } from './enums.js';
import { ErrorCode } from './error-codes.js';
import { blankToUndefined, emailField, optionalText, pageQueryFields } from './field-schemas.js';
import { TEXT_MAX_LENGTH } from './limits.js';

const invalid = { error: ErrorCode.FIELD_INVALID };

/** The institutions that have coordinators: every listed one, not "Other". */
export const COORDINATED_INSTITUTIONS = INSTITUTIONS.filter((code) => code !== 'Other') as Exclude<
  Institution,
  'Other'
>[];
export type CoordinatedInstitution = (typeof COORDINATED_INSTITUTIONS)[number];

/** What an institution confirms of its student, in the order every screen and the file list them. */
export const INSTITUTION_CHECKS = ['fullTimeStudent', 'fintechProgramme', 'enrolled', 'graduation'] as const;
export type InstitutionCheck = (typeof INSTITUTION_CHECKS)[number];

/** The checks that are eligibility rules of their own (the other two verify the profile's facts). */
export const INSTITUTION_RULES = ['fullTimeStudent', 'fintechProgramme'] as const;

/** The institution's note on a student: short, as in a spreadsheet cell. */
export const INSTITUTION_NOTE_MAX_LENGTH = 500;
/** Rows one uploaded file may hold: a large university's whole year, well within one request. */
export const INSTITUTION_FILE_MAX_ROWS = 2000;
/** The uploaded file's size, in characters of text. */
export const INSTITUTION_FILE_MAX_LENGTH = 1_000_000;

/** Yes, no, or not yet (null). */
const checkValue = z.boolean(invalid).nullable();

/** POST /v1/admin/institution-coordinators: the office invites one institution's coordinator. */
export const inviteCoordinatorSchema = z.object({
  email: emailField(),
  institution: z.enum(COORDINATED_INSTITUTIONS as [CoordinatedInstitution, ...CoordinatedInstitution[]], {
    error: ErrorCode.FIELD_REQUIRED,
  }),
});
export type InviteCoordinatorInput = z.input<typeof inviteCoordinatorSchema>;

export const coordinatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  institution: z.string(),
  state: z.enum(['active', 'invited', 'expired']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
});
export type Coordinator = z.infer<typeof coordinatorSchema>;
export const coordinatorListSchema = z.object({ items: z.array(coordinatorSchema) });

/** PUT /v1/institution/students/{id}/confirmation: each check yes, no or not yet, and a note. */
export const confirmationInputSchema = z.object({
  fullTimeStudent: checkValue,
  fintechProgramme: checkValue,
  enrolled: checkValue,
  graduation: checkValue,
  note: optionalText(INSTITUTION_NOTE_MAX_LENGTH, { multiline: true }).nullable(),
});
export type ConfirmationInput = z.input<typeof confirmationInputSchema>;
export type ConfirmationValues = z.output<typeof confirmationInputSchema>;

/** What the institution confirmed of one student, by whom and when. */
export const confirmationSchema = z.object({
  fullTimeStudent: z.boolean().nullable(),
  fintechProgramme: z.boolean().nullable(),
  enrolled: z.boolean().nullable(),
  graduation: z.boolean().nullable(),
  note: z.string().nullable(),
  institution: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string(),
});
export type Confirmation = z.infer<typeof confirmationSchema>;

/** The states of a student's confirmations the list filters by. */
export const CONFIRMATION_STATES = ['none', 'partial', 'confirmed', 'refused'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

/** The state of a student's confirmations: none given, some, all four yes, or any no. */
export function confirmationState(
  confirmation: Omit<Confirmation, 'note' | 'institution' | 'confirmedBy' | 'confirmedAt'> | null,
): ConfirmationState {
  if (!confirmation) return 'none';
  const values = INSTITUTION_CHECKS.map((check) => confirmation[check]);
  if (values.includes(false)) return 'refused';
  if (values.every((value) => value === true)) return 'confirmed';
  return values.some((value) => value !== null) ? 'partial' : 'none';
}

/** GET /v1/institution/students and its CSV: a name or email, the state, the programme, the year. */
export const institutionStudentFiltersSchema = z.object({
  keyword: optionalText(TEXT_MAX_LENGTH),
  state: z.preprocess(blankToUndefined, z.enum(CONFIRMATION_STATES, invalid).optional()),
  programme: optionalText(TEXT_MAX_LENGTH),
  graduationYear: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(invalid)
      .int(ErrorCode.FIELD_INVALID)
      .min(2000, ErrorCode.FIELD_INVALID)
      .max(2100, ErrorCode.FIELD_INVALID)
      .optional(),
  ),
});
export const institutionStudentQuerySchema = institutionStudentFiltersSchema.extend(pageQueryFields(100));
export type InstitutionStudentQuery = z.output<typeof institutionStudentQuerySchema>;
export type InstitutionStudentFilters = z.output<typeof institutionStudentFiltersSchema>;

/** One student as the coordinator sees them: what verification needs, nothing more (decision 061). */
export const institutionStudentSchema = z.object({
  id: z.string(),
  email: z.string(),
  englishName: z.string(),
  chineseName: z.string().nullable(),
  faculty: z.string(),
  programme: z.string(),
  educationLevel: z.string(),
  graduationYear: z.number(),
  /** What the student declared of the rules the institution confirms. */
  declarations: z.object({ fullTimeStudent: z.boolean(), fintechProgramme: z.boolean() }),
  eligibilityStatus: z.number().refine((v) => (ELIGIBILITY_STATUS_VALUES as readonly number[]).includes(v)),
  confirmation: confirmationSchema.nullable(),
  state: z.enum(CONFIRMATION_STATES),
});
export type InstitutionStudent = z.infer<typeof institutionStudentSchema>;
export const institutionStudentPageSchema = z.object({
  items: z.array(institutionStudentSchema),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});
export type InstitutionStudentPage = z.infer<typeof institutionStudentPageSchema>;

/** A scan the coordinator views in the page (GET /v1/institution/documents/{id}). */
const studentScanSchema = z.object({ id: z.string(), fileName: z.string(), mimeType: z.string(), viewUrl: z.string() });

/** One student's page: the row, and the scans the coordinator may view. */
export const institutionStudentDetailSchema = institutionStudentSchema.extend({
  documents: z.object({ transcript: studentScanSchema.nullable(), studentId: studentScanSchema.nullable() }),
});
export type InstitutionStudentDetail = z.infer<typeof institutionStudentDetailSchema>;

/** POST /v1/institution/confirmations/check and /apply: the file's text as the browser read it. */
export const confirmationFileSchema = z.object({
  file: z
    .string({ error: ErrorCode.FIELD_REQUIRED })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .max(INSTITUTION_FILE_MAX_LENGTH, ErrorCode.CONFIRMATION_FILE_TOO_LARGE),
});

/** Why a row of the file is refused. */
export const FILE_ROW_PROBLEMS = ['unknownStudent', 'otherInstitution', 'badValue', 'repeated', 'noStudent'] as const;
export type FileRowProblem = (typeof FILE_ROW_PROBLEMS)[number];

/** One row of the file as the check read it. */
export const fileRowSchema = z.object({
  /** The row's line in the file (the headers are line 1). */
  line: z.number(),
  outcome: z.enum(['change', 'same', 'refused']),
  student: z.object({ id: z.string(), englishName: z.string(), email: z.string() }).nullable(),
  /** For a refused row: why, and the column at fault for a bad value. */
  problem: z.enum(FILE_ROW_PROBLEMS).nullable(),
  column: z.string().nullable(),
  /** For a row that changes: each check that changes, from and to (null: not yet). */
  changes: z.array(
    z.object({ field: z.enum(INSTITUTION_CHECKS), from: z.boolean().nullable(), to: z.boolean().nullable() }),
  ),
  /** For a row that changes the note: the note before and after (null: none). */
  note: z.object({ from: z.string().nullable(), to: z.string().nullable() }).nullable(),
});
export type FileRow = z.infer<typeof fileRowSchema>;

export const fileCheckSchema = z.object({
  rows: z.array(fileRowSchema),
  counts: z.object({ change: z.number(), same: z.number(), refused: z.number() }),
});
export type FileCheck = z.infer<typeof fileCheckSchema>;

export const fileApplySchema = fileCheckSchema.extend({ applied: z.number(), message: z.string() });
export type FileApply = z.infer<typeof fileApplySchema>;
