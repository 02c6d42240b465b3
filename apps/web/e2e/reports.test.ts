// Issue 25 section 4, the office's reports in the browser: the records of report-records.ts, counted
// by hand, opened as the office in en, zh and cn, at desktop and phone width. Each chart is drawn
// (an SVG with bars), the table beside it gives the hand-counted figures, the CSV file downloaded
// with the same filters holds the table's figures, and a changed filter changes both the figures
// and the address.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminAccount } from '../../api/src/modules/admin/create-admin.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { ALPHA, BETA, companyRow, digits, downloadCsv, rowOf, seedReportRecords, tableRows } from './report-records.js';
import { signedInPage } from './test-data.js';
import { hongKongDayFromToday } from './test-rounds.js';

let p: Platform;
let adminEmail: string;

beforeAll(async () => {
  p = await startPlatform();
  adminEmail = uniqueEmail('office');
  await createAdminAccount(p.app.services, { email: adminEmail, password: PASSWORD });
  await seedReportRecords(p);
});
afterAll(() => p?.close());

/** Waits for a report's chart to be drawn: an SVG with `bars` or more bars (or a line's path). */
async function chartDrawn(page: Page, name: string, { bars = 1, line = false } = {}): Promise<void> {
  const chart = page.getByRole('img', { name, exact: true });
  await chart.locator('svg').first().waitFor();
  if (line) await chart.locator('.recharts-line-curve').first().waitFor();
  else await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThanOrEqual(bars);
}

/** Whether the page scrolls sideways (it must not: wide tables scroll in their own box). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe('the office’s reports', () => {
  it('counts the places in chart, table and CSV, and follows a changed period (en, desktop)', async () => {
    const { page, context } = await signedInPage(p, adminEmail, { lang: 'en' });
    await page.goto('/admin-portal/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Reports' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Funded places', selected: true }).waitFor();

    await chartDrawn(page, 'Places by company', { bars: 3 });
    await chartDrawn(page, 'Fill over time', { line: true });
    expect(await page.getByTestId('places-total').textContent()).toBe('Total places: 5');
    // Granted, held, taken, left, taken in the period.
    expect(await rowOf(page, 'places-sides', 'Hong Kong')).toEqual(['Hong Kong', '4', '1', '1', '2', '1']);
    expect(await rowOf(page, 'places-sides', 'GBA mainland')).toEqual(['GBA mainland', '1', '0', '1', '0', '1']);
    expect(await rowOf(page, 'places-sides', 'All')).toEqual(['All', '5', '1', '2', '2', '2']);
    expect(await companyRow(page, ALPHA, 'Hong Kong')).toEqual([
      ALPHA,
      'Hong Kong',
      '3',
      '1',
      '1',
      '1',
      '1',
      'Hong Kong: 1 held, 1 taken',
    ]);
    expect(await companyRow(page, ALPHA, 'GBA mainland')).toEqual([
      ALPHA,
      'GBA mainland',
      '1',
      '0',
      '1',
      '0',
      '1',
      'Shenzhen: 0 held, 1 taken',
    ]);
    expect(await rowOf(page, 'places-companies', BETA)).toEqual([BETA, 'Hong Kong', '1', '0', '0', '1', '0', '—']);
    // The fill's days: the first of the round, the two hires, today.
    expect((await tableRows(page, 'places-fill')).map((cells) => cells.slice(1))).toEqual([
      ['0', '0%'],
      ['1', '20%'],
      ['2', '40%'],
      ['2', '40%'],
    ]);

    // The CSV: the same figures, company by company, side by side and in all.
    const csv = await downloadCsv(page, 'Export CSV: Funded places');
    expect(csv.name).toMatch(/^places-report-\d{8}\.csv$/);
    for (const row of await tableRows(page, 'places-companies')) {
      const record = csv.records.find((r) => r[0] === row[0] && r[1] === row[1] && r[2] === 'All cities');
      expect(record?.slice(3), `${row[0]} ${row[1]}`).toEqual(row.slice(2, 7));
    }
    const allInCsv = csv.records.find((r) => r[0] === 'All companies' && r[1] === 'All');
    expect(allInCsv?.slice(3)).toEqual((await rowOf(page, 'places-sides', 'All')).slice(1));

    // From a week ago: one hire in the period, the address says so, and so does the CSV.
    const weekAgo = hongKongDayFromToday(-7);
    await page.getByLabel('From (Hong Kong date)').fill(weekAgo);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(weekAgo);
    await expect.poll(async () => (await rowOf(page, 'places-sides', 'All'))[5]).toBe('1');
    expect((await companyRow(page, ALPHA, 'Hong Kong'))[6]).toBe('0');
    expect((await companyRow(page, ALPHA, 'GBA mainland'))[6]).toBe('1');
    const csvFromWeekAgo = await downloadCsv(page, 'Export CSV: Funded places');
    expect(csvFromWeekAgo.records.find((r) => r[0] === 'All companies' && r[1] === 'All')?.[7]).toBe('1');

    // The round chosen goes into the address too; the figures are the test round's, the same.
    await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Test round' });
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('roundId')).toBe(TEST_ROUND_ID);
    await context.close();
  });

  it('counts the flow by company and by side, with the recommendations, and the money per currency (en)', async () => {
    const { page, context } = await signedInPage(p, adminEmail, { lang: 'en' });
    await page.goto('/admin-portal/reports?report=flow');
    await chartDrawn(page, 'Applications, interviews, offers and acceptances', { bars: 4 });
    await chartDrawn(page, 'From recommendation to placement', { bars: 2 });
    // Applications, interviews, offers, acceptances, responded to, response rate…
    const alpha = await rowOf(page, 'flow-groups', ALPHA);
    expect(alpha.slice(1, 7)).toEqual(['3', '1', '3', '2', '3', '100%']);
    expect(alpha.slice(9)).toEqual(['1', '1', '1']);
    expect((await rowOf(page, 'flow-groups', BETA)).slice(1, 7)).toEqual(['1', '0', '0', '0', '0', '0%']);
    expect((await rowOf(page, 'flow-groups', 'All')).slice(1, 6)).toEqual(['4', '1', '3', '2', '3']);
    expect(await tableRows(page, 'flow-funnel')).toEqual([
      ['Recommended', '2', '—'],
      ['Applied', '1', '50%'],
      ['Hired', '1', '100%'],
    ]);
    const csv = await downloadCsv(page, 'Export CSV: Applications');
    for (const row of await tableRows(page, 'flow-groups')) {
      const record = csv.records.find((r) => r[0] === row[0]);
      expect(record?.slice(1, 6), row[0]).toEqual(row.slice(1, 6));
      expect(record?.slice(9), row[0]).toEqual(row.slice(9));
    }

    // By side: the grouping is in the address, and the groups are the sides.
    await page.getByLabel('Group by').selectOption('side');
    await expect.poll(() => new URL(page.url()).searchParams.get('by')).toBe('side');
    await expect
      .poll(async () => (await tableRows(page, 'flow-groups')).map((cells) => cells[0]))
      .toEqual(['Hong Kong', 'GBA mainland', 'All']);
    expect((await rowOf(page, 'flow-groups', 'Hong Kong')).slice(1, 5)).toEqual(['3', '1', '2', '1']);
    const bySide = await downloadCsv(page, 'Export CSV: Applications');
    expect(bySide.records[0]?.[0]).toBe('Side');
    expect(bySide.records.find((r) => r[0] === 'GBA mainland')?.slice(1, 5)).toEqual(['1', '0', '1', '1']);

    // The money: one chart per currency, a column per side.
    await page.getByRole('tab', { name: 'Allowances' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('report')).toBe('money');
    await chartDrawn(page, 'Hong Kong: allowance committed and paid out (HKD)', { bars: 2 });
    await chartDrawn(page, 'GBA mainland: allowance committed and paid out (RMB)', { bars: 1 });
    const money = Object.fromEntries((await tableRows(page, 'money')).map(([head, ...cells]) => [head, cells]));
    expect(money.Placements).toEqual(['1', '1']);
    expect(money['Allowance committed']).toEqual(['HKD 24,000', 'RMB 21,000']);
    expect(money['Allowance paid out']).toEqual(['HKD 12,000', 'RMB 0']);
    expect(money['Extensions waiting']).toEqual(['1', '0']);
    const moneyCsv = await downloadCsv(page, 'Export CSV: Allowances');
    const [header = [], ...sides] = moneyCsv.records.filter((r) => r.length > 1);
    for (const [index, side] of sides.entries()) {
      for (const [figure, cells] of Object.entries(money)) {
        const column = header.indexOf(figure);
        if (column >= 0) expect(side[column], `${side[0]} ${figure}`).toBe(digits(cells[index]));
      }
    }
    await context.close();
  });

  for (const [lang, width] of [
    ['zh', 1280],
    ['cn', 390],
  ] as const) {
    it(`shows the reports in ${lang} at ${width}px`, async () => {
      const { page, context } = await signedInPage(p, adminEmail, { lang, width, height: 900 });
      const words = {
        zh: {
          title: '統計報告',
          companies: '按公司的名額',
          all: '全部',
          flow: '申請',
          flowChart: '申請、面試、錄用通知及已接受的錄用通知',
          money: '津貼',
          committed: '承擔津貼',
        },
        cn: {
          title: '统计报表',
          companies: '按公司的名额',
          all: '全部',
          flow: '申请',
          flowChart: '申请、面试、录用通知及已接受的录用通知',
          money: '津贴',
          committed: '承担津贴',
        },
      }[lang];
      await page.goto('/admin-portal/reports');
      await page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
      await chartDrawn(page, words.companies, { bars: 3 });
      expect(await rowOf(page, 'places-sides', words.all)).toEqual([words.all, '5', '1', '2', '2', '2']);
      expect(await pageScrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `/tmp/shots/reports-${lang}-${width}.png`, fullPage: true });

      await page.getByRole('tab', { name: words.flow }).click();
      await chartDrawn(page, words.flowChart, { bars: 4 });
      expect((await rowOf(page, 'flow-groups', ALPHA)).slice(1, 5)).toEqual(['3', '1', '3', '2']);
      expect(await pageScrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `/tmp/shots/reports-${lang}-${width}-flow.png`, fullPage: true });

      await page.getByRole('tab', { name: words.money }).click();
      await page.locator('[data-report-table="money"]').waitFor();
      const money = Object.fromEntries((await tableRows(page, 'money')).map(([head, ...cells]) => [head, cells]));
      expect(money[words.committed]).toEqual(
        lang === 'zh' ? ['港元 24,000', '人民幣 21,000'] : ['港元 24,000', '人民币 21,000'],
      );
      expect(await pageScrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `/tmp/shots/reports-${lang}-${width}-money.png`, fullPage: true });
      await context.close();
    });
  }
});
