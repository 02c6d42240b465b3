// Eligibility verification (issue 14; docs/decisions/025-eligibility.md), lean: the admin's
// dashboard shows one eligibility check waiting; a colleague's tab opens the candidate's
// transcript in the page's viewer (the view is audited), is refused a rejection without a reason beside the field, and
// verifies them; the first dashboard's count drops to 0 with
// no reload (the 'admin:waiting' push). A rejected candidate's profile, the reason on it, fits 390 px
// (cn); the queue in zh at 390 px. Every page passes axe (the harness). (The verified badge on the
// company's applicant and the words of the rejection on the candidate's profile are in the page the
// server writes: the page tier's, ../pages/verified-and-recommended.test.ts.)
import { EligibilityStatus, Role } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles, users } from '../../api/src/db/schema.js';
import { hashPassword } from '../../api/src/lib/passwords.js';
import { PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertCandidate, sessionOf, signedInPage, storeScan } from './test-data.js';

const REASON = 'The student ID scan is cut off: please upload both sides.';

let p: Platform;
let transcriptId = '';
let readyId = '';
const admin = uniqueEmail('admin');
const ready = uniqueEmail('ready');
const rejected = uniqueEmail('rejected');

beforeAll(async () => {
  p = await startPlatform();
  await p.app.db.insert(users).values({
    email: admin,
    role: Role.ADMIN,
    passwordHash: await hashPassword(PASSWORD),
    emailVerifiedAt: new Date(),
    emailLanguage: 'en',
    isFirstLogin: false,
  });
  // The candidate waiting for the check: both scans.
  readyId = await insertCandidate(p, ready);
  // Uploaded eight days ago: past the three working days the office allows.
  const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
  transcriptId = await storeScan(p, readyId, 'transcript', undefined, eightDaysAgo);
  await p.app.db
    .update(candidateProfiles)
    .set({
      transcriptMediaId: transcriptId,
      studentIdMediaId: await storeScan(p, readyId, 'student_id', undefined, eightDaysAgo),
    })
    .where(eq(candidateProfiles.userId, readyId));
  // A candidate the office rejected, through the API as the queue's form sends it.
  const rejectedId = await insertCandidate(p, rejected);
  await p.app.db
    .update(candidateProfiles)
    .set({ englishName: 'Lee Siu Ming', chineseName: '李小明' })
    .where(eq(candidateProfiles.userId, rejectedId));
  const res = await fetch(`${p.url}/api/v1/admin/candidates/${rejectedId}/eligibility`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${(await sessionOf(p, admin)).token}` },
    body: JSON.stringify({ status: EligibilityStatus.REJECTED, reason: REASON }),
  });
  if (res.status !== 200) throw new Error(await res.text());
});
afterAll(() => p?.close());

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

describe('eligibility verification', () => {
  it('a colleague opens the transcript and verifies; the dashboard’s waiting count drops live', async () => {
    const dashboard = await signedInPage(p, admin, { lang: 'en' });
    await dashboard.page.goto('/admin-portal/dashboard');
    const waiting = dashboard.page.getByTestId('waiting-eligibility');
    await expect.poll(() => waiting.textContent()).toBe('1');

    const { page, context } = await signedInPage(p, admin, { lang: 'en' });
    await page.goto('/admin-portal/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Eligibility checks' }).click();
    await page.getByRole('heading', { name: 'Eligibility checks', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: 'Chan Tai Man (陳大文)' });
    await card.getByText('Eligibility not verified').waitFor();
    // Waiting since the later scan, past due; the name leads to the candidate's record.
    await card.getByText('Ready for checking:').waitFor();
    await card.getByText('8 days ago').waitFor();
    await card.getByText('Past due').waitFor();
    expect(await card.getByRole('link', { name: 'Chan Tai Man (陳大文)', exact: true }).getAttribute('href')).toBe(
      `/admin-portal/candidates/${readyId}`,
    );
    // The scans open in the page's viewer, from where the queue is one link away.
    await card.getByRole('link', { name: 'Check the scans of Chan Tai Man (陳大文)' }).click();
    await page.getByRole('heading', { name: 'Check the eligibility of Chan Tai Man (陳大文)', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'Page 1 of 1, Transcript' }).waitFor();
    await page.getByRole('link', { name: 'Back to the eligibility checks' }).click();
    await page.getByRole('heading', { name: 'Eligibility checks', level: 1 }).waitFor();
    const views = await p.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'media.viewed'), eq(auditLog.entityId, transcriptId)));
    expect(views).toHaveLength(1);

    // A rejection without a reason is refused beside the field; cancelled, nothing changes.
    await card.getByRole('button', { name: 'Reject the eligibility of Chan Tai Man (陳大文)' }).click();
    const rejecting = page.getByRole('dialog', { name: 'Reject the eligibility of Chan Tai Man (陳大文)?' });
    await rejecting.getByRole('button', { name: 'Reject' }).click();
    await rejecting.getByText('This field is required').waitFor();
    await rejecting.getByRole('button', { name: 'Cancel' }).click();
    await rejecting.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Verify the eligibility of Chan Tai Man (陳大文)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Verify the eligibility of Chan Tai Man (陳大文)?' });
    await confirm.getByRole('button', { name: 'Verify' }).click();
    await page.getByText("The candidate's eligibility is verified and they have been told by email").waitFor();
    // Gone from the waiting tab; on the dashboard open in the other tab, without a reload.
    await page.getByText('No candidate here.').waitFor();
    // Keyboard focus stays in the page: on its heading, the list being empty, not on <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expect.poll(() => waiting.textContent()).toBe('0');
    await context.close();
    await dashboard.context.close();
  });

  it('a rejected candidate’s profile, the reason on it, fits 390 px (cn)', async () => {
    const { page, context } = await signedInPage(p, rejected, { lang: 'cn', width: 390, height: 844 });
    await page.goto('/candidate/profile');
    // Measured with the reason on screen: written by the office, of any length, it could push the page wider.
    await page.getByRole('region', { name: '您的计划资格' }).getByText(REASON).waitFor();
    expect(await overflow(page)).toBe(0);
    await context.close();
  });

  it('the queue reads in zh at 390 px, the rejected tab with its reason', async () => {
    const { page, context } = await signedInPage(p, admin, { lang: 'zh', width: 390, height: 844 });
    await page.goto('/admin-portal/eligibility?queue=rejected');
    await page.getByRole('heading', { name: '資格核實', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: 'Lee Siu Ming (李小明)' });
    await card.getByText(REASON).waitFor();
    await card.getByRole('button', { name: '將 Lee Siu Ming (李小明) 的資格改回未核實' }).waitFor();
    expect(await overflow(page)).toBe(0);
    await context.close();
  });
});
