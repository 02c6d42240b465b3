import type { candidateRegisterSchema } from '@fis/shared/auth-schemas';
import { EmailTokenPurpose, Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { z } from 'zod';
import type { UseCaseContext } from '../../context.js';
import { candidateProfiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { queueEmail } from '../../mail/outbox.js';
import { insertRegisteredStudies } from '../candidate-profile/current-studies.js';
import { refreshTakeableRegions } from '../eligibility/takeable-regions.js';
import { emailTaken } from '../users/users-repository.js';
import { createEmailToken, emailTokenLink } from './email-tokens.js';

type Input = z.output<typeof candidateRegisterSchema>;

/** Creates an unverified candidate and emails the verification link. */
export async function registerCandidate(ctx: UseCaseContext, input: Input): Promise<void> {
  const { lang, ip } = ctx;
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? lang;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, role: Role.CANDIDATE, passwordHash, emailLanguage: language })
      .returning();
    if (!user) throw new Error('user insert returned no row');
    await tx.insert(candidateProfiles).values({
      userId: user.id,
      englishName: input.englishName,
      chineseName: input.chineseName,
      institution: input.institution,
      institutionOther: input.institution === 'Other' ? input.institutionOther : undefined,
      faculty: input.faculty,
      programme: input.programme,
      graduationYear: input.graduationYear,
      phonePrefix: input.phonePrefix,
      phoneNumber: input.phoneNumber,
      legallyEmployable: input.legallyEmployable,
      residentType: input.residentType,
      cityOfResidence: input.cityOfResidence,
      educationLevel: input.educationLevel,
      consentTermsAt: now,
      consentDataSharingAt: now,
      consentMarketingAt: input.agreeMarketing ? now : null,
      declaredAdult: input.declarations.adult,
      declaredFullTimeStudent: input.declarations.fullTimeStudent,
      declaredFintechProgramme: input.declarations.fintechProgramme,
      declaredNoOtherAllowance: input.declarations.noOtherAllowance,
    });
    await refreshTakeableRegions(tx, user.id);
    // The studies given here are the profile's first education entry, its current studies.
    await insertRegisteredStudies(
      tx,
      user.id,
      { ...input, institutionOther: input.institution === 'Other' ? (input.institutionOther ?? null) : null },
      now,
    );
    const token = await createEmailToken(tx, ctx.clock, user.id, EmailTokenPurpose.VERIFY_EMAIL, {
      next: input.next,
    });
    await queueEmail(tx, ctx, {
      to: user.email,
      userId: user.id,
      language,
      template: 'verifyEmail',
      params: {
        name: input.englishName,
        actionUrl: emailTokenLink(ctx.config.publicUrl, '/verify-email', token, input.next),
      },
    });
    await writeAudit(tx, ctx.clock, {
      actorUserId: user.id,
      action: 'user.registered',
      entityType: 'user',
      entityId: user.id,
      details: { role: Role.CANDIDATE, marketingConsent: input.agreeMarketing },
      ip,
    });
  });
}
