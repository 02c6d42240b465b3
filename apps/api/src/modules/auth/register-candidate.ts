import type { candidateRegisterSchema } from '@fis/shared/auth-schemas';
import { EmailTokenPurpose, type Language, Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { z } from 'zod';
import { candidateProfiles, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { queueEmail } from '../../mail/outbox.js';
import type { Services } from '../../services.js';
import { insertRegisteredStudies } from '../candidate-profile/current-studies.js';
import { emailTaken } from '../users/users-repository.js';
import { createEmailToken } from './email-tokens.js';

type Input = z.output<typeof candidateRegisterSchema>;

/** Creates an unverified candidate and emails the verification link. */
export async function registerCandidate(svc: Services, input: Input, lang: Language, ip: string): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? lang;
  const now = svc.clock.now();
  await svc.db.transaction(async (tx) => {
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
    });
    // The studies given here are the profile's first education entry, its current studies.
    await insertRegisteredStudies(
      tx,
      user.id,
      { ...input, institutionOther: input.institution === 'Other' ? (input.institutionOther ?? null) : null },
      now,
    );
    const token = await createEmailToken(tx, svc.clock, user.id, EmailTokenPurpose.VERIFY_EMAIL);
    await queueEmail(tx, svc, {
      to: user.email,
      userId: user.id,
      language,
      template: 'verifyEmail',
      params: { name: input.englishName, actionUrl: `${svc.config.publicUrl}/verify-email?token=${token}` },
    });
    await writeAudit(tx, svc.clock, {
      actorUserId: user.id,
      action: 'user.registered',
      entityType: 'user',
      entityId: user.id,
      details: { role: Role.CANDIDATE, marketingConsent: input.agreeMarketing },
      ip,
    });
  });
}
