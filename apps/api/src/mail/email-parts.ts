// The HTML pieces of an email. Every style is inline, because Gmail and Outlook drop much of a
// <style> element; layout blocks are tables, the one layout every mail client draws alike.
// Every text goes through escapeHtml here: names, positions and reasons are written by users.
import type { EmailBlock } from './email-content.js';

/** The scheme's colours: the web app's primary blue (apps/web/src/app/theme.ts, shades 0, 1, 7, 9). */
export const COLOURS = {
  primary: '#0b5cad',
  primaryDark: '#004589',
  tint: '#e7f1fb',
  tintBorder: '#cfe1f5',
  page: '#eef3f8',
  text: '#1f2933',
  muted: '#52606d',
  white: '#ffffff',
} as const;

const MONOSPACE = "'SFMono-Regular',Consolas,'Liberation Mono',Menlo,Courier,monospace";

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

export function paragraphHtml(text: string, style = 'margin:0 0 16px'): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

/**
 * A value to copy: large, monospace, letter-spaced and selected whole with one click
 * (user-select:all). Letter spacing is only drawn, so a copied code has no spaces in it; the
 * left padding equals the spacing after the last character, which keeps the value centred.
 */
function codeHtml(label: string, value: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td align="center" bgcolor="${COLOURS.tint}" style="background:${COLOURS.tint};border:1px solid ${COLOURS.tintBorder};border-radius:8px;padding:20px 12px">
<div style="margin:0 0 8px;font-size:13px;line-height:1.4;color:${COLOURS.muted}">${escapeHtml(label)}</div>
<div class="code-value" style="font-family:${MONOSPACE};font-size:34px;line-height:1.2;font-weight:700;letter-spacing:8px;padding-left:8px;color:${COLOURS.primaryDark};user-select:all;-webkit-user-select:all">${escapeHtml(value)}</div>
</td></tr></table>`;
}

function quoteHtml(text: string): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">
<tr><td style="border-left:4px solid ${COLOURS.primary};background:${COLOURS.tint};padding:12px 16px;font-size:16px;line-height:1.5;color:${COLOURS.text};white-space:pre-wrap">${escapeHtml(text)}</td></tr></table>`;
}

/** Label above value, one row each: reads the same on a phone as on a wide screen. */
function detailsHtml(rows: { label: string; value: string; link?: boolean }[]): string {
  const cells = rows.map(({ label, value, link }) => {
    const shown = link
      ? `<a href="${escapeHtml(value)}" target="_blank" style="color:${COLOURS.primary};text-decoration:underline;word-break:break-all">${escapeHtml(value)}</a>`
      : escapeHtml(value);
    return `<tr><td style="padding:8px 0;border-bottom:1px solid ${COLOURS.tintBorder}">
<div style="font-size:13px;line-height:1.4;color:${COLOURS.muted}">${escapeHtml(label)}</div>
<div style="font-size:16px;line-height:1.5;color:${COLOURS.text};white-space:pre-wrap">${shown}</div>
</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">
${cells.join('\n')}
</table>`;
}

export function blockHtml(block: EmailBlock): string {
  if (block.kind === 'code') return codeHtml(block.label, block.value);
  if (block.kind === 'quote') return quoteHtml(block.text);
  if (block.kind === 'details') return detailsHtml(block.rows);
  return paragraphHtml(block.text);
}

/**
 * A bulletproof button: the cell carries the colour (bgcolor for Outlook, which ignores a link's
 * padding; mso-padding-alt gives the cell that padding there), the link fills it elsewhere.
 * The raw address follows for readers whose client blocks the button.
 */
export function buttonHtml(action: { label: string; url: string; hint: string }): string {
  const href = escapeHtml(action.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">
<tr><td align="center" bgcolor="${COLOURS.primary}" style="border-radius:6px;background:${COLOURS.primary};mso-padding-alt:14px 28px">
<a href="${href}" target="_blank" style="display:inline-block;padding:14px 28px;border:1px solid ${COLOURS.primary};border-radius:6px;font-size:16px;line-height:1.25;font-weight:700;color:${COLOURS.white};text-decoration:none">${escapeHtml(action.label)}</a>
</td></tr></table>
<p style="margin:0 0 4px;font-size:13px;line-height:1.5;color:${COLOURS.muted}">${escapeHtml(action.hint)}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all"><a href="${href}" target="_blank" style="color:${COLOURS.primary};text-decoration:underline">${href}</a></p>`;
}

/**
 * The inbox preview line, hidden in the message. The invisible characters after it fill the
 * preview, so clients do not append the start of the body (the greeting) to it. Hidden by
 * display:none, max-height and opacity only: a font size of 0 or 1 before text starting with a
 * Latin letter or digit is SpamAssassin's invisible-text test (__FONT_INVIS, scored with an
 * ordinary Message-ID as FONT_INVIS_MSGID), which English previews met and Chinese ones did not.
 */
export function preheaderHtml(text: string): string {
  return `<div style="display:none;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all">${escapeHtml(text)}${'&#847;&zwnj;&nbsp;'.repeat(40)}</div>`;
}
