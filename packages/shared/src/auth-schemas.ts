// Request and response schemas of the account endpoints. The API validates with these and
// generates its OpenAPI document from them; the web forms validate with the same objects.
import { z } from 'zod';
import {
  CITIES,
  DEFAULT_PHONE_PREFIX,
  EDUCATION_LEVELS,
  INSTITUTIONS,
  LANGUAGES,
  LOCATION_SCOPE_VALUES,
  RESIDENCY_VALUES,
  ROLE_VALUES,
} from './enums.js';
import { ErrorCode } from './error-codes.js';
import {
  choiceField,
  currentPasswordField,
  emailField,
  mustAgree,
  newPasswordField,
  numericChoiceField,
  optionalText,
  phoneNumberField,
  phonePrefixField,
  refinePasswordsMatch,
  refinePhone,
  requiredOrInvalid,
  requiredText,
} from './field-schemas.js';
import { OTP_LENGTH, SCHEME_START_YEAR, YEARS_AHEAD } from './limits.js';
import { CANDIDATE_AREA, pathInArea } from './return-path.js';

export const languageField = () => z.enum(LANGUAGES, { error: ErrorCode.FIELD_INVALID });

export const graduationYearField = () =>
  z
    .number({ error: requiredOrInvalid })
    .int(ErrorCode.FIELD_INVALID)
    .refine((y) => y >= SCHEME_START_YEAR && y <= new Date().getFullYear() + YEARS_AHEAD, ErrorCode.FIELD_INVALID);

/**
 * The page of the candidate area to go on to once signed in (`?next=` on /sign-in and /register,
 * from the public job page's "Sign in to apply"), which an email's link carries on: optional, and
 * refused when it is not a path of the candidate area (@fis/shared/return-path).
 */
function candidateReturnField() {
  return z
    .string({ error: ErrorCode.FIELD_INVALID })
    .refine((path) => pathInArea(path, CANDIDATE_AREA) !== null, ErrorCode.FIELD_INVALID)
    .optional();
}

export const candidateRegisterSchema = z
  .object({
    englishName: requiredText(),
    chineseName: optionalText(50),
    institution: choiceField(INSTITUTIONS),
    institutionOther: optionalText(),
    faculty: requiredText(),
    programme: requiredText(),
    email: emailField(),
    graduationYear: graduationYearField(),
    phonePrefix: phonePrefixField().default(DEFAULT_PHONE_PREFIX),
    phoneNumber: phoneNumberField(),
    password: newPasswordField(),
    confirmPassword: z.string({ error: requiredOrInvalid }).min(1, ErrorCode.FIELD_REQUIRED),
    legallyEmployable: numericChoiceField(LOCATION_SCOPE_VALUES),
    residentType: numericChoiceField(RESIDENCY_VALUES),
    cityOfResidence: choiceField(CITIES),
    educationLevel: choiceField(EDUCATION_LEVELS),
    agreeTerms: mustAgree(),
    agreeDataSharing: mustAgree(),
    agreeMarketing: z.boolean({ error: ErrorCode.FIELD_INVALID }).default(false),
    /**
     * The eligibility confirmations every candidate is asked (docs/decisions/026), optional here:
     * what is not confirmed is asked again beside the rules. The conditional ones (an entry
     * endorsement, the city of an institution listed as Other) are asked only where they apply.
     */
    declarations: z
      .object({
        adult: z.boolean({ error: ErrorCode.FIELD_INVALID }).default(false),
        fullTimeStudent: z.boolean({ error: ErrorCode.FIELD_INVALID }).default(false),
        fintechProgramme: z.boolean({ error: ErrorCode.FIELD_INVALID }).default(false),
        noOtherAllowance: z.boolean({ error: ErrorCode.FIELD_INVALID }).default(false),
      })
      .default({ adult: false, fullTimeStudent: false, fintechProgramme: false, noOtherAllowance: false }),
    language: languageField().optional(),
    /** The verification email's link carries it on (candidateReturnField). */
    next: candidateReturnField(),
  })
  .superRefine(refinePasswordsMatch)
  .superRefine(refinePhone)
  .superRefine((v, ctx) => {
    if (v.institution === 'Other' && !v.institutionOther) {
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['institutionOther'] });
    }
  });
export type CandidateRegisterInput = z.input<typeof candidateRegisterSchema>;

export const companyRegisterSchema = z
  .object({
    email: emailField(),
    jobRole: requiredText(),
    companyName: requiredText(),
    password: newPasswordField(),
    confirmPassword: z.string({ error: requiredOrInvalid }).min(1, ErrorCode.FIELD_REQUIRED),
    acceptedIntoScheme: mustAgree(),
    agreeTerms: mustAgree(),
    language: languageField().optional(),
  })
  .superRefine(refinePasswordsMatch);
export type CompanyRegisterInput = z.input<typeof companyRegisterSchema>;

export const registerResponseSchema = z.object({ message: z.string() });

export const loginSchema = z.object({
  email: emailField(),
  password: currentPasswordField(),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Employer and admin sign-in: the company ID or the email, then a code by email. */
export const codeLoginSchema = z.object({
  identifier: requiredText(254),
  password: currentPasswordField(),
  rememberMe: z.boolean().default(false),
});
export type CodeLoginInput = z.input<typeof codeLoginSchema>;

export const codeLoginStartedSchema = z.object({
  attemptId: z.string(),
  maskedEmail: z.string(),
  expiresAt: z.string(),
  message: z.string(),
});
export type CodeLoginStarted = z.infer<typeof codeLoginStartedSchema>;

export const attemptSchema = z.object({ attemptId: z.uuid({ error: ErrorCode.FIELD_INVALID }) });

export const verifyCodeSchema = z.object({
  attemptId: z.uuid({ error: ErrorCode.FIELD_INVALID }),
  code: z
    .string({ error: () => ErrorCode.OTP_REQUIRED })
    .trim()
    .min(1, ErrorCode.OTP_REQUIRED)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), ErrorCode.OTP_INCORRECT),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

export const codeLimitSchema = z.object({
  locked: z.boolean(),
  retryAfter: z.number().int(),
  wrongAttempts: z.number().int(),
});
export type CodeLimit = z.infer<typeof codeLimitSchema>;

export const currentUserSchema = z.object({
  id: z.string(),
  role: z.union(ROLE_VALUES.map((r) => z.literal(r))),
  email: z.string(),
  isFirstLogin: z.boolean(),
  /**
   * The account's name in the request's language (Accept-Language): a company's Chinese name for
   * zh and cn when it gave one (companyNameIn). A change of language fetches the user again.
   */
  displayName: z.string(),
  /** The candidate's photo or the company's logo (a public image), for the header's menu. */
  pictureUrl: z.string().nullable(),
  emailLanguage: z.enum(LANGUAGES),
  emailNotification: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const sessionSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: currentUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

export const verifyEmailSchema = z.object({ token: z.string().min(1, ErrorCode.LINK_INVALID).max(200) });

export const forgotPasswordSchema = z.object({
  email: emailField(),
  /** A candidate's reset link carries it on, to the sign-in after the new password (candidateReturnField). */
  next: candidateReturnField(),
});

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, ErrorCode.LINK_INVALID).max(200),
    password: newPasswordField(),
    confirmPassword: z.string({ error: requiredOrInvalid }).min(1, ErrorCode.FIELD_REQUIRED),
  })
  .superRefine(refinePasswordsMatch);
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    oldPassword: currentPasswordField(),
    password: newPasswordField(),
    confirmPassword: z.string({ error: requiredOrInvalid }).min(1, ErrorCode.FIELD_REQUIRED),
  })
  .superRefine(refinePasswordsMatch);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const messageSchema = z.object({ message: z.string() });

/**
 * POST /v1/auth/verify-email: the email is verified now, or was already (the link opened again);
 * either way the person may sign in. An unknown or expired link of an unverified account is 400.
 */
export const verifyEmailResultSchema = messageSchema.extend({ alreadyVerified: z.boolean() });
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;
