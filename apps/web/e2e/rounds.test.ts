// Issue 25, the scheme's rounds in the browser (docs/decisions/039): the office creates a round
// after the open test round, is refused a period that overlaps it beside the field, edits the new
// round and deletes one; a round with jobs offers no Delete; the landing page's key dates fit a
// phone. (What the landing page says of the rounds, open, next, full or none, in en, zh and cn, is
// the page tier's: ../pages/landing-round.test.ts.)
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
});
