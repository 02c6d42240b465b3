import type { CompanyProfile, CompanyProfileValues } from '@fis/shared/company-profile-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { eq } from 'drizzle-orm';
import type { SignedInContext } from '../../context.js';
import { companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { companyActedOn } from '../../policies/companies.js';
import { usableMedia } from '../media/media-repository.js';
import { notify } from '../notifications/notify.js';
import { toCompanyProfile } from './get-company-profile.js';

/**
 * Saves a company's profile. Only the profile columns are written, named one by one: approval,
 * company ID, registration name and the owning account cannot be changed through it. The first
 * save completes the create-company-profile step (isFirstLogin becomes false).
 */
export async function updateCompanyProfile(
  ctx: SignedInContext,
  input: CompanyProfileValues & { companyId?: string | undefined },
): Promise<CompanyProfile> {
  const { where, asAdmin } = companyActedOn(ctx.user, input.companyId);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ company: companies, user: users })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(where);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND);
    const owner = row.user.id;
    // Files keep belonging to the company's account, also when the admin attaches them.
    if (input.logoMediaId && input.logoMediaId !== row.company.logoMediaId) {
      await usableMedia(tx, owner, input.logoMediaId, 'logo', 'logoMediaId');
    }
    if (input.coverMediaId && input.coverMediaId !== row.company.coverMediaId) {
      await usableMedia(tx, owner, input.coverMediaId, 'cover', 'coverMediaId');
    }
    const now = ctx.clock.now();
    const [company] = await tx
      .update(companies)
      .set({
        nameEn: input.nameEn,
        nameZh: input.nameZh ?? null,
        displayName: input.displayName ?? null,
        website: input.website ?? null,
        industry: input.industry === 'OTHER' ? (input.industryOther ?? 'OTHER') : input.industry,
        phonePrefix: input.phonePrefix,
        phoneNumber: input.phoneNumber,
        location: input.location,
        address: input.address ?? null,
        slogan: input.slogan ?? null,
        description: input.description,
        logoMediaId: input.logoMediaId,
        coverMediaId: input.coverMediaId,
        // The first save, whoever makes it, lets candidates find the company (once approved).
        profileSavedAt: row.company.profileSavedAt ?? now,
        updatedAt: now,
      })
      .where(eq(companies.id, row.company.id))
      .returning();
    if (!company) throw new AppError(ErrorCode.NOT_FOUND);
    let isFirstLogin = row.user.isFirstLogin;
    if (!asAdmin && isFirstLogin) {
      await tx.update(users).set({ isFirstLogin: false, updatedAt: now }).where(eq(users.id, owner));
      isFirstLogin = false;
    }
    await writeAudit(tx, ctx.clock, {
      actorUserId: ctx.user.id,
      action: asAdmin ? 'company.profile_updated_by_admin' : 'company.profile_updated',
      entityType: 'company',
      entityId: company.id,
    });
    if (asAdmin) {
      await notify(tx, ctx, {
        recipientId: owner,
        type: 'ADMIN_EDITED_COMPANY_PROFILE',
        senderId: ctx.user.id,
        params: {
          companyName: company.displayName ?? company.nameEn ?? company.companyName,
          ...(company.nameZh ? { companyNameZh: company.nameZh } : {}),
        },
      });
    }
    return toCompanyProfile(tx, company, { email: row.user.email, isFirstLogin });
  });
}
