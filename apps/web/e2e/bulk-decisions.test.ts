// Decisions on many jobs and reviews at once (issue 27, section 2; decision 058) in the browser: the
// officer ticks every waiting job on the page and approves them in one act, reading the report; a
// job a colleague rejected meanwhile is named in it with the reason. Reviews ticked are published
// in one act, and rejected in one act with one reason, in zh at phone width. Every page passes axe.
import { ApprovalStatus, ReviewStatus, Role } from '@fis/shared/enums';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyReviews, jobs, users } from '../../api/src/db/schema.js';
import { insertWaitingReviews } from '../../api/test/review-factories.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import { apiAs, insertAdmin, insertCompany, signedInPage, visibleJob } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
const colleague = uniqueEmail('colleague');
let jobIds: string[] = [];
let reviewIds: string[] = [];

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  await insertAdmin(p, colleague);
  const companyId = await insertCompany(p, {
    companyName: 'Sai Kung Payments Limited',
    nameEn: 'Sai Kung Payments Limited',
  });
  const rows = await p.app.db
    .insert(jobs)
    .values(
      ['Payments Intern', 'Risk Intern', 'Data Intern'].map((positionName) =>
        visibleJob(companyId, { positionName, approvalStatus: ApprovalStatus.PENDING }),
      ),
    )
    .returning({ id: jobs.id });
  jobIds = rows.map((row) => row.id);
  const authors = await p.app.db
    .insert(users)
    .values(
      [1, 2, 3].map((n) => ({
        email: uniqueEmail(`author${n}`),
        role: Role.CANDIDATE,
        passwordHash: 'x',
        emailVerifiedAt: new Date(),
        emailLanguage: 'zh',
      })),
    )
    .returning({ id: users.id });
  reviewIds = await insertWaitingReviews(
    p.app.db,
    companyId,
    authors.map(({ id }) => id),
    new Date(),
    (n) => `Review number ${n + 1}`,
  );
});
afterAll(() => p?.close());

describe('decisions on many', () => {
  it('approves every waiting job ticked, and names the one a colleague rejected meanwhile', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto('/admin-portal/job-approvals');
    await page.getByRole('article', { name: 'Data Intern (Sai Kung Payments Limited)' }).waitFor();
    await page.getByRole('checkbox', { name: 'Select all jobs on this page' }).check();
    await page.getByText('3 selected').waitFor();
    // Meanwhile a colleague rejects one of them.
    const [first] = jobIds;
    expect((await apiAs(p, colleague, 'POST', `/v1/admin/jobs/${first}/reject`, {})).status).toBe(200);
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve 3 selected jobs?' });
    await dialog.getByText("Candidates can find the job, and each job's company is told by email.").waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const report = page.getByRole('status').filter({ hasText: '2 jobs approved' });
    await report.waitFor();
    await report.getByText('1 job was left as it was:').waitFor();
    await report.getByText(/^Payments Intern \(Sai Kung Payments Limited\): /).waitFor();
    const states = await p.app.db
      .select({ id: jobs.id, approval: jobs.approvalStatus })
      .from(jobs)
      .where(inArray(jobs.id, jobIds));
    expect(states.filter((row) => row.approval === ApprovalStatus.APPROVED)).toHaveLength(2);
    await context.close();
  });

  it('publishes reviews ticked, then rejects the rest with one reason, in zh at phone width', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'zh', width: 390, height: 844 });
    await page.goto('/admin-portal/reviews');
    await page.getByRole('checkbox', { name: '選取評價「Review number 1」' }).check();
    await page.getByRole('checkbox', { name: '選取評價「Review number 2」' }).check();
    await page.getByText('已選取 2 則').waitFor();
    await page.getByRole('button', { name: '發佈所選' }).click();
    await page
      .getByRole('dialog', { name: '發佈已選取的 2 則評價？' })
      .getByRole('button', { name: '發佈所選' })
      .click();
    await page.getByRole('status').filter({ hasText: '已發佈 2 則評價' }).waitFor();
    await page.getByRole('checkbox', { name: '選取本頁所有評價' }).check();
    await page.getByText('已選取 1 則').waitFor();
    await page.getByRole('button', { name: '拒絕所選' }).click();
    const dialog = page.getByRole('dialog', { name: '拒絕已選取的 1 則評價？' });
    await dialog.getByRole('textbox', { name: '給撰寫者的原因' }).fill('請刪去員工的姓名。');
    await dialog.getByRole('button', { name: '拒絕', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '已拒絕 1 則評價' }).waitFor();
    const rows = await p.app.db
      .select({ status: companyReviews.status })
      .from(companyReviews)
      .where(inArray(companyReviews.id, reviewIds));
    expect(rows.map((row) => row.status).sort()).toEqual(
      [ReviewStatus.PUBLISHED, ReviewStatus.PUBLISHED, ReviewStatus.REJECTED].sort(),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
