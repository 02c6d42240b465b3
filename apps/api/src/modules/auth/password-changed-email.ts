// The security notice of a new password, to the account's own address whatever its notification
// setting (decision 036): if someone else set it, the owner learns so, and when, and can reset it.
import type { Language } from '@fis/shared/enums';
import { hongKongMinuteLabelled } from '@fis/shared/hong-kong-time';
import type { Executor } from '../../db/database.js';
import { queueEmail } from '../../mail/outbox.js';
import type { Services } from '../../services.js';
import { displayNameOf, type UserRow } from '../users/users-repository.js';

export async function queuePasswordChangedEmail(
  tx: Executor,
  svc: Pick<Services, 'boss' | 'clock' | 'config'>,
  user: UserRow,
): Promise<void> {
  const language = user.emailLanguage as Language;
  await queueEmail(tx, svc, {
    to: user.email,
    userId: user.id,
    language,
    template: 'passwordChanged',
    params: {
      name: await displayNameOf(tx, user, language),
      changedAt: hongKongMinuteLabelled(svc.clock.now()),
      actionUrl: `${svc.config.publicUrl}/forgot-password`,
    },
  });
}
