// The company profile form's starting values and its checks: the API's schema, plus the pair
// checks shown as soon as both halves are filled.
import type { CompanyProfile, CompanyProfileValues } from '@fis/shared/company-profile-schemas';
import { DEFAULT_PHONE_PREFIX } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { isValidPhone } from '@fis/shared/field-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { nameScript } from '../../../lib/name-script';
import { type CompanyProfileFormInput, companyProfileFormSchema } from './update-company-profile';

type Input = CompanyProfileFormInput;

/** The schema's pair checks run once every field is valid; these show them as soon as both halves are filled. */
export const resolver: Resolver<Input, unknown, CompanyProfileValues> = async (values, context, options) => {
  const result = await zodResolver(companyProfileFormSchema)(values, context, options);
  const errors: Record<string, unknown> = { ...result.errors };
  const number = (values.phoneNumber ?? '').replace(/[\s-]/g, '');
  const prefix = values.phonePrefix ?? DEFAULT_PHONE_PREFIX;
  if (!errors.phoneNumber && /^\d{6,15}$/.test(number) && !isValidPhone(prefix, number)) {
    errors.phoneNumber = { type: 'custom', message: ErrorCode.PHONE_INVALID };
  }
  if (!errors.industryOther && values.industry === 'OTHER' && !values.industryOther?.trim()) {
    errors.industryOther = { type: 'custom', message: ErrorCode.FIELD_REQUIRED };
  }
  const added = Object.keys(errors).length > Object.keys(result.errors).length;
  return added ? { values: {}, errors: errors as FieldErrors<Input> } : result;
};

export function defaultsOf(profile: CompanyProfile): Input {
  // Before the first profile, the name given at registration goes into the field of its own
  // script; a name in both scripts is the company's to split.
  const script = nameScript(profile.companyName);
  return {
    nameEn: profile.nameEn ?? (script === 'latin' ? profile.companyName : ''),
    nameZh: profile.nameZh ?? (script === 'chinese' ? profile.companyName : ''),
    displayName: profile.displayName ?? '',
    website: profile.website ?? '',
    industry: profile.industry ?? (undefined as never),
    industryOther: profile.industryOther ?? '',
    phonePrefix: profile.phonePrefix ?? DEFAULT_PHONE_PREFIX,
    phoneNumber: profile.phoneNumber ?? '',
    location: profile.location ?? (undefined as never),
    address: profile.address ?? '',
    slogan: profile.slogan ?? '',
    description: profile.description ?? '',
    logoMediaId: profile.logo?.id ?? null,
    coverMediaId: profile.cover?.id ?? null,
  };
}
