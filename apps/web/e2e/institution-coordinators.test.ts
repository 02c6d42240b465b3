// Institutions confirming their own students (issue 28, docs/decisions/061) in the browser: the
// office invites The University of Hong Kong's coordinator from the team page; the coordinator sets
// a password from the emailed link, signs in with a code, downloads the list of their students,
// fills in five confirmations and one row in error, uploads it, reads the check row by row and
// applies it. The student then reads "Verified by The University of Hong Kong" and the office's
// queue no longer holds them. Then the pages in zh and cn at a phone's width. The harness runs axe
// on every page.
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles } from '../../api/src/db/schema.js';
import { createAdminAccount } from '../../api/src/modules/admin/create-admin.js';
import { choose, PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertCandidate, signedInPage, storeScan } from './test-data.js';

let p: Platform;
let adminEmail: string;
const students: { id: string; email: string; name: string }[] = [];
const coordinatorEmail = uniqueEmail('coordinator');

beforeAll(async () => {
  p = await startPlatform();
  adminEmail = uniqueEmail('office');
  await createAdminAccount(p.app.services, { email: adminEmail, password: PASSWORD });
  // Six HKU students, each with both scans: all six wait for the office's check.
  for (const name of ['Au Hiu Tung', 'Bo Ka Ming', 'Choi Wing Yan', 'Ding Siu Fai', 'Eu Mei Ling', 'Fok Chun Kit']) {
    const email = uniqueEmail(name.split(' ')[0]?.toLowerCase() ?? 'student');
    const id = await insertCandidate(p, email);
    const transcript = await storeScan(p, id, 'transcript');
    const studentId = await storeScan(p, id, 'student_id');
    await p.app.db
      .update(candidateProfiles)
      .set({ englishName: name, chineseName: null, transcriptMediaId: transcript, studentIdMediaId: studentId })
      .where(eq(candidateProfiles.userId, id));
    students.push({ id, email, name });
  }
});
afterAll(() => p.close());

async function codeFromEmail(address: string): Promise<string> {
  await expect.poll(async () => (await p.lastEmailTo(address))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  return /\b(\d{6})\b/.exec((await p.lastEmailTo(address))?.textBody ?? '')?.[1] ?? '';
}

/** A CSV cell as a spreadsheet writes it back. */
const cell = (value: string) => `"${value.replaceAll('"', '""')}"`;

describe('an institution confirms its own students', () => {
  it('from the office’s invitation to the file applied, the student verified and the queue shorter (en)', async () => {
    const office = await signedInPage(p, adminEmail, { lang: 'en' });
    // The office's queue holds the first student before.
    await office.page.goto(`/admin-portal/eligibility?keyword=${encodeURIComponent(students[0]?.email ?? '')}`);
    await office.page.getByRole('article', { name: students[0]?.name }).waitFor();

    await office.page.goto('/admin-portal/team');
    await office.page.getByRole('heading', { name: 'Institution coordinators' }).waitFor();
    await office.page.getByRole('textbox', { name: "Coordinator's email" }).fill(coordinatorEmail);
    await choose(office.page, 'Institution', 'The University of Hong Kong');
    await office.page.getByRole('button', { name: 'Invite the coordinator' }).click();
    await office.page.getByRole('cell', { name: coordinatorEmail }).first().waitFor();

    const invitation = await p.lastEmailTo(coordinatorEmail);
    const link = /(\/institution-invite\?token=[A-Za-z0-9_-]+)/.exec(invitation?.textBody ?? '')?.[1];
    expect(link).toBeTruthy();
    const coordinator = await p.newPage({ lang: 'en' });
    const page = coordinator.page;
    await page.goto(link ?? '');
    await page.getByRole('heading', { name: "Confirm your institution's students" }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.getByText('Your password is set. You can now sign in to the institution portal.').waitFor();
    await page.getByRole('link', { name: 'Go to the institution sign-in' }).click();
    await page.waitForURL('**/institution/sign-in');
    await page.locator('input[name="email"]').fill(coordinatorEmail);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromEmail(coordinatorEmail));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL('**/institution/students');

    await page.getByRole('heading', { name: 'Our students', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: '6 students' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the list (CSV)' }).click(),
    ]);
    const text = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split('\r\n');
    expect(header).toContain('Full-time student');
    expect(rows).toHaveLength(6);
    // Five students confirmed (the first two on every check), the sixth's row in error.
    const filled = [
      header,
      ...rows.map((row, i) => {
        const cells = row.split(',').slice(0, 8);
        const answers = i < 2 ? ['Yes', 'Yes', 'Yes', 'Yes'] : i < 5 ? ['Yes', '', 'Yes', ''] : ['Maybe', '', '', ''];
        return [...cells, ...answers.map(cell), cell(i === 0 ? 'Year 3, BBA' : '')].join(',');
      }),
    ].join('\r\n');

    await page.getByRole('button', { name: 'Upload a filled-in file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload confirmations' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(filled) });
    await dialog.getByText('5 to change, 0 unchanged, 1 refused.').waitFor();
    await dialog.getByText('The value of “Full-time student” is not Yes, No or empty.').waitFor();
    await dialog.getByRole('button', { name: 'Apply 5 changes' }).click();
    await page.getByText("5 students' confirmations saved").waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The first student: all confirmed, verified; the page says by whom.
    await page.getByRole('link', { name: students[0]?.name }).click();
    await page.getByRole('heading', { name: students[0]?.name, level: 1 }).waitFor();
    await page.getByText(`Last saved`).waitFor();
    expect(await page.getByRole('radio', { name: 'Yes' }).first().isChecked()).toBe(true);

    // The student reads who verified them.
    const student = await signedInPage(p, students[0]?.email ?? '', { lang: 'en' });
    await student.page.goto('/candidate/profile');
    await student.page.getByText(/Verified by The University of Hong Kong on/).waitFor();
    await student.context.close();

    // The office's queue no longer holds them; the third student's card says what HKU confirmed.
    await office.page.goto(`/admin-portal/eligibility?keyword=${encodeURIComponent(students[0]?.email ?? '')}`);
    await office.page.getByText('No candidate here.').waitFor();
    await office.page.goto(`/admin-portal/eligibility?keyword=${encodeURIComponent(students[2]?.email ?? '')}`);
    const card = office.page.getByRole('article', { name: students[2]?.name });
    await card
      .getByText(
        new RegExp(`Confirmed by The University of Hong Kong \\(${coordinatorEmail.replaceAll('.', '\\.')}\\)`),
      )
      .waitFor();
    await office.context.close();
    await coordinator.context.close();
  });

  for (const [lang, heading, confirmTitle] of [
    ['zh', '本校學生', '貴校確認的資料'],
    ['cn', '本校学生', '贵校确认的信息'],
  ] as const) {
    it(`shows the coordinator's pages in ${lang} at a phone's width`, async () => {
      const { page, context } = await signedInPage(p, coordinatorEmail, { lang, width: 390, height: 844 });
      await page.goto('/institution/students');
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page
        .getByRole('listitem')
        .filter({ hasText: students[1]?.name ?? '' })
        .waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await page.goto(`/institution/students/${students[1]?.id}`);
      await page.getByRole('heading', { name: confirmTitle }).waitFor();
      await page.goto('/institution/figures');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto('/institution/settings');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await context.close();
    });
  }
});
