// The office's round screens and the company's places, as their readers meet them (issue 25): the
// rounds page, a round's fill board and the company's dashboard panel, in en, zh and cn on a 390 px
// phone, and in en on a desktop too (the same components with more room). Each page names its round and its companies in the reader's
// language and script, its title is its own, nothing is wider than the screen (a table scrolls in
// its own box), and axe finds nothing serious on any visit (the harness checks every page).
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roundPlaces, schemeRounds } from '../../api/src/db/schema.js';
import { createAdminAccount } from '../../api/src/modules/admin/create-admin.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { catalog, PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';
import { companyEmailOf, insertCompany, signedInPage } from './test-data.js';

const LANGUAGES = ['en', 'zh', 'cn'] as const;
type Language = (typeof LANGUAGES)[number];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const sizesIn = (language: Language) => (language === 'en' ? [PHONE, DESKTOP] : [PHONE]);

/** A catalog of the language, as the pages read it. */
/** What each reader should find: the round's name, the company's name, the side's name. */
const READS: Record<Language, { round: string; company: string; sideHongKong: string }> = {
  en: { round: 'Test round', company: 'Harbour Screens Ltd', sideHongKong: 'Hong Kong' },
  zh: { round: '測試輪次', company: '港灣屏幕財富', sideHongKong: '香港' },
  cn: { round: '测试轮次', company: '港湾屏幕财富', sideHongKong: '香港' },
};

let p: Platform;
let adminEmail: string;
let companyEmail: string;

beforeAll(async () => {
  p = await startPlatform();
  adminEmail = uniqueEmail('office');
  await createAdminAccount(p.app.services, { email: adminEmail, password: PASSWORD });
  const companyId = await insertCompany(p, { companyName: READS.en.company });
  // Its Chinese name written in Traditional: a cn reader reads it in Simplified.
  await p.app.db.update(companies).set({ nameZh: READS.zh.company }).where(eq(companies.id, companyId));
  companyEmail = await companyEmailOf(p, companyId);
  await p.app.db.update(schemeRounds).set({ totalPlaces: 20 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
  await p.app.db.insert(roundPlaces).values([
    { roundId: TEST_ROUND_ID, companyId, side: 'HongKong', granted: 4 },
    { roundId: TEST_ROUND_ID, companyId, side: 'GBA', granted: 3 },
  ]);
});
afterAll(() => p?.close());

/** Whether anything makes the page wider than its screen (a box that scrolls on purpose does not). */
const pageFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** Opens the address, waits for the text, and checks the page's title and its width. */
async function visit(page: Page, path: string, text: string, title: string): Promise<void> {
  await page.goto(path);
  await page.locator('main').getByText(text, { exact: false }).first().waitFor();
  await expect.poll(() => page.title()).toMatch(new RegExp(`^${title} \\| `));
  expect(await pageFits(page), `${path} is wider than the screen`).toBe(true);
}

describe("the office's round screens and the company's places", () => {
  for (const language of LANGUAGES) {
    it(`read in ${language}, on a phone${language === 'en' ? ' and on a desktop' : ''}`, async () => {
      const reads = READS[language];
      const titles = catalog(language, 'titles');
      const placesPanel: string = catalog(language, 'dashboard').company.places.title;
      for (const size of sizesIn(language)) {
        const admin = await signedInPage(p, adminEmail, { lang: language, ...size });
        await visit(admin.page, '/admin-portal/rounds', reads.round, titles.admin.rounds);
        await visit(
          admin.page,
          `/admin-portal/rounds/${TEST_ROUND_ID}/places`,
          reads.company,
          titles.admin.roundPlaces,
        );
        await admin.context.close();

        const company = await signedInPage(p, companyEmail, { lang: language, ...size });
        await visit(company.page, '/company/dashboard', placesPanel, titles.company.dashboard);
        const panel = company.page.getByRole('region', { name: placesPanel });
        // Granted 4 on the Hong Kong side, none held or taken, 4 left.
        const hongKong = panel.getByRole('row', { name: new RegExp(reads.sideHongKong) }).first();
        await hongKong.waitFor();
        expect(await hongKong.getByRole('cell').allTextContents()).toEqual(['4', '0', '0', '4']);
        await company.context.close();
      }
    });
  }
});
