import { ApprovalStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../api/src/db/schema.js';
import { axeViolations } from './accessibility-watch.js';
import { PASSWORD, type Platform, startPlatform, uniqueEmail } from './harness.js';

async function registerCompany(p: Platform, companyName: string): Promise<string> {
  const email = uniqueEmail('brand');
  const res = await fetch(`${p.url}/api/v1/auth/company-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      jobRole: 'HR',
      companyName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptedIntoScheme: true,
      agreeTerms: true,
    }),
  });
  expect(res.status).toBe(201);
  const [row] = await p.app.db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, email));
  return row?.id ?? '';
}

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

describe('landing page', () => {
  it('shows the scheme in Traditional Chinese by default and switches to English and Simplified Chinese', async () => {
    const { page, context } = await p.newPage({ lang: 'zh' });
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('金融科技實習計劃');
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hant');

    await page.getByTestId('language-switcher').getByRole('link', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('FinTech Internship Scheme');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // The key dates are the open round's (the harness's test round), in the page's language.
    await expect.poll(() => page.getByText('Test round application period').count()).toBeGreaterThan(0);
    // Every eligibility tab is in the page as the server wrote it (../pages/landing-round.test.ts);
    // choosing one shows its rules in place of the others.
    const eligibility = page.locator('#eligibility');
    await eligibility.getByRole('tab', { name: 'Hong Kong positions' }).click();
    await eligibility
      .getByRole('tabpanel', { name: 'Hong Kong positions' })
      .getByText('In Test round, the allowance for these positions is HKD 12,000 per month.')
      .waitFor();
    expect(await eligibility.getByRole('tabpanel').count()).toBe(1);

    await page.getByTestId('language-switcher').getByRole('link', { name: '简体中文' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('金融科技实习计划');

    // The choice is remembered.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('金融科技实习计划');
    await context.close();
  });

  it('lists approved participating companies with a profile, not those waiting for approval or without one', async () => {
    const approved = await registerCompany(p, 'Approved Pay Ltd');
    const bare = await registerCompany(p, 'Profileless Pay Ltd');
    await registerCompany(p, 'Waiting Pay Ltd');
    await p.app.db
      .update(companies)
      .set({ approvalStatus: ApprovalStatus.APPROVED, profileSavedAt: new Date() })
      .where(eq(companies.id, approved));
    // Approved, but still on its first-login profile step: nothing to show yet (issue 10).
    await p.app.db.update(companies).set({ approvalStatus: ApprovalStatus.APPROVED }).where(eq(companies.id, bare));
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/');
    const section = page.locator('#career-opportunities');
    await expect.poll(() => section.textContent()).toContain('Approved Pay Ltd');
    expect(await section.textContent()).not.toContain('Waiting Pay Ltd');
    expect(await section.textContent()).not.toContain('Profileless Pay Ltd');
    await context.close();
  });

  it('has no serious accessibility violations on the landing, sign-in and registration pages', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    for (const path of ['/', '/sign-in', '/register', '/register?type=company', '/forgot-password']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('links the footer documents in the current language', async () => {
    const { page, context } = await p.newPage({ lang: 'cn' });
    await page.goto('/');
    const href = await page.locator('footer a[href*="/docs/"]').first().getAttribute('href');
    expect(href).toMatch(/^\/docs\/cn\//);
    const res = await page.request.get(href ?? '');
    expect(res.status()).toBe(200);
    await context.close();
  });
});
