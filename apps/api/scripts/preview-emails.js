// `npm run preview:emails -w apps/api`: every kind of email (mail/email-samples.ts) in en, zh
// and cn, rendered as it would be sent and written to a new temporary folder: <name>.<lang>.html,
// <name>.<lang>.txt and an index.html linking them. Open the index in a browser to look at them.
//
//   --screenshots      also draw each HTML in Chromium at phone (390 px) and desktop (1024 px)
//                      width, full page, as <name>.<lang>.phone.png and .desktop.png
//   --out <folder>     write there instead of a temporary folder
//   CHROMIUM_PATH      default /usr/bin/chromium (playwright-core drives it; it downloads nothing)
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES } from '@fis/shared/enums';
import { escapeHtml } from '../dist/mail/email-parts.js';
import { emailSamples } from '../dist/mail/email-samples.js';
import { renderEmail } from '../dist/mail/templates.js';

const PUBLIC_URL = 'https://internships.example.hk';
const WIDTHS = { phone: 390, desktop: 1024 };

const { values } = parseArgs({ options: { out: { type: 'string' }, screenshots: { type: 'boolean' } } });
const out = values.out ?? mkdtempSync(join(tmpdir(), 'emails-'));
mkdirSync(out, { recursive: true });

const files = [];
for (const lang of LANGUAGES) {
  for (const sample of emailSamples(lang, PUBLIC_URL)) {
    const email = renderEmail(sample.template, lang, sample.params, {
      publicUrl: PUBLIC_URL,
      attachments: sample.attachments,
      unsubscribe: sample.unsubscribe,
    });
    const base = `${sample.name}.${lang}`;
    writeFileSync(join(out, `${base}.html`), email.html);
    writeFileSync(join(out, `${base}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`);
    files.push({ base, subject: email.subject });
  }
}

const rows = files
  .map(
    ({ base, subject }) =>
      `<li><a href="${base}.html">${base}</a> (<a href="${base}.txt">text</a>): ${escapeHtml(subject)}</li>`,
  )
  .join('\n');
writeFileSync(join(out, 'index.html'), `<!doctype html><meta charset="utf-8"><title>Emails</title><ul>${rows}</ul>`);

if (values.screenshots) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const [device, width] of Object.entries(WIDTHS)) {
      const page = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: 1 });
      for (const { base } of files) {
        await page.goto(`file://${join(out, `${base}.html`)}`);
        await page.screenshot({ path: join(out, `${base}.${device}.png`), fullPage: true });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

console.log(`${files.length} emails written to ${out} (open index.html)`);
