// Issue 14, accounts, the admin team and the audit view, in the browser: an admin invites a
// colleague, who sets a password from the emailed link and signs in with a code; the colleague
// suspends a candidate's account (whose open page says so at once, and whom to contact; the
// account page says who, when and why); the audit view shows it. Then the
// pages in Traditional Chinese at phone width and in Simplified Chinese, checked by axe.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../api/src/db/schema.js';
import { createAdminAccount } from '../../api/src/modules/admin/create-admin.js';
import { PASSWORD, type Platform, socketOpened, startPlatform, uniqueEmail } from './harness.js';
import { addSessionCookies, insertCandidate, signedInPage } from './test-data.js';

let p: Platform;
let adminEmail: string;
let candidateEmail: string;
let candidateId: string;
beforeAll(async () => {
  p = await startPlatform();
  adminEmail = uniqueEmail('office');
  await createAdminAccount(p.app.services, { email: adminEmail, password: PASSWORD });
  candidateEmail = uniqueEmail('suspended');
  candidateId = await insertCandidate(p, candidateEmail);
});
afterAll(() => p.close());

async function codeFromEmail(address: string): Promise<string> {
  await expect.poll(async () => (await p.lastEmailTo(address))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  return /\b(\d{6})\b/.exec((await p.lastEmailTo(address))?.textBody ?? '')?.[1] ?? '';
}

describe('the admin team and account actions', () => {
  it('invites a colleague, who signs in with a code, suspends an account, and finds it in the audit view', async () => {
    const admin = await signedInPage(p, adminEmail, { lang: 'en' });
    await admin.page.goto('/admin-portal/team');
    await admin.page.getByRole('heading', { name: 'Admin team', level: 1 }).waitFor();
    const colleagueEmail = uniqueEmail('colleague');
    await admin.page.getByRole('textbox', { name: "Colleague's email" }).fill(colleagueEmail);
    await admin.page.getByRole('button', { name: 'Send invitation' }).click();
    await admin.page.getByText('The invitation has been sent.').waitFor();
    await admin.page.getByText(colleagueEmail).waitFor();
    await admin.page.getByText('Invited', { exact: true }).waitFor();
    await admin.page.getByRole('button', { name: `Send again: ${colleagueEmail}` }).waitFor();

    const invitation = await p.lastEmailTo(colleagueEmail);
    const link = /(\/admin-invite\?token=[A-Za-z0-9_-]+)/.exec(invitation?.textBody ?? '')?.[1];
    expect(link).toBeTruthy();
    const colleague = await p.newPage({ lang: 'en' });
    await colleague.page.goto(link ?? '');
    await colleague.page.getByRole('heading', { name: 'Join the admin team' }).waitFor();
    await colleague.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await colleague.page.getByLabel('Confirm password').fill(PASSWORD);
    await colleague.page.getByRole('button', { name: 'Set my password' }).click();
    await colleague.page.getByText('Your password is set. You can now sign in to the admin portal.').waitFor();
    await colleague.page.getByRole('link', { name: 'Go to the admin sign-in' }).click();
    await colleague.page.waitForURL('**/admin-portal/sign-in');
    await colleague.page.locator('input[name="email"]').fill(colleagueEmail);
    await colleague.page.locator('input[name="password"]').fill(PASSWORD);
    await colleague.page.getByRole('button', { name: 'Continue' }).click();
    await colleague.page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromEmail(colleagueEmail));
    await colleague.page.getByRole('button', { name: 'Verify and sign in' }).click();
    await colleague.page.waitForURL('**/admin-portal/dashboard');

    // The colleague suspends a candidate, whose page is open with live updates flowing.
    const candidate = await signedInPage(p, candidateEmail, { lang: 'en' });
    const opened = socketOpened(candidate.page);
    await candidate.page.goto('/candidate/setting');
    await opened;
    await colleague.page.goto(`/admin-portal/accounts/${candidateId}`);
    await colleague.page.getByRole('heading', { name: 'Chan Tai Man', level: 1 }).waitFor();
    await colleague.page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = colleague.page.getByRole('dialog');
    // Nothing happens without a reason: the error is beside the field.
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await dialog.getByText('This field is required').waitFor();
    await dialog
      .getByRole('textbox', { name: 'Reason' })
      .fill('Reported by two companies; checking with the university.');
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await colleague.page.getByText('The account is suspended. Its sessions have ended.').waitFor();
    await colleague.page.getByRole('button', { name: 'Restore' }).waitFor();
    // The account page says who suspended it, when and why.
    await colleague.page.getByText('Reported by two companies; checking with the university.').waitFor();
    await colleague.page.getByText(`Suspended by: ${colleagueEmail}`).waitFor();
    await colleague.page.getByText('Suspended on:').waitFor();

    // The candidate is told on the page they have open, without a click, and whom to contact.
    const notice = candidate.page.getByRole('dialog', { name: 'Your account is suspended' });
    await notice.getByText('Your account is suspended. Please contact Admin').waitFor();
    expect(candidate.page.url()).toMatch(/\/candidate\/setting$/);
    expect(await candidate.page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
    // The session is forgotten at once: the API cleared its cookies, and the page its marker.
    await expect.poll(() => candidate.context.cookies()).toEqual([expect.objectContaining({ name: 'lng' })]);
    // Loaded again by a browser that still holds the suspended session (one that missed the
    // answer), the public page the guard leads to says it too.
    await addSessionCookies(candidate.context, p.url, candidate.token);
    await candidate.page.reload();
    await notice.getByText('Your account is suspended. Please contact Admin').waitFor();
    await notice.getByRole('link', { name: 'Contact the scheme office' }).click();
    await candidate.page.waitForURL('**/need-help');
    await candidate.context.close();

    // The audit view, reached from the account, shows who did it.
    await colleague.page.getByRole('link', { name: 'See what was done to this account' }).click();
    await colleague.page.waitForURL('**/admin-portal/audit-log?entityId=*');
    const row = colleague.page.getByRole('row').filter({ hasText: 'Account suspended' });
    await row.getByText(colleagueEmail).waitFor();
    // In words: the record by its name, a link to its page; the details labelled, no JSON.
    await row.getByRole('link', { name: 'Chan Tai Man' }).waitFor();
    await row.getByText('Reason: Reported by two companies; checking with the university.').waitFor();
    expect(await row.textContent()).not.toContain('{');
    const entries = await p.app.db.select().from(auditLog).where(eq(auditLog.entityId, candidateId));
    expect(entries.map((entry) => entry.action)).toContain('user.suspended');

    await admin.context.close();
    await colleague.context.close();
  });

  it('shows the team, the audit view and an account in Traditional Chinese at phone width and in Simplified Chinese', async () => {
    for (const [lang, width, headings, suspended] of [
      ['zh', 390, ['管理團隊', '審計記錄'], '帳戶已暫停'],
      ['cn', 1280, ['管理团队', '审计日志'], '账户已暂停'],
    ] as const) {
      const { page, context } = await signedInPage(p, adminEmail, { lang, width });
      await page.goto('/admin-portal/team');
      await page.getByRole('heading', { name: headings[0], level: 1 }).waitFor();
      await page.goto('/admin-portal/audit-log');
      await page.getByRole('heading', { name: headings[1], level: 1 }).waitFor();
      // The action by its name, as a cell or a card's "label: value" line (the filter's hidden
      // <option> of the same words aside).
      await page
        .locator('main')
        .getByText(new RegExp(`${suspended}$`))
        .and(page.locator(':not(option):not(select)'))
        .first()
        .waitFor();
      await page.goto(`/admin-portal/accounts/${candidateId}`);
      await page.getByRole('heading', { name: 'Chan Tai Man', level: 1 }).waitFor();
      // Nothing wider than the screen at phone width.
      if (width === 390) {
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      await context.close();
    }
  });
});
