import type { companyRegisterSchema } from '@fis/shared/auth-schemas';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { z } from 'zod';
import type { UseCaseContext } from '../../context.js';
import { companies, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { writeAudit } from '../../lib/audit.js';
import { hashPassword } from '../../lib/passwords.js';
import { queueEmail } from '../../mail/outbox.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { emailTaken } from '../users/users-repository.js';

type Input = z.output<typeof companyRegisterSchema>;

/** Creates a company account that waits for the administrator's approval. */
export async function registerCompany(ctx: UseCaseContext, input: Input): Promise<void> {
  const { lang, ip } = ctx;
  const passwordHash = await hashPassword(input.password);
  const language = input.language ?? lang;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (await emailTaken(tx, input.email)) throw new AppError(ErrorCode.EMAIL_TAKEN, { field: 'email' });
    const [user] = await tx
      .insert(users)
      // The contact email is confirmed by the admin's review and the sign-in codes sent to it.
      .values({ email: input.email, role: Role.COMPANY, passwordHash, emailLanguage: language, emailVerifiedAt: now })
      .returning();
    if (!user) throw new Error('user insert returned no row');
    const [company] = await tx
      .insert(companies)
      .values({
        userId: user.id,
        companyName: input.companyName,
        contactJobRole: input.jobRole,
        acceptedIntoSchemeAt: now,
        consentTermsAt: now,
      })
      .returning({ id: companies.id });
    await queueEmail(tx, ctx, {
      to: user.email,
      userId: user.id,
      language,
      template: 'companyRegistered',
      params: { name: input.companyName, companyName: input.companyName },
    });
    await pushWaitingChanged(tx, ctx, 'companies');
    await writeAudit(tx, ctx.clock, {
      actorUserId: user.id,
      action: 'company.registered',
      entityType: 'company',
      entityId: company?.id ?? user.id,
      ip,
    });
  });
}
