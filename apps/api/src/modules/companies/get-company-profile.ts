import { formatCompanyCode } from '@fis/shared/company-code';
import type { CompanyProfile } from '@fis/shared/company-profile-schemas';
import type { PhonePrefix } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { type INDUSTRIES, isCustomIndustry, type Region } from '@fis/shared/job-enums';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import type { Executor } from '../../db/database.js';
import { companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { companyActedOn } from '../../policies/companies.js';
import { mediaRefs } from './media-refs.js';
import type { CompanyRow } from './own-company.js';

/** Stored industry → the form's pair: a code, or OTHER with the company's own words. */
export function splitIndustry(stored: string | null): Pick<CompanyProfile, 'industry' | 'industryOther'> {
  if (stored === null) return { industry: null, industryOther: null };
  if (!isCustomIndustry(stored)) return { industry: stored as (typeof INDUSTRIES)[number], industryOther: null };
  return { industry: 'OTHER', industryOther: stored === 'OTHER' ? null : stored };
}

export async function toCompanyProfile(
  db: Executor,
  company: CompanyRow,
  user: { email: string; isFirstLogin: boolean },
): Promise<CompanyProfile> {
  const refs = await mediaRefs(db, [company.logoMediaId, company.coverMediaId]);
  return {
    id: company.id,
    companyCode: formatCompanyCode(company.companyNumber),
    companyName: company.companyName,
    email: user.email,
    nameEn: company.nameEn,
    nameZh: company.nameZh,
    displayName: company.displayName,
    website: company.website,
    ...splitIndustry(company.industry),
    phonePrefix: company.phonePrefix as PhonePrefix | null,
    phoneNumber: company.phoneNumber,
    location: company.location as Region | null,
    address: company.address,
    slogan: company.slogan,
    description: company.description,
    logo: (company.logoMediaId && refs.get(company.logoMediaId)) || null,
    cover: (company.coverMediaId && refs.get(company.coverMediaId)) || null,
    profileCompleted: !user.isFirstLogin,
    updatedAt: company.updatedAt.toISOString(),
  };
}

/** A company's profile: the caller's own, or for the admin the one of `companyId`. */
export async function getCompanyProfile(
  ctx: SignedInContext,
  input: { companyId?: string | undefined } = {},
): Promise<CompanyProfile> {
  const { db } = ctx;
  const [row] = await db
    .select({ company: companies, email: users.email, isFirstLogin: users.isFirstLogin })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(companyActedOn(ctx.user, input.companyId).where);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return toCompanyProfile(db, row.company, row);
}
