// The candidate's first sign-in and profile, in a real browser against the real platform:
// create-profile skipped with the congratulation dialog, and walked to the end with a photo and a
// resume; then education, experience and a resume on the profile page, still there after a
// reload; a refused file and a phone screen; the list of companies that can open the candidate's
// files, in three languages.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidateProfiles, jobs, users } from '../../api/src/db/schema.js';
import {
  choose,
  holdRequests,
  PASSWORD,
  type Platform,
  signInWithPassword,
  startPlatform,
  uniqueEmail,
} from './harness.js';
import { addSessionCookies, insertCompany, registerCandidate, visibleJob } from './test-data.js';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

/** A minimal one-page PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** A registered candidate whose email is verified, as after following the link. */
async function verifiedCandidate(): Promise<string> {
  const email = uniqueEmail('profile');
  const res = await registerCandidate(p, {
    email,
    englishName: 'Lee Ka Yan',
    chineseName: undefined,
    institution: 'POLYU',
    faculty: 'Faculty of Business',
    programme: 'BBA in Financial Technology',
    phoneNumber: '61234567',
  });
  expect(res.status).toBe(201);
  const mail = await p.lastEmailTo(email);
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.textBody ?? '')?.[1];
  const verified = await fetch(`${p.url}/api/v1/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(verified.status).toBe(200);
  return email;
}

describe('candidate profile', () => {
  it('first sign-in: create-profile, skip, congratulations, then education, experience and a resume that stay; entries edited and deleted', async () => {
    const email = await verifiedCandidate();
    const { page, context } = await p.newPage({ lang: 'en' });
    await signInWithPassword(page, email);

    // The first sign-in leads to the guided step, which can be skipped.
    await page.waitForURL('**/create-profile');
    await page.getByRole('heading', { name: 'Create your profile' }).waitFor();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
    await dialog.getByText(/Apply to at least 5 participating companies/).waitFor();
    await dialog.getByRole('button', { name: 'Go to dashboard' }).click();
    await page.waitForURL('**/candidate/dashboard');

    // The sidebar leads to the candidate's own profile.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\/candidate\/profile\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Lee Ka Yan' }).waitFor();
    // The header and the Education section agree: the studies given at registration are the
    // first education entry, the current studies (issue 10), which cannot be deleted alone.
    await page.getByText('BBA in Financial Technology, The Hong Kong Polytechnic University').waitFor();
    const educationSection = page.getByRole('region', { name: 'Education' });
    const registered = educationSection.getByRole('listitem').filter({ hasText: 'BBA in Financial Technology' });
    await registered.getByText('Current studies', { exact: true }).waitFor();
    expect(await educationSection.getByText('No education entries yet.').count()).toBe(0);
    expect(await registered.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    // Education: the dialog starts from the registration details.
    await page.getByRole('button', { name: 'Add education' }).click();
    const education = page.getByRole('dialog', { name: 'Add education' });
    expect(await education.getByLabel('Programme').inputValue()).toBe('BBA in Financial Technology');
    await education.getByLabel('Programme').fill('BSc in Fintech and Data');
    await choose(education, 'Year of study', 'Year 3');
    await education.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created successfully').first().waitFor();
    await page.getByText('BSc in Fintech and Data').waitFor();

    // Experience: a date in the future is refused beside its field, then corrected.
    await page.getByRole('button', { name: 'Add experience' }).click();
    const experience = page.getByRole('dialog', { name: 'Add experience' });
    await experience.getByLabel('Company').fill('Harbour Pay');
    await experience.getByLabel('Job title').fill('Summer analyst');
    await experience.getByLabel('Location').fill('Hong Kong');
    await experience.getByLabel('Start date').fill('2025-06-01');
    await experience.getByLabel('End date').fill('2099-08-31');
    await experience.getByRole('button', { name: 'Save' }).click();
    await experience.getByText('The date cannot be in the future').waitFor();
    expect(await experience.getByLabel('Company').inputValue()).toBe('Harbour Pay');
    await experience.getByLabel('End date').fill('2025-08-31');
    await experience.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => experience.count()).toBe(0);
    await page.getByText('Summer analyst').waitFor();

    // A renamed HTML file is refused by the server, beside the field.
    await page.getByLabel('Transcript', { exact: true }).setInputFiles({
      name: 'transcript.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await page
      .getByText('The scan must be a picture (.png, .jpg, .jpeg, .webp) or a document (.pdf, .doc, .docx)')
      .waitFor();

    // Students photograph their cards: a JPEG student ID is taken and saved to the profile (decision 005).
    const cardPhoto = await sharp({ create: { width: 1200, height: 760, channels: 3, background: '#1c7ed6' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Student ID card', { exact: true }).setInputFiles({
      name: 'student card.jpg',
      mimeType: 'image/jpeg',
      buffer: cardPhoto,
    });
    await page.getByText('student card.jpg').waitFor();

    // The resume is uploaded (with progress) and saved to the profile.
    await page.getByLabel('Resume', { exact: true }).setInputFiles({
      name: 'Lee Ka Yan CV.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByText('Uploaded successfully').first().waitFor();
    await page.getByText('Lee Ka Yan CV.pdf').waitFor();

    await page.reload();
    await page.getByText('BSc in Fintech and Data').waitFor();
    await page.getByText('Summer analyst').waitFor();
    await page.getByText('Jun 2025 – Aug 2025').waitFor();
    await page.getByText('Lee Ka Yan CV.pdf').waitFor();

    // An entry is edited in its dialog, filled with the entry; another is deleted after a confirmation.
    await page.getByRole('button', { name: 'Edit: BSc in Fintech and Data' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit education' });
    expect(await editing.getByLabel('Programme').inputValue()).toBe('BSc in Fintech and Data');
    await editing.getByLabel('Programme').fill('BSc in Fintech and Analytics');
    await editing.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated successfully').first().waitFor();
    await page.getByText('BSc in Fintech and Analytics').waitFor();
    await page.getByRole('button', { name: 'Delete: Summer analyst' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await confirm.getByText('“Summer analyst, Harbour Pay” will be deleted. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Deleted successfully').first().waitFor();
    await page.reload();
    await page.getByText('BSc in Fintech and Analytics').waitFor();
    expect(await page.getByText('Summer analyst').count()).toBe(0);

    // The step is over: signing in again leads to the dashboard.
    await page.goto('/create-profile');
    await page.waitForURL(/\/candidate\/profile\//);
    await context.close();
  });

  it('create-profile to the end: Next and Finish wait for the photo and the resume to upload, and all of it is saved', async () => {
    const email = await verifiedCandidate();
    const { page, context } = await p.newPage({ lang: 'en' });
    await signInWithPassword(page, email);
    await page.waitForURL('**/create-profile');

    // The photo is still sending: the step cannot be left for the next one until it has arrived.
    const photo = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0b5cad' } })
      .png()
      .toBuffer();
    let upload = await holdRequests(page, '**/api/v1/media/upload');
    await page.getByLabel('Profile photo', { exact: true }).setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: photo,
    });
    await page.getByText(/^Uploading… \d+%$/).waitFor();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    expect(await next.isDisabled()).toBe(true);
    upload.open();
    await page.getByText('me.png').waitFor();
    await page.getByLabel('Self introduction').fill('Second-year student who likes payments.');
    await next.click();
    await page.getByLabel('Programme').first().waitFor();
    await next.click();

    // Likewise the resume and Finish: pressed while it sends, the profile would be saved without it.
    await page.unrouteAll();
    upload = await holdRequests(page, '**/api/v1/media/upload');
    await page
      .getByLabel('Resume', { exact: true })
      .setInputFiles({ name: 'Lee CV.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText(/^Uploading… \d+%$/).waitFor();
    const finish = page.getByRole('button', { name: 'Finish' });
    expect(await finish.isDisabled()).toBe(true);
    upload.open();
    await page.getByText('Lee CV.pdf').waitFor();
    await finish.click();
    await page.getByRole('dialog', { name: 'Congratulations!' }).waitFor();

    const [user] = await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const [saved] = await p.app.db
      .select()
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, user?.id ?? ''));
    expect(saved?.selfIntroduction).toBe('Second-year student who likes payments.');
    expect(saved?.avatarMediaId).toBeTruthy();
    expect(saved?.resumeMediaId).toBeTruthy();
    await context.close();
  });

  it('fits a 375 px phone: no sideways scrolling, the entry dialog fills the screen', async () => {
    const email = await verifiedCandidate();
    const { page, context } = await p.newPage({ lang: 'zh', width: 375 });
    await signInWithPassword(page, email);
    await page.waitForURL('**/create-profile');
    await page.getByRole('heading', { name: '建立您的個人檔案' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: '暫時略過' }).click();
    await page.getByRole('dialog', { name: '恭喜您！' }).getByRole('button', { name: '前往主頁' }).click();
    await page.waitForURL('**/candidate/dashboard');
    await page.goto('/candidate/profile');
    await page.waitForURL(/\/candidate\/profile\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: '工作經驗' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: '新增工作經驗' }).click();
    const dialog = page.getByRole('dialog', { name: '新增工作經驗' });
    await dialog.getByLabel('開始日期').waitFor();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    await context.close();
  });
});

/** An approved company with one open job, written straight into the database. */
async function companyWithJob(name: string, positionName: string) {
  const companyId = await insertCompany(p, { companyName: name });
  const [job] = await p.app.db.insert(jobs).values(visibleJob(companyId, { positionName })).returning();
  if (!job) throw new Error('job insert failed');
  return job;
}

/** One call to the API as the candidate. */
async function asCandidate(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${p.url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

async function uploadPdf(token: string, purpose: string, name: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
  const res = await fetch(`${p.url}/api/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()).id;
}

describe('who can see the candidate’s files', () => {
  it('lists each company, its job, the files it can open and why, until when; in three languages; gone after withdrawing', async () => {
    const email = await verifiedCandidate();
    await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, email));
    const login = await fetch(`${p.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const token = (await login.json()).token as string;
    const resume = await uploadPdf(token, 'resume', 'Lee CV for Harbour Pay.pdf');
    const transcript = await uploadPdf(token, 'transcript', 'Lee transcript.pdf');
    await uploadPdf(token, 'student_id', 'Lee student card.pdf').then((studentIdMediaId) =>
      asCandidate(token, 'POST', '/user/update-profile', { transcriptMediaId: transcript, studentIdMediaId }),
    );
    const offering = await companyWithJob('Harbour Pay Ltd', 'Payments Data Intern');
    const screening = await companyWithJob('Lion Rock Bank', 'Risk Analytics Intern');
    const apply = (jobId: string) =>
      asCandidate(token, 'POST', '/applications', {
        jobId,
        contactEmail: email,
        phonePrefix: '+852',
        phoneNumber: '61234567',
        resumeMediaId: resume,
      });
    const offered = await apply(offering.id);
    const open = await apply(screening.id);
    expect([offered.status, open.status]).toEqual([201, 201]);
    // The first company has offered: its eligibility check reads the scans too.
    await p.app.db
      .update(applications)
      .set({ stage: 5, previousStage: 1 })
      .where(eq(applications.id, offered.body.application.id));

    const { page, context } = await p.newPage({ lang: 'en' });
    await signInWithPassword(page, email);
    await page.waitForURL('**/candidate/dashboard');
    await page.goto('/candidate/profile');
    const section = page.getByRole('region', { name: 'Who can see your files' });
    await section.getByText('Harbour Pay Ltd').waitFor();
    const harbour = section.getByRole('list', { name: 'Files Harbour Pay Ltd can open' });
    expect(await harbour.getByRole('listitem').allTextContents()).toEqual([
      'Lee CV for Harbour Pay.pdf (sent with the application)',
      'Lee transcript.pdf (for the eligibility check)',
      'Lee student card.pdf (for the eligibility check)',
    ]);
    const lionRock = section.getByRole('list', { name: 'Files Lion Rock Bank can open' });
    expect(await lionRock.getByRole('listitem').allTextContents()).toEqual([
      'Lee CV for Harbour Pay.pdf (sent with the application)',
    ]);
    await section.getByText('Payments Data Intern').waitFor();
    expect(await section.getByText('Until the application ends').count()).toBe(2);

    // Withdrawing ends that company's access, and the list says so.
    const withdrawn = await asCandidate(token, 'PUT', `/applications/${open.body.application.id}`, { stage: 7 });
    expect(withdrawn.status).toBe(200);
    await page.reload();
    await section.getByText('Harbour Pay Ltd').waitFor();
    expect(await section.getByText('Lion Rock Bank').count()).toBe(0);
    await context.close();

    for (const [lang, title, reason] of [
      ['zh', '誰可以查看您的文件', 'Lee transcript.pdf（用於資格審核）'],
      ['cn', '谁可以查看您的文件', 'Lee transcript.pdf（用于资格审核）'],
    ] as const) {
      const other = await p.newPage({ lang });
      await addSessionCookies(other.context, p.url, token);
      await other.page.goto('/candidate/profile');
      const localized = other.page.getByRole('region', { name: title });
      await localized.getByText(reason).waitFor();
      await other.context.close();
    }
  });
});
