import type { CompanyContact } from '@fis/shared/settings-schemas';
import type { SignedInContext } from '../../context.js';
import { type CompanyRow, ownCompany } from '../companies/own-company.js';
import { findUserById } from '../users/users-repository.js';

export function toCompanyContact(company: CompanyRow, email: string): CompanyContact {
  return {
    contactName: company.contactName,
    jobRole: company.contactJobRole,
    phonePrefix: company.contactPhonePrefix as CompanyContact['phonePrefix'],
    phoneNumber: company.contactPhoneNumber,
    email,
  };
}

/** The company's contact person and sign-in email, for its settings page. */
export async function getCompanyContact(ctx: SignedInContext): Promise<CompanyContact> {
  const company = await ownCompany(ctx.db, ctx.user.id);
  const user = await findUserById(ctx.db, ctx.user.id);
  return toCompanyContact(company, user?.email ?? '');
}
