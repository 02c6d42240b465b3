import type { Language } from '@fis/shared/enums';
import type { UseCaseContext } from '../../context.js';
import { maskEmail } from '../../lib/secrets.js';
import { settingsPathOf } from '../../mail/unsubscribe-link.js';
import { unsubscribeLinkOwner } from '../../policies/account-settings.js';
import type { UnsubscribePage } from './unsubscribe-page.js';

/** GET of a notification email's unsubscribe link: whose it is, for the page that asks; nothing changes. */
export async function checkUnsubscribeLink(
  ctx: UseCaseContext,
  link: { user: string; token: string },
): Promise<UnsubscribePage> {
  const owner = await unsubscribeLinkOwner(ctx.db, ctx.config.tokenSecret, link);
  const settingsPath = settingsPathOf(owner.role);
  return {
    language: owner.emailLanguage as Language,
    maskedEmail: maskEmail(owner.email),
    settingsUrl: settingsPath ? `${ctx.config.publicUrl}${settingsPath}` : null,
    platformUrl: ctx.config.publicUrl,
  };
}
