// Issue 14, the scheme office's whole journey in one browser test, through the UI as users would:
// an admin invites a colleague (the link from the invitation email), who sets a password and signs
// in with the emailed code; in Traditional Chinese at desktop width the colleague opens a
// candidate's transcript and verifies their eligibility, edits a company's profile, creates a job
// for it and closes another of its jobs with a reason. The company reads its three notifications in
// English, the applicant of the closed job reads theirs in Simplified Chinese, and the audit view,
// filtered by the colleague's email, shows each act. Then the portal pages used, in en and cn at
// 390 px. The harness runs axe on every page.
import { readFileSync } from 'node:fs';
import { Stage } from '@fis/shared/application-stages';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidateProfiles, companies, jobs, users } from '../../api/src/db/schema.js';
import { createAdminAccount } from '../../api/src/modules/admin/create-admin.js';
import { choose, PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertCandidate, insertCompany, signedInPage, storeScan, visibleJob } from './test-data.js';

const CANDIDATE_NAME = 'Chan Tai Man (陳大文)';
const COMPANY_NAME = 'Harbour Pay Limited';
const TO_CLOSE = 'Treasury Operations Intern';
const CREATED = 'Scheme Placement Intern';
const SLOGAN = 'Payments for every corner shop';
const CREATE_REASON = 'Posted for the company at its request';
const CLOSE_REASON = 'The role was filled through the scheme’s own placement';

let p: Platform;
const adminEmail = uniqueEmail('office');
const colleagueEmail = uniqueEmail('colleague');
const companyEmail = uniqueEmail('hr');
const applicantEmail = uniqueEmail('applicant');
let companyId = '';
let applicantId = '';
let createdJobId = '';

/** How far the page is wider than the window (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

async function codeFromEmail(address: string): Promise<string> {
  await expect.poll(async () => (await p.lastEmailTo(address))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  return /\b(\d{6})\b/.exec((await p.lastEmailTo(address))?.textBody ?? '')?.[1] ?? '';
}

beforeAll(async () => {
  p = await startPlatform();
  await createAdminAccount(p.app.services, { email: adminEmail, password: PASSWORD });
  // A company with a saved profile and two open jobs; a candidate with both scans uploaded,
  // waiting for the eligibility check, who applied to the job the colleague will close.
  companyId = await insertCompany(p, {
    companyName: COMPANY_NAME,
    nameEn: COMPANY_NAME,
    industry: 'DIGITAL_PAYMENTS',
    location: 'HongKong',
    phonePrefix: '+852',
    phoneNumber: '21234567',
    description: 'Card acquiring for small merchants in Hong Kong.',
  });
  const [company] = await p.app.db
    .select({ userId: companies.userId })
    .from(companies)
    .where(eq(companies.id, companyId));
  await p.app.db
    .update(users)
    .set({ email: companyEmail })
    .where(eq(users.id, company?.userId ?? ''));
  const [toClose] = await p.app.db
    .insert(jobs)
    .values([
      visibleJob(companyId, { positionName: TO_CLOSE }),
      visibleJob(companyId, { positionName: 'Risk Analytics Intern' }),
    ])
    .returning({ id: jobs.id });
  applicantId = await insertCandidate(p, applicantEmail);
  await p.app.db
    .update(candidateProfiles)
    .set({
      transcriptMediaId: await storeScan(p, applicantId, 'transcript'),
      studentIdMediaId: await storeScan(p, applicantId, 'student_id'),
    })
    .where(eq(candidateProfiles.userId, applicantId));
  const now = new Date();
  await p.app.db.insert(applications).values({
    jobId: toClose?.id ?? '',
    companyId,
    candidateId: applicantId,
    stage: Stage.NEW,
    appliedAt: now,
    stageChangedAt: now,
    createdAt: now,
  });
});
afterAll(() => p?.close());

describe("the scheme office's journey", () => {
  it('a colleague joins, checks a candidate, acts for a company; everyone is told; the audit view shows it', async () => {
    // The admin invites a colleague from the team page.
    const admin = await signedInPage(p, adminEmail, { lang: 'zh' });
    await admin.page.goto('/admin-portal/dashboard');
    await admin.page.getByRole('navigation').getByRole('link', { name: '管理團隊' }).click();
    await admin.page.getByRole('heading', { name: '管理團隊', level: 1 }).waitFor();
    await admin.page.getByRole('textbox', { name: '同事的電郵' }).fill(colleagueEmail);
    await admin.page.getByRole('button', { name: '寄出邀請' }).click();
    await admin.page.getByText('已寄出邀請。').waitFor();
    await admin.context.close();

    // The colleague follows the emailed link, sets a password and signs in with the emailed code.
    await expect.poll(async () => (await p.lastEmailTo(colleagueEmail))?.textBody ?? '').toMatch(/admin-invite/);
    const link = /(\/admin-invite\?token=[A-Za-z0-9_-]+)/.exec((await p.lastEmailTo(colleagueEmail))?.textBody ?? '');
    expect(link?.[1]).toBeTruthy();
    const { page, context } = await p.newPage({ lang: 'zh' });
    await page.goto(link?.[1] ?? '');
    await page.getByRole('heading', { name: '加入管理團隊' }).waitFor();
    await page.getByLabel('密碼', { exact: true }).fill(PASSWORD);
    await page.getByLabel('確認密碼').fill(PASSWORD);
    await page.getByRole('button', { name: '設定我的密碼' }).click();
    await page.getByRole('link', { name: '前往管理員登入' }).click();
    await page.waitForURL('**/admin-portal/sign-in');
    await page.locator('input[name="email"]').fill(colleagueEmail);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('button', { name: '繼續' }).click();
    await page.getByRole('textbox', { name: '驗證碼' }).fill(await codeFromEmail(colleagueEmail));
    await page.getByRole('button', { name: '驗證並登入' }).click();
    await page.waitForURL('**/admin-portal/dashboard');

    // The eligibility check: the scans drawn in the page, each rule ticked, then the verification.
    await page.getByRole('navigation').getByRole('link', { name: '資格核實' }).click();
    await page.getByRole('heading', { name: '資格核實', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: CANDIDATE_NAME });
    await card.getByRole('link', { name: `審核掃描檔（${CANDIDATE_NAME}）` }).click();
    await page.getByRole('heading', { name: `審核 ${CANDIDATE_NAME} 的資格`, level: 1 }).waitFor();
    await page.getByRole('img', { name: '第 1 頁，共 1 頁，成績單' }).waitFor();
    const rules = page.getByRole('group', { name: '已按掃描檔核對的規則' }).getByRole('checkbox');
    for (const rule of await rules.all()) await rule.check();
    await page.getByRole('button', { name: `核實 ${CANDIDATE_NAME} 的資格` }).click();
    await page
      .getByRole('dialog', { name: `核實 ${CANDIDATE_NAME} 的資格？` })
      .getByRole('button', { name: '核實', exact: true })
      .click();
    await page.getByText('求職者的資格已核實，並已以電郵通知對方').waitFor();

    // The company's profile, reached from its page in the portal.
    await page.goto(`/admin-portal/companies/${companyId}`);
    await page.getByRole('heading', { name: new RegExp(COMPANY_NAME), level: 1 }).waitFor();
    await page.getByRole('link', { name: '公司簡介' }).click();
    await page.getByRole('button', { name: '編輯簡介' }).click();
    await page.getByRole('textbox', { name: '標語' }).fill(SLOGAN);
    await page.getByRole('button', { name: '儲存', exact: true }).click();
    await page.getByText(SLOGAN).first().waitFor();
    await page.getByRole('button', { name: '編輯簡介' }).waitFor();

    // A job created for the company with its own form, confirmed with a reason.
    await page.goto(`/admin-portal/companies/${companyId}`);
    await page.getByRole('link', { name: '建立職位' }).click();
    await page.getByRole('heading', { name: '為公司建立職位', level: 1 }).waitFor();
    await page.locator('input[name="positionName"]').fill(CREATED);
    await choose(page, '職能', '科技');
    await choose(page, '工作模式', '混合模式');
    await choose(page, '地點', '香港');
    await choose(page, '城市', '香港');
    await choose(page, '合約類型', '兼職');
    await page.locator('input[name="expiresOn"]').fill(hongKongDate(new Date(Date.now() + 60 * 86_400_000)));
    await page.locator('textarea[name="description"]').fill('Work with the payments team for the summer.');
    await page.locator('textarea[name="requirements"]').fill('Year 2 or above.');
    await page.getByRole('button', { name: '建立職位' }).click();
    const creating = page.getByRole('dialog', { name: '為這間公司建立此職位？' });
    await creating.getByRole('textbox', { name: '原因' }).fill(CREATE_REASON);
    await creating.getByRole('button', { name: '建立職位' }).click();
    await page.waitForURL(`**/admin-portal/companies/${companyId}`);
    await page.getByRole('group', { name: `${CREATED} 的操作` }).waitFor();

    // Another of its jobs closed with a reason.
    await page
      .getByRole('group', { name: `${TO_CLOSE} 的操作` })
      .getByRole('button', { name: '關閉' })
      .click();
    const closing = page.getByRole('dialog', { name: `關閉「${TO_CLOSE}」？` });
    await closing.getByRole('textbox', { name: '原因' }).fill(CLOSE_REASON);
    await closing.getByRole('button', { name: '關閉職位' }).click();
    await page.getByText('職位已關閉。').waitFor();

    // The company reads its three notifications, in English.
    const company = await signedInPage(p, companyEmail, { lang: 'en' });
    await company.page.goto('/company/dashboard');
    await company.page.getByRole('button', { name: /^Notifications, 3 unread$/ }).click();
    await company.page.getByText(`The scheme administrator updated the profile of ${COMPANY_NAME}`).waitFor();
    await company.page.getByText(`The scheme administrator created the job ${CREATED}`).waitFor();
    await company.page.getByText(`Reason: “${CREATE_REASON}”`).waitFor();
    await company.page
      .getByText(`The scheme administrator closed your job ${TO_CLOSE}. Reason: “${CLOSE_REASON}”`)
      .waitFor();
    await company.context.close();

    // The applicant of the closed job reads theirs, in Simplified Chinese.
    const applicant = await signedInPage(p, applicantEmail, { lang: 'cn' });
    await applicant.page.goto('/candidate/dashboard');
    await applicant.page.getByRole('button', { name: /^通知，\d+ 条未读$/ }).click();
    await applicant.page.getByText(`职位“${TO_CLOSE}”已被计划管理员关闭`).waitFor();
    await applicant.context.close();

    // The audit view, filtered by the colleague's email, shows each act.
    await page.getByRole('navigation').getByRole('link', { name: '審計記錄' }).click();
    await page.getByRole('heading', { name: '審計記錄', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: '操作者電郵' }).fill(colleagueEmail);
    await page.getByRole('button', { name: '套用篩選' }).click();
    await page.waitForURL('**/admin-portal/audit-log?*actor=*');
    // Each action by its name in the page's language, as the catalog words it (docs/decisions/035);
    // a catalog key holds no dots of its own: media.viewed is media_viewed.
    const actionNames: Record<string, string> = JSON.parse(
      readFileSync(new URL('../../../packages/shared/locales/zh/adminAccounts.json', import.meta.url), 'utf8'),
    ).audit.actions;
    for (const action of [
      'media.viewed',
      'candidate.eligibility-decided',
      'company.profile_updated_by_admin',
      'job.created_by_admin',
      'job.status_changed_by_admin',
    ]) {
      const name = actionNames[action.replace(/\./g, '_')];
      expect(name, action).toBeTruthy();
      await page
        .getByRole('row')
        .filter({ has: page.getByText(name ?? action, { exact: true }) })
        .filter({ hasText: colleagueEmail })
        .first()
        .waitFor();
    }
    const [created] = await p.app.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.positionName, CREATED));
    createdJobId = created?.id ?? '';
    await context.close();
  });

  it('shows the pages used in English and Simplified Chinese at 390 px', async () => {
    for (const lang of ['en', 'cn'] as const) {
      const { page, context } = await signedInPage(p, colleagueEmail, { lang, width: 390, height: 844 });
      for (const path of [
        '/admin-portal/team',
        `/admin-portal/candidates/${applicantId}`,
        '/admin-portal/eligibility?queue=verified',
        `/admin-portal/companies/${companyId}`,
        `/admin-portal/companies/${companyId}/profile`,
        `/admin-portal/companies/${companyId}/jobs/new`,
        `/admin-portal/jobs/${createdJobId}/edit`,
        `/admin-portal/audit-log?actor=${encodeURIComponent(colleagueEmail)}`,
      ]) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Measured once the data is in.
        await expect
          .poll(() => page.locator('[data-skeleton], [aria-busy="true"], .mantine-Loader-root').count())
          .toBe(0);
        expect(await overflow(page), `${lang} ${path}`).toBe(0);
      }
      await context.close();
    }
  });
});
