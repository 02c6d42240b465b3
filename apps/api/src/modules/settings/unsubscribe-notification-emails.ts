import type { UseCaseContext } from '../../context.js';
import { checkUnsubscribeLink } from './check-unsubscribe-link.js';
import { updateEmailSettings } from './email-settings.js';
import type { UnsubscribePage } from './unsubscribe-page.js';

/**
 * The one-click unsubscribe (RFC 8058): the link's own user's notification emails are turned off,
 * as the settings switch does (audited the same way); other emails still come. Posting twice is
 * harmless.
 */
export async function unsubscribeNotificationEmails(
  ctx: UseCaseContext,
  link: { user: string; token: string },
): Promise<UnsubscribePage> {
  const page = await checkUnsubscribeLink(ctx, link);
  await updateEmailSettings(ctx, link.user, { emailNotification: false });
  return page;
}
