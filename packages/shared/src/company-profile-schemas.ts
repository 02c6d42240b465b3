// The company profile (SPEC section 3, "Company profile"): what POST /v1/company/update accepts
// and what the profile endpoints answer. The create-company-profile and profile forms validate
// with the same schema. Approval, company ID and the owning account are never part of it.
import { z } from 'zod';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from './enums.js';
import { ErrorCode } from './error-codes.js';
import {
  optionalText,
  phoneNumberField,
  phonePrefixField,
  refinePhone,
  requiredOrInvalid,
  requiredText,
} from './field-schemas.js';
import { INDUSTRIES, REGIONS } from './job-enums.js';
import { LONG_TEXT_MAX_LENGTH } from './limits.js';
import { uploadedMediaSchema } from './media-schemas.js';

export const WEBSITE_MAX_LENGTH = 500;

/** An absolute http(s) address with a dotted host name (SPEC section 5: 'Website url is invalid'). */
export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

export const websiteField = () =>
  z
    .string({ error: ErrorCode.WEBSITE_INVALID })
    .trim()
    .max(WEBSITE_MAX_LENGTH, ErrorCode.FIELD_TOO_LONG)
    .refine((v) => v === '' || isWebsiteUrl(v), ErrorCode.WEBSITE_INVALID)
    .optional()
    .transform((v) => (v ? v : undefined));

/** An uploaded file's id; the API checks it belongs to the caller and has the right purpose. */
const mediaIdField = () =>
  z
    .uuid({ error: ErrorCode.FIELD_INVALID })
    .nullable()
    .optional()
    .transform((v) => v ?? null);

export const companyProfileInputSchema = z
  .object({
    nameEn: requiredText(),
    nameZh: optionalText(),
    displayName: optionalText(),
    website: websiteField(),
    industry: z.enum(INDUSTRIES, { error: requiredOrInvalid }),
    /** Required when industry is OTHER: the company's own wording. */
    industryOther: optionalText(100),
    phonePrefix: phonePrefixField().default(DEFAULT_PHONE_PREFIX),
    phoneNumber: phoneNumberField(),
    location: z.enum(REGIONS, { error: requiredOrInvalid }),
    address: optionalText(500),
    slogan: optionalText(),
    description: requiredText(LONG_TEXT_MAX_LENGTH, { multiline: true }),
    logoMediaId: mediaIdField(),
    coverMediaId: mediaIdField(),
  })
  .superRefine(refinePhone)
  .superRefine((v, ctx) => {
    if (v.industry === 'OTHER' && !v.industryOther) {
      ctx.addIssue({ code: 'custom', message: ErrorCode.FIELD_REQUIRED, path: ['industryOther'] });
    }
  });
export type CompanyProfileInput = z.input<typeof companyProfileInputSchema>;
export type CompanyProfileValues = z.output<typeof companyProfileInputSchema>;

export const companyProfileSchema = z.object({
  id: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
  email: z.string(),
  nameEn: z.string().nullable(),
  nameZh: z.string().nullable(),
  displayName: z.string().nullable(),
  website: z.string().nullable(),
  /** A code of INDUSTRIES; OTHER when the company wrote its own, which is in industryOther. */
  industry: z.enum(INDUSTRIES).nullable(),
  industryOther: z.string().nullable(),
  phonePrefix: z.enum(PHONE_PREFIXES).nullable(),
  phoneNumber: z.string().nullable(),
  location: z.enum(REGIONS).nullable(),
  address: z.string().nullable(),
  slogan: z.string().nullable(),
  description: z.string().nullable(),
  logo: uploadedMediaSchema.nullable(),
  cover: uploadedMediaSchema.nullable(),
  /** False until the company has saved its profile once (the create-company-profile step). */
  profileCompleted: z.boolean(),
  updatedAt: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const companySummarySchema = z.object({
  id: z.string(),
  companyCode: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  profileCompleted: z.boolean(),
  jobCounts: z.object({ total: z.number(), pendingApproval: z.number(), open: z.number() }),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;
