import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ApprovalStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../api/src/db/schema.js';
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

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical accessibility violations on the current page (axe-core rules, WCAG 2.1 AA). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const result = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const r = await window.axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    return r.violations.map(
      (v: { id: string; impact: string; nodes: unknown[] }) => `${v.impact} ${v.id} (${v.nodes.length})`,
    );
  });
  return (result as string[]).filter((v) => v.startsWith('serious') || v.startsWith('critical'));
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

    await page.getByTestId('language-switcher').click();
    await page.getByRole('option', { name: 'English' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('FinTech Internship Scheme');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByText('16 April – 16 June 2025').count()).toBeGreaterThan(0);

    await page.getByTestId('language-switcher').click();
    await page.getByRole('option', { name: '简体中文' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('金融科技实习计划');

    // The choice is remembered.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('金融科技实习计划');
    await context.close();
  });

  it('lists approved participating companies, and not those waiting for approval', async () => {
    const approved = await registerCompany(p, 'Approved Pay Ltd');
    await registerCompany(p, 'Waiting Pay Ltd');
    await p.app.db.update(companies).set({ approvalStatus: ApprovalStatus.APPROVED }).where(eq(companies.id, approved));
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/');
    const section = page.locator('#career-opportunities');
    await expect.poll(() => section.textContent()).toContain('Approved Pay Ltd');
    expect(await section.textContent()).not.toContain('Waiting Pay Ltd');
    await context.close();
  });

  it('has no serious accessibility violations on the landing, sign-in and registration pages', async () => {
    // axe is injected as a script, which the platform's Content-Security-Policy rightly forbids.
    const { page, context } = await p.newPage({ lang: 'en', bypassCSP: true });
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
