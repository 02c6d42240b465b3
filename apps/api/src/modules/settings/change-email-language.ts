import type { Language } from '@fis/shared/enums';
import type { AccountSettings } from '@fis/shared/settings-schemas';
import type { SignedInContext } from '../../context.js';
import { t } from '../../lib/catalogs.js';
import { updateEmailSettings } from './email-settings.js';

/** The language of every later email to the account (queueEmail renders in it). */
export async function changeEmailLanguage(ctx: SignedInContext, input: { lang: Language }): Promise<AccountSettings> {
  const settings = await updateEmailSettings(ctx, ctx.user.id, { emailLanguage: input.lang });
  return { ...settings, message: t(ctx.lang, 'messages:settings.emailLanguage') };
}
