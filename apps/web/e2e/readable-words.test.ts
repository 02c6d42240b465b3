// Words people can read (docs/decisions/035), in the browser: each audience reads one name for a
// stage on its list, its record and its dashboard, the stage table's; a suspended account reads
// "Suspended" in the admin's filter and badge; the office has a settings page for its emails'
// language; the phone prefix box shows its whole choice.
import { readFileSync } from 'node:fs';
import { Stage, type StageAudience, stageLabel } from '@fis/shared/application-stages';
import { UserStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../api/src/db/schema.js';
import { t } from '../../api/src/lib/catalogs.js';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../../api/src/seed/demo-data.js';
import { choose, type Platform, startPlatform } from './harness.js';
import { signedInPage } from './test-data.js';

// The demo's applications: Li Xiaoming is interviewing at NovaPay, Wong Ka Yan is in its screening.
const LI = 'li.xiaoming@student.demo';
const WONG = 'wong.kayan@student.demo';
const NOVAPAY = 'hr@novapay.demo';

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db.update(users).set({ isFirstLogin: false });
});
afterAll(() => p?.close());

const name = (stage: Stage, audience: StageAudience) => t('zh', stageLabel(stage, audience));
const idOf = async (email: string) =>
  (await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';

/** The badges of the page's main region, as read. */
const badges = (page: Page) => page.locator('main .mantine-Badge-label').allInnerTexts();

/** Waits for `label` as a whole text in `where`, and checks no badge there names the stage otherwise. */
async function readsOnly(where: Locator, label: string, others: string[]) {
  // Visible text only: a list's stage filter holds the same words in its (hidden) options.
  await where.getByText(label, { exact: true }).filter({ visible: true }).first().waitFor();
  const read = await where.locator('.mantine-Badge-label').allInnerTexts();
  for (const other of others.filter((o) => o !== label)) expect(read, `${other} beside ${label}`).not.toContain(other);
}

describe('one name per stage and audience', () => {
  it('the office reads the same names on its applications list, a candidate’s record and its dashboard', async () => {
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'zh' });
    const main = page.locator('main');
    const interviewing = name(Stage.INTERVIEWING, 'office');
    const screening = name(Stage.SCREENING, 'office');
    const elsewhere = [
      name(Stage.INTERVIEWING, 'candidate'),
      name(Stage.SCREENING, 'candidate'),
      name(Stage.INTERVIEWING, 'company'),
    ].filter((other) => other !== interviewing && other !== screening);
    await page.goto('/admin-portal/applications');
    await readsOnly(main, interviewing, elsewhere);
    await readsOnly(main, screening, elsewhere);
    await page.goto(`/admin-portal/candidates/${await idOf(LI)}`);
    await readsOnly(main, interviewing, elsewhere);
    await page.goto(`/admin-portal/candidates/${await idOf(WONG)}`);
    await readsOnly(main, screening, elsewhere);
    await page.goto('/admin-portal/dashboard');
    await main.getByRole('rowheader', { name: interviewing, exact: true }).waitFor();
    await main.getByRole('rowheader', { name: screening, exact: true }).waitFor();
    expect(await badges(page)).not.toContain(name(Stage.SCREENING, 'candidate'));
    await context.close();
  }, 90_000);

  it('the company reads the same name on its candidates list, an application and its dashboard', async () => {
    const { page, context } = await signedInPage(p, NOVAPAY, { lang: 'zh' });
    const main = page.locator('main');
    const interviewing = name(Stage.INTERVIEWING, 'company');
    const elsewhere = [name(Stage.INTERVIEWING, 'candidate'), name(Stage.INTERVIEWING, 'office')];
    await page.goto('/company/candidates');
    await readsOnly(main, interviewing, elsewhere);
    await main
      .getByRole('row')
      .filter({ hasText: interviewing })
      .getByRole('button', { name: /^查看申請：/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await drawer
      .getByText(new RegExp(`→ ${interviewing}$`))
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await page.goto('/company/dashboard');
    // The count of its interviewing tab, a link named by its words ("面試中：1").
    await main.getByRole('link', { name: new RegExp(`^${interviewing}：\\s*\\d`) }).waitFor();
    await context.close();
  }, 90_000);

  it('the candidate reads the same name on their applications, the application and their dashboard', async () => {
    const { page, context } = await signedInPage(p, LI, { lang: 'zh' });
    const main = page.locator('main');
    const interviewing = name(Stage.INTERVIEWING, 'candidate');
    const elsewhere = [name(Stage.INTERVIEWING, 'company'), name(Stage.INTERVIEWING, 'office')];
    await page.goto('/candidate/applications');
    await readsOnly(main, interviewing, elsewhere);
    await main
      .getByRole('button', { name: /的申請詳情$/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await drawer
      .getByText(new RegExp(`(→ )?(${interviewing}|${name(Stage.OFFERED, 'candidate')})$`))
      .first()
      .waitFor();
    const history = await drawer.getByRole('region').allInnerTexts();
    for (const other of elsewhere.filter((o) => o !== interviewing)) expect(history.join('\n')).not.toContain(other);
    await page.keyboard.press('Escape');
    await page.goto('/candidate/dashboard');
    await readsOnly(main, interviewing, elsewhere);
    await context.close();
  }, 90_000);
});

describe("companies in the reader's language", () => {
  it("names a company by its Chinese name on the admin's candidate record and its profile page", async () => {
    const [novapay] = await p.app.db
      .select({ id: companies.id, nameZh: companies.nameZh })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(eq(users.email, NOVAPAY));
    const chinese = novapay?.nameZh ?? '';
    expect(chinese).toMatch(/\p{Script=Han}/u);
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'zh' });
    await page.goto(`/admin-portal/candidates/${await idOf(LI)}`);
    await page.locator('main').getByRole('link', { name: chinese, exact: true }).first().waitFor();
    expect(await page.locator('main').getByText('NovaPay Limited').count()).toBe(0);
    await page.goto(`/admin-portal/companies/${novapay?.id}/profile`);
    await page.getByRole('heading', { name: chinese, level: 1 }).waitFor();
    await context.close();
  }, 60_000);
});

describe('account states', () => {
  it('a suspended account reads Suspended in the filter and its badge', async () => {
    await p.app.db.update(users).set({ status: UserStatus.SUSPENDED }).where(eq(users.email, WONG));
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'en' });
    await page.goto('/admin-portal/candidates');
    await choose(page, 'Account', 'Suspended');
    await page.waitForURL(/accountStatus=3/);
    const row = page.getByRole('row').filter({ hasText: WONG });
    await row.getByText('Suspended', { exact: true }).waitFor();
    expect(
      await page
        .locator('main')
        .getByText(/^accountStatus\.|^3$/)
        .count(),
    ).toBe(0);
    await p.app.db.update(users).set({ status: UserStatus.ACTIVE }).where(eq(users.email, WONG));
    await context.close();
  }, 60_000);
});

describe("the office's settings", () => {
  it('lets an administrator choose the language of their emails', async () => {
    await p.app.db.update(users).set({ emailLanguage: 'en' }).where(eq(users.email, DEMO_ADMIN_EMAIL));
    const { page, context } = await signedInPage(p, DEMO_ADMIN_EMAIL, { lang: 'zh' });
    await page.goto('/admin-portal/dashboard');
    await page.getByRole('navigation', { name: '主導覽' }).getByRole('link', { name: '設定' }).click();
    await page.getByRole('heading', { name: '設定', level: 1 }).waitFor();
    await choose(page, '電郵語言', '繁體中文');
    await expect
      .poll(
        async () => (await p.app.db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL)))[0]?.emailLanguage,
      )
      .toBe('zh');
    await context.close();
  }, 60_000);
});

describe('the phone prefix', () => {
  for (const lang of ['en', 'zh', 'cn'] as const) {
    it(`shows each choice whole in ${lang}, at a phone's width`, async () => {
      const { page, context } = await p.newPage({ lang, width: 390 });
      await page.goto('/register');
      // The web's catalogs (the API loads only the namespaces it uses).
      const words = (ns: string) =>
        JSON.parse(
          readFileSync(new URL(`../../../packages/shared/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'),
        );
      const label: string = words('auth').fields.phonePrefix;
      const choices: Record<string, string> = words('common').options.phonePrefix;
      const box = page
        .getByRole('textbox', { name: label, exact: true })
        .or(page.getByRole('combobox', { name: label, exact: true }))
        .first();
      for (const prefix of ['+852', '+853', '+86']) {
        await choose(page, label, choices[prefix] ?? prefix);
        await expect.poll(() => box.inputValue()).toBe(choices[prefix]);
        // The whole text fits: nothing scrolled out of the box.
        expect(
          await box.evaluate((input: HTMLInputElement) => input.scrollWidth - input.clientWidth),
        ).toBeLessThanOrEqual(0);
      }
      await context.close();
    }, 60_000);
  }
});
