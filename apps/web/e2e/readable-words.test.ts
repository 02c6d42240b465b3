// Words people can read (docs/decisions/035), in the browser: a company and a candidate read one
// name for a stage on their list, an application's drawer and their dashboard, the stage table's; a
// suspended account reads "Suspended" in the admin's filter and badge; the office has a settings
// page for its emails' language; the phone prefix box shows its whole choice. (What the server
// writes, the office's stage names and a company's Chinese name among them, is the page tier's:
// apps/web/pages/readable-words.test.ts.)
import { readFileSync } from 'node:fs';
import { Stage, type StageAudience, stageLabel } from '@fis/shared/application-stages';
import { UserStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/src/db/schema.js';
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

/** Waits for `label` as a whole text in `where`, and checks no badge there names the stage otherwise. */
async function readsOnly(where: Locator, label: string, others: string[]) {
  // Visible text only: a list's stage filter holds the same words in its (hidden) options.
  await where.getByText(label, { exact: true }).filter({ visible: true }).first().waitFor();
  const read = await where.locator('.mantine-Badge-label').allInnerTexts();
  for (const other of others.filter((o) => o !== label)) expect(read, `${other} beside ${label}`).not.toContain(other);
}

describe('one name per stage and audience', () => {
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
