// Issue 25, the scheme's rounds in the browser (docs/decisions/039): the office creates a round
// after the open test round, is refused a period that overlaps it beside the field, edits the new
// round and deletes one; a round with jobs offers no Delete. The landing page's key dates come
// from the rounds: the one open now in en, zh and cn and at phone width, the next one when none is
// open, and a sentence when none is announced (the server's HTML holding them: ../pages/first-content.test.ts).
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, schemeRounds } from '../../api/src/db/schema.js';
import { createAdminAccount } from '../../api/src/modules/admin/create-admin.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { describedError, PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { insertCompany, signedInPage, visibleJob } from './test-data.js';
import { dateIn } from './test-rounds.js';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;

let p: Platform;
let adminEmail: string;
let testRound: { applicationStart: string; applicationEnd: string };
/** The days of the rounds the office creates: after the test round's period, which ends a year from now. */
const later = (days: number) => hongKongDate(Date.now() + YEAR_MS + days * DAY_MS);

beforeAll(async () => {
  p = await startPlatform();
  adminEmail = uniqueEmail('office');
  await createAdminAccount(p.app.services, { email: adminEmail, password: PASSWORD });
  const companyId = await insertCompany(p, { companyName: 'Round Pay Ltd' });
  await p.app.db.insert(jobs).values(visibleJob(companyId, { positionName: 'Round Analyst' }));
  const [round] = await p.app.db.select().from(schemeRounds).where(eq(schemeRounds.id, TEST_ROUND_ID));
  if (!round) throw new Error('no test round');
  testRound = round;
});
afterAll(() => p?.close());

describe('the scheme rounds', () => {
  it('lets the office create a round, refuses an overlapping period beside its field, edits it and deletes one', async () => {
    const { page, context } = await signedInPage(p, adminEmail, { lang: 'en' });
    await page.goto('/admin-portal/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Rounds' }).click();
    await page.getByRole('heading', { name: 'Scheme rounds', level: 1 }).waitFor();

    // The test round: open now, with its job, so it offers Edit but no Delete.
    const testRow = page.getByRole('row', { name: /Test round/ });
    await testRow.getByText('Open now').waitFor();
    const testPeriod = `${await dateIn(page, testRound.applicationStart, 'en')} – ${await dateIn(page, testRound.applicationEnd, 'en')}`;
    expect(await testRow.textContent()).toContain(testPeriod);
    for (const text of ['2 months, up to 6', 'HKD 12,000 a month', 'RMB 10,500 a month', 'Jobs belong to it']) {
      expect(await testRow.textContent(), text).toContain(text);
    }
    expect(await testRow.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    // A new round whose first day falls in the test round's period: refused beside "First day".
    await page.getByRole('button', { name: 'New round' }).click();
    const dialog = page.getByRole('dialog', { name: 'New round' });
    await dialog.getByLabel('Name in English').fill('Next summer');
    await dialog.getByLabel('Name in Traditional Chinese').fill('下一個暑期');
    await dialog.getByLabel('Name in Simplified Chinese').fill('下一个暑期');
    await dialog.getByLabel(/^First day/).fill(later(-10));
    await dialog.getByLabel(/^Last day/).fill(later(60));
    // A new round starts with the latest round's length, allowances and window.
    expect(await dialog.getByLabel('Length (months)').inputValue()).toBe('2');
    expect(await dialog.getByLabel('Hong Kong positions (HKD)').inputValue()).toBe('12,000');
    await dialog.getByLabel('Hong Kong positions (HKD)').fill('13000');
    await dialog.getByRole('button', { name: 'Create round' }).click();
    expect(await describedError(page, page.getByRole('dialog').getByLabel(/^First day/))).toContain(
      `This period shares days with the round Test round (${testPeriod.replace(' – ', ' to ')}): rounds may not overlap`,
    );

    // Moved after the test round's period, it is created, upcoming.
    await dialog.getByLabel(/^First day/).fill(later(10));
    await dialog.getByRole('button', { name: 'Create round' }).click();
    await page.getByText('The round Next summer was created').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const nextRow = page.getByRole('row', { name: /Next summer/ });
    await nextRow.getByText('Upcoming').waitFor();
    expect(await nextRow.textContent()).toContain('HKD 13,000 a month');
    expect(await nextRow.textContent()).toContain(
      `${await dateIn(page, later(10), 'en')} – ${await dateIn(page, later(60), 'en')}`,
    );

    // Edited: a new name and allowance.
    await nextRow.getByRole('button', { name: 'Edit: Next summer' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the round Next summer' });
    expect(await edit.getByLabel('Name in English').inputValue()).toBe('Next summer');
    await edit.getByLabel('Name in English').fill('Summer next year');
    await edit.getByLabel('GBA mainland positions (RMB)').fill('11000');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('The round Summer next year was saved').waitFor();
    const editedRow = page.getByRole('row', { name: /Summer next year/ });
    await editedRow.getByText('RMB 11,000 a month').waitFor();

    // A second round after it, then deleted behind a question.
    await page.getByRole('button', { name: 'New round' }).click();
    const second = page.getByRole('dialog', { name: 'New round' });
    await second.getByLabel('Name in English').fill('Winter after');
    await second.getByLabel('Name in Traditional Chinese').fill('之後的冬季');
    await second.getByLabel('Name in Simplified Chinese').fill('之后的冬季');
    await second.getByLabel(/^First day/).fill(later(120));
    await second.getByLabel(/^Last day/).fill(later(150));
    await second.getByRole('button', { name: 'Create round' }).click();
    await page.getByText('The round Winter after was created').waitFor();
    await page.getByRole('button', { name: 'Delete: Winter after' }).click();
    const question = page.getByRole('dialog', { name: 'Delete the round Winter after?' });
    await question.getByRole('button', { name: 'Delete round' }).click();
    await page.getByText('The round Winter after was deleted').waitFor();
    await expect.poll(() => page.getByRole('row', { name: /Winter after/ }).count()).toBe(0);
    await editedRow.waitFor();

    const rows = await p.app.db.select({ nameEn: schemeRounds.nameEn }).from(schemeRounds);
    expect(rows.map((r) => r.nameEn).sort()).toEqual(['Summer next year', 'Test round']);
    await context.close();
  });

  it("shows the current round's facts on the landing page in en, zh and cn", async () => {
    const expected = {
      en: [
        'Test round application period',
        'Open now',
        '2 months',
        'Can be extended to up to 6 months.',
        'HKD 12,000',
        'RMB 10,500',
      ],
      zh: ['測試輪次申請期', '現正接受申請', '2個月', '最長可延至6個月。', '港幣12,000元', '人民幣10,500元'],
      cn: ['测试轮次申请期', '正在接受申请', '2个月', '最长可延长至6个月。', '港币12,000元', '人民币10,500元'],
    } as const;
    const separator = { en: ' – ', zh: '至', cn: '至' } as const;
    for (const language of ['en', 'zh', 'cn'] as const) {
      const { page, context } = await p.newPage({ lang: language });
      await page.goto('/');
      const facts = page.locator('#application dl');
      await facts.waitFor();
      const text = (await facts.textContent()) ?? '';
      for (const fact of expected[language]) expect(text, `${language}: ${fact}`).toContain(fact);
      const period = `${await dateIn(page, testRound.applicationStart, language)}${separator[language]}${await dateIn(page, testRound.applicationEnd, language)}`;
      expect(text, language).toContain(period);
      // The intro names no year: the rounds do.
      expect(await page.locator('#application').textContent()).not.toMatch(/20\d\d(年)?(暑期| summer)/);
      await context.close();
    }
  });

  it('fits the key dates on a 390 px phone', async () => {
    const { page, context } = await p.newPage({ lang: 'en', width: 390, height: 844 });
    await page.goto('/');
    const facts = page.locator('#application dl');
    await facts.getByText('Test round application period').scrollIntoViewIfNeeded();
    for (const fact of ['Open now', 'HKD 12,000', 'RMB 10,500'])
      expect(await facts.getByText(fact).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await facts.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('shows the next round when none is open, and says the next will be announced when none is', async () => {
    // The test round ended yesterday: the office's round after it is the next one.
    await p.app.db
      .update(schemeRounds)
      .set({ applicationEnd: hongKongDate(Date.now() - DAY_MS) })
      .where(eq(schemeRounds.id, TEST_ROUND_ID));
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/');
    const facts = page.locator('#application dl');
    await facts.getByText('Summer next year application period').waitFor();
    expect(await facts.textContent()).toContain('Upcoming');
    expect(await facts.textContent()).toContain(`Applications open on ${await dateIn(page, later(10), 'en')}.`);
    expect(await facts.textContent()).toContain('HKD 13,000');

    // The office's list says the test round has ended.
    const admin = await signedInPage(p, adminEmail, { lang: 'en' });
    await admin.page.goto('/admin-portal/rounds');
    await admin.page
      .getByRole('row', { name: /Test round/ })
      .getByText('Ended')
      .waitFor();
    await admin.context.close();

    // No round open or announced: a sentence instead of the facts.
    await p.app.db
      .update(schemeRounds)
      .set({
        applicationStart: hongKongDate(Date.now() - 3 * YEAR_MS),
        applicationEnd: hongKongDate(Date.now() - 2 * YEAR_MS),
      })
      .where(eq(schemeRounds.nameEn, 'Summer next year'));
    await page.reload();
    await page.getByText("The next round's application period and facts will be announced here.").waitFor();
    expect(await page.locator('#application dl').count()).toBe(0);
    await context.close();
  });
});
