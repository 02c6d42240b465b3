// The development mailbox shows each email's text part, its links to open, and its HTML part as
// sent, in a sandboxed frame of its own: the email's scripts never run, even one the HTML carried.
// (Where the API has no mailbox, /dev/mailbox is the not-found page: apps/web/pages/guards.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../api/src/db/schema.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { registerCandidate } from './test-data.js';

let p: Platform;
const email = uniqueEmail('mailbox');
beforeAll(async () => {
  p = await startPlatform();
  const res = await registerCandidate(p, { email });
  if (res.status !== 201) throw new Error(`register: ${res.status}`);
  // An email whose HTML tries to run a script, as no email of ours does: the frame must not run it
  // (sandbox=""; the page's Content-Security-Policy, which a srcdoc frame inherits, refuses it too).
  await p.app.db.insert(emailOutbox).values({
    toAddress: 'script@mailbox.test',
    template: 'test',
    language: 'en',
    subject: 'Scripted email',
    textBody: 'Scripted email, text part',
    htmlBody: '<p id="said">as sent</p><script>document.getElementById("said").textContent = "script ran"</script>',
    createdAt: new Date(),
  });
});
afterAll(() => p?.close());

describe('the development mailbox', () => {
  it("shows an email's text part with its links, and its HTML part in a sandboxed frame", async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/dev/mailbox');
    await page
      .getByRole('button', { name: /Confirm your email address/ })
      .first()
      .click();
    // The text part first: the verification link opens from it.
    await page
      .getByRole('link', { name: /verify-email\?token=/ })
      .first()
      .waitFor();
    await page.getByText('HTML', { exact: true }).click();
    const frame = page.getByTitle(/^HTML part: Confirm your email address/);
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.getAttribute('srcdoc')).toContain('<table');
    // The branded layout is drawn, its button among it.
    const inside = page.frameLocator('iframe[title^="HTML part: Confirm your email address"]');
    await inside.getByRole('link', { name: 'Confirm my email' }).first().waitFor();
    expect(await page.getByRole('link', { name: /verify-email\?token=/ }).count()).toBe(0);
    await page.getByText('Text', { exact: true }).click();
    await page
      .getByRole('link', { name: /verify-email\?token=/ })
      .first()
      .waitFor();

    await page.getByRole('button', { name: /Scripted email/ }).click();
    await page.getByText('HTML', { exact: true }).click();
    const scripted = page.frameLocator('iframe[title="HTML part: Scripted email"]');
    await scripted.locator('#said').waitFor();
    // Given time to run, had it been allowed to.
    await page.waitForTimeout(300);
    expect(await scripted.locator('#said').textContent()).toBe('as sent');
    await context.close();
  });
});
