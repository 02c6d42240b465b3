// The candidate profile (SPEC sections 3 and 7, "User", "Education", "Experience", "Attachments"):
// request schemas the API validates with and the web forms reuse, and the response shapes.
// Only the fields listed here can be written: anything else in a body (role, status, email,
// approval, consents, isFirstLogin) is dropped by the schema before a use case sees it.
import { z } from 'zod';
import { graduationYearField } from './auth-schemas.js';
import {
  CITIES,
  EDUCATION_LEVELS,
  INSTITUTIONS,
  LOCATION_SCOPE_VALUES,
  PHONE_PREFIXES,
  RESIDENCY_VALUES,
} from './enums.js';
import { ErrorCode } from './error-codes.js';
import {
  choiceField,
  clearableText,
  isValidPhone,
  lineRule,
  numericChoiceField,
  phoneNumberField,
  requiredOrInvalid,
  requiredText,
} from './field-schemas.js';
import { LONG_TEXT_MAX_LENGTH, MAX_SKILLS, SKILL_MAX_LENGTH, TEXT_MAX_LENGTH } from './limits.js';
import { uploadedMediaSchema } from './media-schemas.js';

/** A media id for a profile field; null clears the field. */
export const mediaIdField = () => z.uuid({ error: ErrorCode.FIELD_INVALID }).nullable().optional();

/**
 * Skills: each one line, trimmed; blanks dropped, duplicates (ignoring case) dropped, then at most
 * MAX_SKILLS.
 */
export const skillsField = () =>
  z
    .array(
      lineRule(z.string({ error: ErrorCode.FIELD_INVALID }).trim().max(SKILL_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG)),
      {
        error: ErrorCode.FIELD_INVALID,
      },
    )
    .max(MAX_SKILLS * 4, ErrorCode.TOO_MANY_ITEMS)
    .transform((skills) => {
      const seen = new Set<string>();
      return skills.filter((s) => {
        const key = s.toLocaleLowerCase();
        if (!s || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((skills) => skills.length <= MAX_SKILLS, ErrorCode.TOO_MANY_ITEMS);

/** POST /user/update-profile: any subset of these; what is not sent is not changed. */
export const updateProfileSchema = z
  .object({
    englishName: requiredText().optional(),
    chineseName: clearableText(50),
    institution: choiceField(INSTITUTIONS).optional(),
    institutionOther: clearableText(TEXT_MAX_LENGTH),
    faculty: requiredText().optional(),
    programme: requiredText().optional(),
    graduationYear: graduationYearField().optional(),
    educationLevel: choiceField(EDUCATION_LEVELS).optional(),
    phonePrefix: z.enum(PHONE_PREFIXES, { error: ErrorCode.PHONE_INVALID }).optional(),
    phoneNumber: phoneNumberField().optional(),
    legallyEmployable: numericChoiceField(LOCATION_SCOPE_VALUES).optional(),
    residentType: numericChoiceField(RESIDENCY_VALUES).optional(),
    cityOfResidence: choiceField(CITIES).optional(),
    selfIntroduction: clearableText(LONG_TEXT_MAX_LENGTH, { multiline: true }),
    skills: skillsField().optional(),
    avatarMediaId: mediaIdField(),
    transcriptMediaId: mediaIdField(),
    studentIdMediaId: mediaIdField(),
  })
  .superRefine((v, ctx) => {
    // The number is checked against its prefix, so the two travel together.
    if ((v.phonePrefix === undefined) !== (v.phoneNumber === undefined)) {
      const missing = v.phonePrefix === undefined ? 'phonePrefix' : 'phoneNumber';
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: [missing] });
    } else if (v.phonePrefix && v.phoneNumber && !isValidPhone(v.phonePrefix, v.phoneNumber)) {
      ctx.addIssue({ code: 'custom', message: ErrorCode.PHONE_INVALID, path: ['phoneNumber'] });
    }
    if (v.institution === 'Other' && !v.institutionOther) {
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['institutionOther'] });
    }
  });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

/** POST /user/update-resume: the new resume replaces the old one; null removes it. */
export const updateResumeSchema = z.object({
  resumeMediaId: z.uuid({ error: requiredOrInvalid }).nullable(),
});
export type UpdateResumeInput = z.input<typeof updateResumeSchema>;

export const YEAR_OF_STUDY_MIN = 1;
export const YEAR_OF_STUDY_MAX = 7;

/** /user-education/create and /update/{id}: the whole entry each time. */
export const educationSchema = z
  .object({
    institution: choiceField(INSTITUTIONS),
    institutionOther: clearableText(TEXT_MAX_LENGTH),
    educationLevel: choiceField(EDUCATION_LEVELS),
    programme: requiredText(),
    faculty: clearableText(TEXT_MAX_LENGTH),
    yearOfStudy: z
      .number({ error: ErrorCode.FIELD_INVALID })
      .int(ErrorCode.FIELD_INVALID)
      .min(YEAR_OF_STUDY_MIN, ErrorCode.FIELD_INVALID)
      .max(YEAR_OF_STUDY_MAX, ErrorCode.FIELD_INVALID)
      .nullable()
      .optional(),
    graduationYear: graduationYearField(),
  })
  .superRefine((v, ctx) => {
    if (v.institution === 'Other' && !v.institutionOther) {
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['institutionOther'] });
    }
  });
export type EducationInput = z.input<typeof educationSchema>;
export type EducationValues = z.output<typeof educationSchema>;

const isoDate = () => z.iso.date({ error: requiredOrInvalid });

/** /user-experience/create and /update/{id}. Dates are YYYY-MM-DD. */
export const experienceSchema = z
  .object({
    company: requiredText(),
    jobTitle: requiredText(),
    location: clearableText(TEXT_MAX_LENGTH),
    startDate: isoDate(),
    endDate: isoDate().nullable().optional(),
    currentlyWorking: z.boolean({ error: ErrorCode.FIELD_INVALID }).default(false),
    description: clearableText(LONG_TEXT_MAX_LENGTH, { multiline: true }),
  })
  .superRefine((v, ctx) => {
    for (const issue of experienceDateIssues(v)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type ExperienceInput = z.input<typeof experienceSchema>;
export type ExperienceValues = z.output<typeof experienceSchema>;

interface DateIssue {
  message: ErrorCode;
  path: ['startDate' | 'endDate'];
}

/**
 * The date rules of SPEC section 5 for an experience: currently working means no end date,
 * otherwise an end date is needed and cannot be before the start; with `today`, neither date
 * may be after it. The API passes its clock's Hong Kong date; a form passes the browser's.
 */
export function experienceDateIssues(
  v: { startDate?: string | null; endDate?: string | null; currentlyWorking?: boolean },
  today?: string,
): DateIssue[] {
  const issues: DateIssue[] = [];
  if (today && v.startDate && v.startDate > today)
    issues.push({ message: ErrorCode.DATE_IN_FUTURE, path: ['startDate'] });
  if (v.currentlyWorking) {
    if (v.endDate) issues.push({ message: ErrorCode.FIELD_INVALID, path: ['endDate'] });
    return issues;
  }
  if (!v.endDate) {
    issues.push({ message: ErrorCode.FIELD_REQUIRED, path: ['endDate'] });
  } else if (today && v.endDate > today) {
    issues.push({ message: ErrorCode.DATE_IN_FUTURE, path: ['endDate'] });
  } else if (v.startDate && v.endDate < v.startDate) {
    issues.push({ message: ErrorCode.END_BEFORE_START, path: ['endDate'] });
  }
  return issues;
}

/** /user-attachment/create: a document uploaded for the purpose 'attachment', and its title. */
export const attachmentSchema = z.object({
  mediaId: z.uuid({ error: requiredOrInvalid }),
  title: requiredText(100),
});
export type AttachmentInput = z.input<typeof attachmentSchema>;

export const entryIdParamsSchema = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

// ---- Responses ----

export const educationEntrySchema = z.object({
  id: z.string(),
  institution: z.enum(INSTITUTIONS),
  institutionOther: z.string().nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  programme: z.string(),
  faculty: z.string().nullable(),
  yearOfStudy: z.number().int().nullable(),
  graduationYear: z.number().int(),
  /**
   * The current studies: the entry graduating last (the earliest made among equals). The profile's
   * own institution, programme, faculty, level and graduation year are always this entry's.
   */
  current: z.boolean(),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const experienceEntrySchema = z.object({
  id: z.string(),
  company: z.string(),
  jobTitle: z.string(),
  location: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  currentlyWorking: z.boolean(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

export const attachmentEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  media: uploadedMediaSchema,
});
export type AttachmentEntry = z.infer<typeof attachmentEntrySchema>;

export const candidateProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  englishName: z.string(),
  chineseName: z.string().nullable(),
  institution: z.enum(INSTITUTIONS),
  institutionOther: z.string().nullable(),
  faculty: z.string(),
  programme: z.string(),
  graduationYear: z.number().int(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  phonePrefix: z.enum(PHONE_PREFIXES),
  phoneNumber: z.string(),
  legallyEmployable: z.number().int(),
  residentType: z.number().int(),
  cityOfResidence: z.enum(CITIES),
  selfIntroduction: z.string().nullable(),
  skills: z.array(z.string()),
  avatar: uploadedMediaSchema.nullable(),
  resume: uploadedMediaSchema.nullable(),
  transcript: uploadedMediaSchema.nullable(),
  studentId: uploadedMediaSchema.nullable(),
  /** EligibilityStatus as the scheme office decided it (docs/decisions/025); the reason and what is missing: GET /v1/user/eligibility. */
  eligibilityStatus: z.number().int(),
  education: z.array(educationEntrySchema),
  experience: z.array(experienceEntrySchema),
  attachments: z.array(attachmentEntrySchema),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;
