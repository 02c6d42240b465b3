// Email texts come from the `emails` catalog in the recipient's email language. Each email is
// rendered once, when it is queued, so the outbox keeps exactly what was sent.
import type { Language } from '@fis/shared/enums';
import { t } from '../lib/catalogs.js';

export type EmailTemplate =
  | 'verifyEmail'
  | 'resetPassword'
  | 'loginCode'
  | 'companyRegistered'
  | 'companyApproved'
  | 'companyRejected'
  | 'jobApproved'
  | 'jobRejected'
  | 'notification';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function renderEmail(
  template: EmailTemplate,
  lang: Language,
  params: { name: string; actionUrl?: string } & Record<string, string>,
): RenderedEmail {
  const tr = (key: string) => t(lang, `emails:${key}`, params);
  const subject = tr(`${template}.subject`);
  const greeting = tr('layout.greeting');
  const body = tr(`${template}.body`);
  const action = params.actionUrl ? tr(`${template}.action`) : undefined;
  const signature = tr('layout.signature');
  const footer = tr('layout.footer');

  const text = [
    greeting,
    '',
    body,
    ...(action && params.actionUrl ? ['', `${action}: ${params.actionUrl}`] : []),
    '',
    signature,
    '',
    footer,
  ].join('\n');

  const button =
    action && params.actionUrl
      ? `<p style="margin:24px 0"><a href="${escapeHtml(params.actionUrl)}" style="background:#0b5cad;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#444">${escapeHtml(tr('layout.linkHint'))}<br><a href="${escapeHtml(params.actionUrl)}">${escapeHtml(params.actionUrl)}</a></p>`
      : '';
  const html = `<!doctype html><html lang="${lang === 'en' ? 'en' : lang === 'zh' ? 'zh-Hant' : 'zh-Hans'}"><body style="font-family:Arial,'PingFang HK','Microsoft JhengHei',sans-serif;color:#1a1a1a;line-height:1.6;max-width:600px;margin:0 auto;padding:24px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
${button}
<p>${escapeHtml(signature)}</p>
<hr style="border:none;border-top:1px solid #ddd"><p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { subject, text, html };
}
