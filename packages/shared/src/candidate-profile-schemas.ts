// The candidate profile (SPEC sections 3 and 7, "User", "Education", "Experience", "Attachments"):
// request schemas the API validates with and the web forms reuse (the response shapes:
// candidate-profile-response-schemas.ts).
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
