import type { CompanyContact, companyContactSchema } from '@fis/shared/settings-schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedInContext } from '../../context.js';
import { companies } from '../../db/schema.js';
import { writeAudit } from '../../lib/audit.js';
import { ownCompany } from '../companies/own-company.js';
import { findUserById } from '../users/users-repository.js';
import { toCompanyContact } from './get-company-contact.js';

/** Saves the contact person of the caller's own company (its name, role and phone). */
export async function updateCompanyContact(
  ctx: SignedInContext,
  input: z.output<typeof companyContactSchema>,
): Promise<CompanyContact> {
  const company = await ownCompany(ctx.db, ctx.user.id);
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(companies)
      .set({
        contactName: input.contactName,
        contactJobRole: input.jobRole,
        contactPhonePrefix: input.phonePrefix,
        contactPhoneNumber: input.phoneNumber,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(companies.id, company.id))
      .returning();
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: 'company.contact-changed',
      entityType: 'company',
      entityId: company.id,
      ip: ctx.ip,
    });
    return row ?? company;
  });
  const user = await findUserById(ctx.db, ctx.user.id);
  return toCompanyContact(updated, user?.email ?? '');
}
