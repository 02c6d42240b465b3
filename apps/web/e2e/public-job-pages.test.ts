// The job and company pages anyone can open signed out (docs/decisions/044): a visitor opens a job's
// address shared in a chat, in English, Traditional and Simplified Chinese, on a phone and a desktop,
// sees the job and "Sign in to apply", signs in as a candidate and lands on the apply form (or,
// new to the scheme, registers, verifies, passes the profile step and lands there too); a job
// never public says so as the server wrote it, and a closed one's page fits a phone; the company's page leads to its
// jobs' public pages; a candidate's own job page shares the public address, and a candidate who
// opens it is sent to their own page; a visit counts one view, the browser not asking for the job
// again. The sitemap beside the built app names the open jobs.
import { publicCompanyPath, publicJobPath } from '@fis/shared/public-pages';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../api/src/db/schema.js';
import {
  followVerificationLinkInChinese,
  PASSWORD,
  type Platform,
  registerCandidateInChinese,
  startPlatform,
  uniqueEmail,
} from './harness.js';
import { insertCandidate, insertCompany, signedInPage, visibleJob } from './test-data.js';

const POSITION = 'Payments Data Intern';
let p: Platform;
let companyId: string;
const ids: Record<'open' | 'other' | 'closed' | 'paused' | 'pending', string> = {
  open: '',
  other: '',
  closed: '',
  paused: '',
  pending: '',
};
let candidateEmail: string;

beforeAll(async () => {
  p = await startPlatform();
  companyId = await insertCompany(p, {
    companyName: 'Harbour Pay Limited',
    nameEn: 'Harbour Pay Limited',
    nameZh: '海港支付有限公司',
    slogan: 'Payments for everyone',
    location: 'HongKong',
  });
  const rows = await p.app.db
    .insert(jobs)
    .values([
      visibleJob(companyId, { positionName: POSITION, viewCount: 57 }),
      visibleJob(companyId, { positionName: 'Risk Analytics Intern' }),
      visibleJob(companyId, { positionName: 'Closed Ledger Intern', status: 3 }),
      visibleJob(companyId, { positionName: 'Paused Wallet Intern', status: 2 }),
      visibleJob(companyId, { positionName: 'Pending Intern', approvalStatus: 0, postedAt: null }),
    ])
    .returning({ id: jobs.id });
  [ids.open, ids.other, ids.closed, ids.paused, ids.pending] = rows.map((row) => row.id);
  candidateEmail = uniqueEmail('sharer');
  await insertCandidate(p, candidateEmail);
});
afterAll(() => p?.close());

/** The page has no sideways scroll: everything fits the phone's width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const WORDS = {
  en: {
    signInToApply: `Sign in to apply for ${POSITION}`,
    facts: 'About the internship',
    views: 'Views',
    apply: `Apply for ${POSITION}`,
  },
  zh: {
    signInToApply: `登入以申請「${POSITION}」`,
    facts: '實習資料',
    views: '瀏覽次數',
    apply: `申請「${POSITION}」`,
  },
  cn: {
    signInToApply: `登录后申请“${POSITION}”`,
    facts: '实习信息',
    views: '浏览次数',
    apply: `申请“${POSITION}”`,
  },
} as const;

describe('a shared job address, signed out', () => {
  // Each language on a phone and a desktop; once by the sitemap's language version (?lng=) in a
  // browser set to English.
  for (const [lang, width, query] of [
    ['en', 1280, ''],
    ['en', 390, ''],
    ['zh', 390, ''],
    ['zh', 1280, ''],
    ['cn', 390, ''],
    ['cn', 1280, '?lng=cn'],
  ] as const) {
    it(`shows the job with Sign in to apply, which leads through sign-in to the apply form (${lang}, ${width} px)`, async () => {
      const words = WORDS[lang];
      const { page, context } = await p.newPage({ lang: query ? 'en' : lang, width, height: width < 500 ? 844 : 900 });
      await page.goto(`${publicJobPath(ids.open)}${query}`);
      await page.getByRole('heading', { level: 1, name: POSITION }).waitFor();
      await page.getByRole('heading', { level: 2, name: words.facts }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        { en: 'en', zh: 'zh-Hant', cn: 'zh-Hans' }[lang],
      );
      // Nothing a visitor is not told or cannot do: no view count, no Save, no way back to a job list.
      expect(await page.getByText(words.views, { exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /Save|收藏/ }).count()).toBe(0);
      // The company leads to its public page, not the candidate's.
      const companyLink = page
        .getByRole('main')
        .getByRole('link', { name: lang === 'en' ? 'Harbour Pay Limited' : '海港支付有限公司' });
      expect(await companyLink.first().getAttribute('href')).toBe(publicCompanyPath(companyId));
      if (width < 500) expect(await fitsWidth(page)).toBe(true);

      const signIn = page.getByRole('link', { name: words.signInToApply });
      await signIn.click();
      await page.waitForURL('**/sign-in?next=**');
      await page.locator('input[name="email"]').fill(candidateEmail);
      await page.locator('input[name="password"]').fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL(`**/candidate/apply-job/${ids.open}`);
      await page.getByRole('heading', { level: 1, name: words.apply }).waitFor();
      await context.close();
    });
  }

  it('leads a visitor new to the scheme through registration, the email and the profile step to the apply form', async () => {
    const { page, context } = await p.newPage({ lang: 'zh', width: 390, height: 844 });
    const email = uniqueEmail('newcomer');
    await page.goto(publicJobPath(ids.open));
    await page.getByRole('link', { name: WORDS.zh.signInToApply }).click();
    await page.waitForURL('**/sign-in?next=**');
    await page.getByRole('link', { name: '建立求職者帳戶' }).click();
    await page.waitForURL('**/register?next=**');
    await registerCandidateInChinese(page, { email, englishName: 'Lee Siu Ming' });

    // The email's link carries the job on: verified, signing in goes there after the profile step.
    await followVerificationLinkInChinese(page, /verify-email\?token=.*next=/);
    await page.getByRole('main').getByRole('link', { name: '登入', exact: true }).click();
    await page.waitForURL('**/sign-in?next=**');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL('**/create-profile?next=**');
    await page.getByRole('button', { name: '暫時略過' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '繼續' }).click();
    await page.waitForURL(`**/candidate/apply-job/${ids.open}`);
    await page.getByRole('heading', { level: 1, name: WORDS.zh.apply }).waitFor();
    await context.close();
  });

  it('leads a candidate who forgot their password through the reset email and sign-in to the apply form', async () => {
    const email = uniqueEmail('forgetful');
    await insertCandidate(p, email);
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto(publicJobPath(ids.open));
    await page.getByRole('link', { name: WORDS.en.signInToApply }).click();
    await page.waitForURL('**/sign-in?next=**');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password?next=**');
    // The address changes as the router starts drawing the page: until it is drawn, the sign-in
    // form's own email field is still there to be filled.
    const send = page.getByRole('button', { name: 'Send reset link' });
    await send.waitFor();
    await page.locator('input[name="email"]').fill(email);
    await send.click();
    await page.getByText('Check your email').waitFor();

    // The email's link carries the job on, through the new password and the sign-in after it.
    await expect
      .poll(async () => (await p.lastEmailTo(email))?.textBody ?? '')
      .toMatch(/update-password\?token=.*next=/);
    const link = /https?:\/\/\S+\/update-password\?\S+/.exec((await p.lastEmailTo(email))?.textBody ?? '')?.[0] ?? '';
    await page.goto(link);
    const newPassword = `${PASSWORD}2`;
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await page.getByText('Password updated').waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/sign-in?next=**');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`**/candidate/apply-job/${ids.open}`);
    await page.getByRole('heading', { level: 1, name: WORDS.en.apply }).waitFor();
    await context.close();
  });

  // What a closed or paused job's page says, in each language, and the candidate's own pages of it
  // too, the server writes: the page tier's (pages/public-job-meta.test.ts).
  it('says a job never public is not available as the server wrote it, without asking again, leading on to the participating companies; and a closed one fits a phone', async () => {
    const en = await p.newPage({ lang: 'en' });
    const asked: string[] = [];
    en.page.on('request', (request) => {
      if (request.url().includes(`/v1/job/${ids.pending}`)) asked.push(request.url());
    });
    const answer = await en.page.goto(publicJobPath(ids.pending));
    expect(answer?.status()).toBe(404);
    await en.page.getByText('This internship is not available. It may have closed, expired or been removed.').waitFor();
    await en.page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
    // The visitor goes on to the participating companies, on the landing page.
    await en.page.getByRole('link', { name: 'See the participating companies and their internships' }).click();
    await en.page.waitForURL((url) => url.pathname === '/' && url.hash === '#career-opportunities');
    const section = en.page.getByRole('heading', { name: 'Participating companies', level: 2 });
    await expect
      .poll(() => section.evaluate((heading) => heading.getBoundingClientRect().top))
      .toBeLessThan(await en.page.evaluate(() => window.innerHeight));
    expect(await en.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await en.context.close();

    const zh = await p.newPage({ lang: 'zh', width: 390 });
    await zh.page.goto(publicJobPath(ids.closed));
    await zh.page.getByText('此實習職位已不再提供：已截止，不再接受申請。').waitFor();
    expect(await fitsWidth(zh.page)).toBe(true);
    await zh.context.close();
  });

  it("shows the company's page with its open internships, each leading to its public page", async () => {
    const { page, context } = await p.newPage({ lang: 'en', width: 390, height: 844 });
    await page.goto(publicCompanyPath(companyId));
    await page.getByRole('heading', { level: 1, name: 'Harbour Pay Limited' }).waitFor();
    await expect
      .poll(() => page.locator('article h3').allTextContents())
      .toEqual(expect.arrayContaining([POSITION, 'Risk Analytics Intern']));
    expect(await page.locator('article h3').count()).toBe(2);
    // The reviews, the messages and the directory are the candidates'.
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Overview']);
    expect(await page.getByText(/Views:/).count()).toBe(0);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('link', { name: 'Risk Analytics Intern' }).click();
    await page.waitForURL(`**${publicJobPath(ids.other)}`);
    await page.getByRole('link', { name: 'Sign in to apply for Risk Analytics Intern' }).waitFor();

    // Beside the built web app, the sitemap is the API's (not the app's page), and a browser's
    // strict XML parser reads it: it names the open jobs' public addresses, not the closed one's.
    const sitemap = await page.evaluate(async () => {
      const text = await (await fetch('/sitemap.xml')).text();
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        locs: [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')].map(
          (loc) => new URL(loc.textContent ?? '').pathname,
        ),
      };
    });
    expect(sitemap.errors).toBe(0);
    expect(sitemap.locs).toEqual(
      expect.arrayContaining([publicCompanyPath(companyId), publicJobPath(ids.open), publicJobPath(ids.other)]),
    );
    expect(sitemap.locs).not.toContain(publicJobPath(ids.closed));
    await context.close();
  });
});

describe('a visit', () => {
  it('counts one view once the page is shown: the browser asks for the job no more, only to count the view', async () => {
    const [row] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Merchant Insights Intern', viewCount: 7 }))
      .returning({ id: jobs.id });
    const id = row?.id ?? '';
    const viewsOf = async () =>
      (await p.app.db.select({ views: jobs.viewCount }).from(jobs).where(eq(jobs.id, id)))[0]?.views;
    const { page, context } = await p.newPage({ lang: 'en' });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/job/')) asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(publicJobPath(id));
    // Share opens only once the page has come to life in the browser.
    await page.getByRole('button', { name: 'Share Merchant Insights Intern' }).click();
    await page.getByRole('textbox', { name: 'Link to this internship: anyone can open it' }).waitFor();
    await expect.poll(viewsOf).toBe(8);
    expect(asked).toEqual([`POST /api/v1/job/view/${id}`]);
    await context.close();
  });
});

describe('a signed-in candidate', () => {
  it('is sent from the public address to their own job page, which shares the public address', async () => {
    const { page, context } = await signedInPage(p, candidateEmail, { lang: 'en' });
    await page.goto(publicJobPath(ids.open));
    await page.waitForURL(`**/candidate/job-detail/${ids.open}`);
    await page.getByRole('heading', { level: 1, name: POSITION }).waitFor();
    // A candidate is told the view count.
    await page.getByText('Views', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Share ${POSITION}` }).click();
    const address = page.getByRole('textbox', { name: 'Link to this internship: anyone can open it' });
    await expect.poll(() => address.inputValue()).toBe(`${p.url}${publicJobPath(ids.open)}`);
    await page.getByRole('button', { name: 'Copy link' }).waitFor();
    await context.close();
  });

  it('is never sent off the site by the return address', async () => {
    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto(`/sign-in?next=${encodeURIComponent('//evil.example/candidate/dashboard')}`);
    await page.locator('input[name="email"]').fill(candidateEmail);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${p.url}/candidate/dashboard`);
    await context.close();
  });
});
