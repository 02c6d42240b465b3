// The office's templates (issue 27, decision 050) in the browser: an officer keeps a reason for
// rejecting a company in English and Traditional Chinese (a template without text is refused
// beside its fields), picks it in the Traditional Chinese the company reads when rejecting one, a
// message template fills a group message in every language it has, and a template is deleted
// after a confirmation. The page in zh and cn as the server writes it,
// and at phone width.
import { ApprovalStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles, companies } from '../../api/src/db/schema.js';
import { pageAs, textOf, wordsOf } from '../pages/harness.js';
import { choose, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { apiAs, insertAdmin, insertCandidate, insertCompany, signedInPage } from './test-data.js';

let p: Platform;
const officer = uniqueEmail('officer');
const TAG = `tpl${Date.now().toString(36)}`;
const reasonName = `No registration ${TAG}`;
const zhReason = '貴公司未有提交有效的商業登記證，請補交後重新申請。';
let pendingId = '';

beforeAll(async () => {
  p = await startPlatform();
  await insertAdmin(p, officer);
  pendingId = await insertCompany(p, { companyName: `Pending ${TAG} Ltd`, approvalStatus: ApprovalStatus.PENDING });
  const candidate = await insertCandidate(p, uniqueEmail('student'));
  await p.app.db
    .update(candidateProfiles)
    .set({ programme: `BSc ${TAG}` })
    .where(eq(candidateProfiles.userId, candidate));
});
afterAll(() => p?.close());

const dialog = (page: Page) => page.getByRole('dialog');

describe("the office's templates", () => {
  it('keeps a reason in two languages and fills a rejection with the one the company reads', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto('/admin-portal/templates');
    await page.getByRole('heading', { level: 1, name: 'Templates' }).waitFor();
    await page.getByText('No template yet').waitFor();

    // Nothing written: each field says what is missing.
    await page.getByRole('button', { name: 'New template' }).click();
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await dialog(page).getByText('Write the text in at least one language.').waitFor();
    await dialog(page).getByText('This field is required').first().waitFor();

    await choose(dialog(page), 'What it is for', 'Rejecting a company');
    await dialog(page).getByRole('textbox', { name: 'Name' }).fill(reasonName);
    await dialog(page).getByRole('tab', { name: 'English' }).click();
    await dialog(page)
      .getByRole('textbox', { name: 'Text' })
      .fill('Your business registration certificate is missing.');
    // A reason has no subject.
    expect(await dialog(page).getByRole('textbox', { name: 'Subject' }).count()).toBe(0);
    await dialog(page).getByRole('tab', { name: '繁體中文' }).click();
    await dialog(page).getByRole('textbox', { name: 'Text' }).fill(zhReason);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const card = page.getByRole('article').filter({ hasText: reasonName });
    await card.getByText('Rejecting a company').waitFor();
    await card.getByText('繁體中文').waitFor();

    // Rejecting the company: the template in Traditional Chinese fills the reason.
    await page.goto('/admin-portal/dashboard');
    await page.getByRole('button', { name: `Reject Pending ${TAG} Ltd` }).click();
    await choose(dialog(page), 'Start from a template', `${reasonName} · 繁體中文`);
    await expect.poll(() => dialog(page).getByRole('textbox', { name: 'Reason' }).inputValue()).toBe(zhReason);
    await dialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(async () => {
        const [row] = await p.app.db
          .select({ status: companies.approvalStatus })
          .from(companies)
          .where(eq(companies.id, pendingId));
        return row?.status;
      })
      .toBe(ApprovalStatus.REJECTED);
    const [audit] = await p.app.db.select().from(auditLog).where(eq(auditLog.entityId, pendingId));
    expect(audit?.details).toMatchObject({ reason: zhReason });
    await context.close();
  });

  it('fills a group message in every language a message template has, and is deleted after a confirmation', async () => {
    const created = await apiAs(p, officer, 'POST', '/v1/admin/templates', {
      kind: 'message',
      name: `Transcript ${TAG}`,
      texts: {
        en: { subject: 'Your transcript, {{name}}', description: 'Please upload it.' },
        cn: { subject: '{{name}}，请上传成绩单', description: '请上传。' },
      },
    });
    expect(created.status).toBe(201);
    const { page, context } = await signedInPage(p, officer, { lang: 'en' });
    await page.goto(`/admin-portal/group-messages/new?list=candidates&programme=${TAG}`);
    await page.getByText('Everyone it shows with the filters you chose, whose account is active: 1 person.').waitFor();
    await choose(page, 'Start from a template', `Transcript ${TAG}`);
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Subject' }).inputValue())
      .toBe('Your transcript, {{name}}');
    await page.getByRole('tab', { name: '简体中文' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('{{name}}，请上传成绩单');
    await page.getByRole('tab', { name: '繁體中文' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('');

    await page.goto('/admin-portal/templates?kind=message');
    await page.getByRole('button', { name: `Delete Transcript ${TAG}` }).click();
    await page.getByRole('dialog', { name: 'Delete this template?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No template of this kind yet').waitFor();
    await context.close();
  });

  for (const [lang, title, kind] of [
    ['zh', '範本', '拒絕公司'],
    ['cn', '模板', '拒绝公司'],
  ] as const) {
    it(`shows the templates in ${lang}`, async () => {
      // As the server writes the page: no browser needed.
      const page = await pageAs(p, officer, '/admin-portal/templates', lang);
      expect(wordsOf(page, 'main h1')).toContain(title);
      const article = [...page.querySelectorAll('article')].find((a) => textOf(a).includes(reasonName));
      expect(textOf(article)).toContain(kind);
    });
  }

  it('fits a 390 px screen, its dialog too', async () => {
    const { page, context } = await signedInPage(p, officer, { lang: 'en', width: 390, height: 844 });
    await page.goto('/admin-portal/templates');
    await page.getByRole('article').filter({ hasText: reasonName }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: `Edit ${reasonName}` }).click();
    await dialog(page).getByRole('textbox', { name: 'Name' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
