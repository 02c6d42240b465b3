// Queues an email about the account to its user: in the language they chose for emails, greeting
// them by the name they are shown (displayNameOf), whatever their notification setting.
import type { Language } from '@fis/shared/enums';
import type { Executor } from '../db/database.js';
import { displayNameOf, type UserRow } from '../modules/users/users-repository.js';
import type { Services } from '../services.js';
import { queueEmail } from './outbox.js';
import type { EmailParams, EmailTemplate } from './templates.js';

export async function queueAccountEmail(
  tx: Executor,
  svc: Pick<Services, 'boss' | 'clock' | 'config'>,
  user: Pick<UserRow, 'id' | 'role' | 'email' | 'emailLanguage'>,
  email: {
    template: EmailTemplate;
    params: Omit<EmailParams, 'name'>;
    /** Another address of the user's than their sign-in email: a new address it is to prove. */
    to?: string;
  },
): Promise<string> {
  const language = user.emailLanguage as Language;
  return queueEmail(tx, svc, {
    to: email.to ?? user.email,
    userId: user.id,
    language,
    template: email.template,
    params: { ...email.params, name: await displayNameOf(tx, user, language) },
  });
}
