// The plain-text part of an email, for clients that show no HTML: the same content as the HTML,
// a code and every link alone on its own line so that a double-click or a tap selects exactly
// it. The footer follows the signature delimiter "-- ", which mail clients recognise.
import type { EmailBlock, EmailContent } from './email-content.js';

function blockText(block: EmailBlock): string[] {
  if (block.kind === 'code') return [block.label, '', block.value];
  // Every line of a quote is marked, so that a quoted letter (a need-help answer) reads as one.
  if (block.kind === 'quote')
    return [
      block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n'),
    ];
  // A label on its line and its value on the next, so that an address stands alone.
  if (block.kind === 'details') return block.rows.flatMap(({ label, value }, i) => [...(i ? [''] : []), label, value]);
  return [block.text];
}

function footerText(footer: EmailContent['footer']): string[] {
  const lines = ['-- ', footer.reason];
  const out = footer.unsubscribe;
  if (out) {
    if (out.settingsUrl) lines.push('', `${out.settingsLabel}:`, out.settingsUrl);
    lines.push('', `${out.oneClickLabel}:`, out.oneClickUrl);
  }
  return [...lines, '', footer.schemeName, footer.platformUrl];
}

export function renderText(content: EmailContent): string {
  const paragraphs: string[][] = [[content.greeting], ...content.blocks.map(blockText)];
  if (content.action) paragraphs.push([`${content.action.label}:`, content.action.url]);
  paragraphs.push([content.signature]);
  paragraphs.push(footerText(content.footer));
  return paragraphs.map((lines) => lines.join('\n')).join('\n\n');
}
