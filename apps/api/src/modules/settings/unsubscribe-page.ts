// The page behind a notification email's unsubscribe link, opened in a browser: a plain HTML page
// in the account's email language, drawn by the API itself (no script, no sign-in). Opening the
// link only asks; the button posts the RFC 8058 form, so a mail scanner that follows every link
// changes nothing.
import type { Language } from '@fis/shared/enums';
import { t } from '../../lib/catalogs.js';
import { EMAIL_LANGUAGE_TAG } from '../../mail/email-content.js';
import { COLOURS, escapeHtml } from '../../mail/email-parts.js';

export interface UnsubscribePage {
  language: Language;
  /** The account's address, masked: the page is reachable by whoever holds the link. */
  maskedEmail: string;
  /** The role's settings page, or null (the admin). */
  settingsUrl: string | null;
  platformUrl: string;
}

const link = (href: string, label: string) =>
  `<p><a href="${escapeHtml(href)}" style="color:${COLOURS.primary}">${escapeHtml(label)}</a></p>`;

function page(language: Language, body: string): string {
  const tr = (key: string) => t(language, `emails:unsubscribe.${key}`);
  return `<!doctype html>
<html lang="${EMAIL_LANGUAGE_TAG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(tr('title'))} · ${escapeHtml(t(language, 'common:appName'))}</title>
</head>
<body style="margin:0;padding:32px 16px;background:${COLOURS.page};color:${COLOURS.text};font-family:system-ui,sans-serif;font-size:16px;line-height:1.6">
<main style="max-width:560px;margin:0 auto;background:${COLOURS.white};border-top:4px solid ${COLOURS.primary};border-radius:8px;padding:24px 32px">
<h1 style="margin:0 0 16px;font-size:22px;color:${COLOURS.primaryDark}">${escapeHtml(tr('title'))}</h1>
${body}
</main>
</body>
</html>`;
}

/** The question, with the button that posts the one-click form back to the same address. */
export function confirmUnsubscribePage(view: UnsubscribePage): string {
  const tr = (key: string) => t(view.language, `emails:unsubscribe.${key}`, { email: view.maskedEmail });
  return page(
    view.language,
    `<p>${escapeHtml(tr('question'))}</p>
<form method="post">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:12px 24px;border:0;border-radius:6px;background:${COLOURS.primary};color:${COLOURS.white};font-size:16px;font-weight:700;cursor:pointer">${escapeHtml(tr('confirm'))}</button>
</form>
${view.settingsUrl ? link(view.settingsUrl, t(view.language, 'emails:layout.settingsLink')) : ''}`,
  );
}

/** Done: what still reaches the user, and the way back. */
export function unsubscribedPage(view: UnsubscribePage): string {
  const tr = (key: string) => t(view.language, `emails:unsubscribe.${key}`, { email: view.maskedEmail });
  return page(
    view.language,
    `<p role="status">${escapeHtml(tr('done'))}</p>
${view.settingsUrl ? link(view.settingsUrl, tr('settings')) : link(view.platformUrl, tr('platform'))}`,
  );
}

/**
 * A link that names no account (cut short, tampered with, or signed with a former TOKEN_SECRET),
 * in the reader's language: whose it was is unknown, so the way out is the platform's settings.
 */
export function linkNotWorkingPage(language: Language, platformUrl: string): string {
  const tr = (key: string) => t(language, `emails:unsubscribe.${key}`);
  return page(language, `<p role="alert">${escapeHtml(tr('invalid'))}</p>\n${link(platformUrl, tr('platform'))}`);
}
