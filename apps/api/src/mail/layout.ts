// The one HTML layout of every email: the scheme's header, a white card with the content, and the
// footer saying why the reader got it. A 600 px column that shrinks with the phone's screen
// (max-width, not width); the <style> only tightens the padding on phones, for clients that keep it.
import type { Language } from '@fis/shared/enums';
import { EMAIL_LANGUAGE_TAG, type EmailContent } from './email-content.js';
import { blockHtml, buttonHtml, COLOURS, escapeHtml, paragraphHtml, preheaderHtml } from './email-parts.js';

/** Each script's own fonts first, so Chinese is drawn in the Hong Kong or mainland forms. */
const FONTS: Record<Language, string> = {
  en: "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
  zh: "-apple-system,'PingFang HK','Microsoft JhengHei','Noto Sans TC','Segoe UI',Arial,sans-serif",
  cn: "-apple-system,'PingFang SC','Microsoft YaHei','Noto Sans SC','Segoe UI',Arial,sans-serif",
};

const PHONE_STYLE = `<style>
@media only screen and (max-width:620px){
  .outer{padding:12px 8px !important}
  .card{padding:24px 20px !important}
  .header{padding:20px 20px !important}
  .code-value{font-size:28px !important;letter-spacing:6px !important;padding-left:6px !important}
}
</style>`;

/** The favicon's mark (a white F on the scheme's blue) drawn as a table cell: images are often blocked. */
function headerHtml(schemeName: string, platformUrl: string): string {
  return `<tr><td class="header" bgcolor="${COLOURS.white}" style="background:${COLOURS.white};border-top:4px solid ${COLOURS.primary};border-radius:8px 8px 0 0;padding:24px 32px;border-bottom:1px solid ${COLOURS.tintBorder}">
<a href="${escapeHtml(platformUrl)}" target="_blank" style="text-decoration:none">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="32" height="32" align="center" valign="middle" bgcolor="${COLOURS.primary}" style="width:32px;height:32px;border-radius:6px;background:${COLOURS.primary};color:${COLOURS.white};font-size:20px;line-height:32px;font-weight:700;font-family:Arial,sans-serif">F</td>
<td style="padding-left:12px;font-size:18px;line-height:1.3;font-weight:700;color:${COLOURS.primary}">${escapeHtml(schemeName)}</td>
</tr></table></a></td></tr>`;
}

const footerLink = (label: string, url: string) =>
  `<a href="${escapeHtml(url)}" target="_blank" style="color:${COLOURS.muted};text-decoration:underline">${escapeHtml(label)}</a>`;

/** A notification email's ways out, under the reason it was sent. */
function unsubscribeHtml(out: EmailContent['footer']['unsubscribe']): string {
  if (!out) return '';
  const links = [
    ...(out.settingsUrl ? [footerLink(out.settingsLabel, out.settingsUrl)] : []),
    footerLink(out.oneClickLabel, out.oneClickUrl),
  ];
  return `<p style="margin:0 0 8px">${links.join(' · ')}</p>\n`;
}

function footerHtml(footer: EmailContent['footer']): string {
  const url = escapeHtml(footer.platformUrl);
  return `<tr><td style="padding:20px 32px 8px;font-size:12px;line-height:1.6;color:${COLOURS.muted};text-align:center">
${paragraphHtml(footer.reason, 'margin:0 0 8px')}
${unsubscribeHtml(footer.unsubscribe)}<p style="margin:0">${escapeHtml(footer.schemeName)} · <a href="${url}" target="_blank" style="color:${COLOURS.muted};text-decoration:underline">${url}</a></p>
</td></tr>`;
}

export function renderHtml(content: EmailContent): string {
  const tag = EMAIL_LANGUAGE_TAG[content.lang];
  const body = [
    paragraphHtml(content.greeting),
    ...content.blocks.map(blockHtml),
    content.action ? buttonHtml(content.action) : '',
    paragraphHtml(content.signature, 'margin:0'),
  ].join('\n');
  return `<!doctype html>
<html lang="${tag}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
${PHONE_STYLE}
</head>
<body style="margin:0;padding:0;background:${COLOURS.page};-webkit-text-size-adjust:100%">
${preheaderHtml(content.preheader)}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOURS.page}" style="background:${COLOURS.page}">
<tr><td class="outer" align="center" style="padding:32px 12px">
<!--[if mso]><table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;font-family:${FONTS[content.lang]};color:${COLOURS.text};font-size:16px;line-height:1.6">
${headerHtml(content.footer.schemeName, content.footer.platformUrl)}
<tr><td class="card" bgcolor="${COLOURS.white}" style="background:${COLOURS.white};border-radius:0 0 8px 8px;padding:32px">
${body}
</td></tr>
${footerHtml(content.footer)}
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr></table>
</body>
</html>`;
}
