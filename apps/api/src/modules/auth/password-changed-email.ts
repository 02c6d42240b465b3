// The security notice of a new password, to the account's own address whatever its notification
// setting (decision 036): if someone else set it, the owner learns so, and when, and can reset it.
import { hongKongMinuteLabelled } from '@fis/shared/hong-kong-time';
import type { Executor } from '../../db/database.js';
import { queueAccountEmail } from '../../mail/account-email.js';
import type { Services } from '../../services.js';
import type { UserRow } from '../users/users-repository.js';

export async function queuePasswordChangedEmail(
  tx: Executor,
  svc: Pick<Services, 'boss' | 'clock' | 'config'>,
  user: UserRow,
): Promise<void> {
  await queueAccountEmail(tx, svc, user, {
    template: 'passwordChanged',
    params: {
      changedAt: hongKongMinuteLabelled(svc.clock.now()),
      actionUrl: `${svc.config.publicUrl}/forgot-password`,
    },
  });
}
