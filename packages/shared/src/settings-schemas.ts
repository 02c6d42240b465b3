// The account settings of both areas (SPEC sections 2, 3 "Settings" and 7), the company's contact
// person, the one-time code for changing the sign-in email (/v1/user-otp) and how many
// registrations an address may still make (/v1/user/registration-limit). docs/decisions/018.
import { z } from 'zod';
import { DEFAULT_PHONE_PREFIX, LANGUAGES, PHONE_PREFIXES } from './enums.js';
import { ErrorCode } from './error-codes.js';
import {
  currentPasswordField,
  emailField,
  phoneNumberField,
  phonePrefixField,
  refinePhone,
  requiredOr,
  requiredOrInvalid,
  requiredText,
} from './field-schemas.js';
import { OTP_LENGTH } from './limits.js';

/** GET /v1/user/change/email-notification?is_send=true|false (the words SPEC section 7 gives). */
export const emailNotificationQuerySchema = z.object({
  is_send: z
    .enum(['true', 'false'], {
      error: (issue) => (issue.input === undefined ? ErrorCode.FIELD_REQUIRED : ErrorCode.FIELD_INVALID),
    })
    .transform((v) => v === 'true'),
});

/** GET /v1/user/change/language?lang=en|zh|cn. */
export const emailLanguageQuerySchema = z.object({
  lang: z.enum(LANGUAGES, {
    error: (issue) => (issue.input === undefined ? ErrorCode.FIELD_REQUIRED : ErrorCode.FIELD_INVALID),
  }),
});

/**
 * The one-click unsubscribe link of a notification email (RFC 8058): whose it is and the token
 * proving it (docs/decisions/036). A wrong token is the link's fault, not a field's: LINK_INVALID.
 */
export const emailUnsubscribeQuerySchema = z.object({
  user: z.uuid({ error: requiredOr(ErrorCode.LINK_INVALID) }),
  token: z
    .string({ error: requiredOr(ErrorCode.LINK_INVALID) })
    .min(1, ErrorCode.FIELD_REQUIRED)
    .max(100, ErrorCode.LINK_INVALID),
});

/** What a mail client posts to that link (RFC 8058 section 3.1), and the confirmation page's form alike. */
export const oneClickUnsubscribeBodySchema = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: requiredOrInvalid }),
});

/** What the next email uses, as both settings calls answer it. */
export const accountSettingsSchema = z.object({
  emailLanguage: z.enum(LANGUAGES),
  emailNotification: z.boolean(),
  message: z.string(),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** The company's contact person: who registered the account, with their role and a phone. */
export const companyContactSchema = z
  .object({
    contactName: requiredText(100),
    jobRole: requiredText(),
    phonePrefix: phonePrefixField().default(DEFAULT_PHONE_PREFIX),
    phoneNumber: phoneNumberField(),
  })
  .superRefine(refinePhone);
export type CompanyContactInput = z.input<typeof companyContactSchema>;

/** The contact person as stored; name and phone are empty until first saved (registration did not ask). */
export const companyContactResponseSchema = z.object({
  contactName: z.string().nullable(),
  jobRole: z.string(),
  phonePrefix: z.enum(PHONE_PREFIXES).nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string(),
});
export type CompanyContact = z.infer<typeof companyContactResponseSchema>;

/** What a one-time code is for. Only the sign-in email change so far. */
export const OTP_PURPOSES = ['change-email'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** POST /v1/user-otp: a code to the new address; the password confirms it is the account holder. */
export const createUserOtpSchema = z.object({
  purpose: z.enum(OTP_PURPOSES, { error: ErrorCode.FIELD_INVALID }).default('change-email'),
  email: emailField(),
  password: currentPasswordField(),
});
export type CreateUserOtpInput = z.input<typeof createUserOtpSchema>;

export const userOtpCreatedSchema = z.object({
  otpId: z.string(),
  /** The new address, as typed: the code went there. */
  email: z.string(),
  expiresAt: z.string(),
  message: z.string(),
});
export type UserOtpCreated = z.infer<typeof userOtpCreatedSchema>;

export const verifyUserOtpSchema = z.object({
  otpId: z.uuid({ error: ErrorCode.FIELD_INVALID }),
  code: z
    .string({ error: () => ErrorCode.OTP_REQUIRED })
    .trim()
    .min(1, ErrorCode.OTP_REQUIRED)
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), ErrorCode.OTP_INCORRECT),
});
export type VerifyUserOtpInput = z.input<typeof verifyUserOtpSchema>;

/** GET /v1/user/registration-limit: registrations this address (and this email, if given) may still make. */
export const registrationLimitQuerySchema = z.object({
  email: z.preprocess((v) => (v === '' ? undefined : v), emailField().optional()),
});

export const registrationLimitSchema = z.object({
  /** Registrations left in the current window; 0 means wait `retryAfter` seconds. */
  remaining: z.number().int(),
  retryAfter: z.number().int(),
});
export type RegistrationLimit = z.infer<typeof registrationLimitSchema>;
