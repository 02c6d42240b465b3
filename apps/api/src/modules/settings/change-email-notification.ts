import type { AccountSettings } from '@fis/shared/settings-schemas';
import type { SignedInContext } from '../../context.js';
import { t } from '../../lib/catalogs.js';
import { updateEmailSettings } from './email-settings.js';

/** Turns the account's notification emails on or off; notifications are stored either way. */
export async function changeEmailNotification(
  ctx: SignedInContext,
  input: { is_send: boolean },
): Promise<AccountSettings> {
  const settings = await updateEmailSettings(ctx, ctx.user.id, { emailNotification: input.is_send });
  const key = input.is_send ? 'messages:settings.emailNotificationOn' : 'messages:settings.emailNotificationOff';
  return { ...settings, message: t(ctx.lang, key) };
}
