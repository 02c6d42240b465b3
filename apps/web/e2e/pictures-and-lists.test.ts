// How the signed-in screens look, on the demo data: a company's uploaded logo is shown wherever
// the company is (not its initials), a candidate's photo is a photo in the profile and in the
// header's account menu; the company's header names it anew when the language is switched in
// place; an application's details (a drawer drawn once the page runs) write the day it was sent
// out; a row of the company's job list has one primary action and a labelled, keyboard-driven menu
// for the rest; the sidebar's edge runs down the whole page, however long. (The header's name in
// the reader's language as the server writes it, and a dashboard figure as one link read once
// ("Screening: 1"), are the page tier's: ../pages/lists-and-links.test.ts.)
import { ApprovalStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, companies, jobs, users } from '../../api/src/db/schema.js';
import { DEMO_ADMIN_EMAIL, seedDemoData } from '../../api/src/seed/demo-data.js';
import { type Platform, startPlatform } from './harness.js';
import { sessionOf, signedInPage } from './test-data.js';

const CANDIDATE = 'li.xiaoming@student.demo';
const COMPANY = 'hr@novapay.demo';

let p: Platform;
let logoUrl = '';
let coverUrl = '';
let avatarUrl = '';

/** The account uploads a picture through the API, as the upload field sends it; its address. */
async function uploadPicture(email: string, purpose: 'logo' | 'avatar' | 'cover', background: string, width = 64) {
  const { token } = await sessionOf(p, email);
  const png = await sharp({ create: { width, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${purpose}.png`);
  const res = await fetch(`${p.url}/api/v1/media/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload ${purpose}: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  return id;
}

beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, CANDIDATE));
  const logo = await uploadPicture(COMPANY, 'logo', '#0b5cad');
  const cover = await uploadPicture(COMPANY, 'cover', '#74c0fc', 640);
  const { user: company } = await sessionOf(p, COMPANY);
  await p.app.db
    .update(companies)
    .set({ logoMediaId: logo, coverMediaId: cover })
    .where(eq(companies.userId, company.id));
  const avatar = await uploadPicture(CANDIDATE, 'avatar', '#e8590c');
  const { user: candidate } = await sessionOf(p, CANDIDATE);
  await p.app.db
    .update(candidateProfiles)
    .set({ avatarMediaId: avatar })
    .where(eq(candidateProfiles.userId, candidate.id));
  logoUrl = `/api/v1/media/${logo}`;
  coverUrl = `/api/v1/media/${cover}`;
  avatarUrl = `/api/v1/media/${avatar}`;
});
afterAll(() => p?.close());

const signedIn = (email: string, options: Parameters<Platform['newPage']>[0] = {}) =>
  signedInPage(p, email, { lang: 'en', ...options });

/** The pictures drawn from `src` on the page (or in `within`), loaded. */
async function loadedPictures(page: Page, src: string, within = 'body') {
  return page
    .locator(`${within} img[src="${src}"]`)
    .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length);
}

describe('pictures', () => {
  it("shows the company's logo on the candidate's dashboard, applications, interviews and job list, and in the company's own header", async () => {
    const { page, context } = await signedIn(CANDIDATE);
    await page.goto('/candidate/dashboard');
    // Li's applications are to NovaPay's jobs: their list shows its logo.
    const recent = page.getByRole('region', { name: 'Application status' });
    await recent.getByRole('listitem').first().waitFor();
    await expect.poll(() => loadedPictures(page, logoUrl, 'section')).toBeGreaterThan(0);
    // …and so does its interview with NovaPay, in three days.
    const upcoming = page.getByRole('region', { name: 'Upcoming interviews' });
    await upcoming.getByRole('listitem').first().waitFor();
    expect(await upcoming.locator(`img[src="${logoUrl}"]`).count()).toBeGreaterThan(0);
    await page.goto('/candidate/applications');
    await expect.poll(() => loadedPictures(page, logoUrl, 'main')).toBeGreaterThan(0);
    // Li's interview with NovaPay, in three days.
    await page.goto('/candidate/interviews');
    await expect.poll(() => loadedPictures(page, logoUrl, 'main article')).toBeGreaterThan(0);
    await page.goto('/candidate/job-list');
    await page.getByRole('article').first().waitFor();
    await expect.poll(() => loadedPictures(page, logoUrl)).toBeGreaterThan(0);
    await context.close();

    const company = await signedIn(COMPANY);
    await company.page.goto('/company/dashboard');
    await expect.poll(() => loadedPictures(company.page, logoUrl, 'header')).toBe(1);
    await company.page.goto('/company/profile');
    await expect.poll(() => company.page.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe(logoUrl);
    await company.context.close();
  });

  it("shows the company's logo on the admin's job approval cards", async () => {
    const { page, context } = await signedIn(DEMO_ADMIN_EMAIL);
    await page.goto('/admin-portal/job-approvals');
    // The demo jobs are approved: NovaPay's are on the Approved tab.
    await page.getByText('Approved', { exact: true }).click();
    const card = page.getByRole('article', { name: /\(NovaPay Limited\)$/ }).first();
    await card.waitFor();
    await expect.poll(() => loadedPictures(page, logoUrl, 'main article')).toBeGreaterThan(0);
    expect(await card.locator(`img[src="${logoUrl}"]`).count()).toBe(1);
    await context.close();
  });

  it("heads the company's own profile with the cover and logo of the page candidates see, its name in the reader's language", async () => {
    /** The cover's picture, loaded, and the logo set on its lower edge: the logo's top above the cover's bottom. */
    const coverHead = async (page: Page) => {
      const cover = page.locator(`main img[src="${coverUrl}"]`);
      await expect.poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const coverBox = await cover.boundingBox();
      const logoBox = await page.locator(`main img[src="${logoUrl}"]`).first().boundingBox();
      expect(coverBox && logoBox && logoBox.y < coverBox.y + coverBox.height && logoBox.y > coverBox.y).toBe(true);
    };
    const candidate = await signedIn(CANDIDATE);
    const { user: company } = await sessionOf(p, COMPANY);
    const [row] = await p.app.db.select().from(companies).where(eq(companies.userId, company.id));
    await candidate.page.goto(`/candidate/company/${row?.id}`);
    await candidate.page.getByRole('heading', { level: 1, name: 'NovaPay Limited' }).waitFor();
    await coverHead(candidate.page);
    await candidate.context.close();

    const own = await signedIn(COMPANY, { lang: 'zh' });
    await own.page.goto('/company/profile');
    await own.page.getByRole('heading', { level: 2, name: '新付有限公司' }).waitFor();
    await coverHead(own.page);
    await own.page.getByRole('region', { name: '聯絡及地點' }).waitFor();
    await own.context.close();
  });

  it('names the company in the header anew when the reader switches language in place', async () => {
    // The switch changes the language without a new page: the user is asked for again, in Chinese.
    const { page, context } = await signedIn(COMPANY, { lang: 'en' });
    await page.goto('/company/dashboard');
    const account = (name: RegExp) => page.getByRole('banner').getByRole('button', { name });
    await expect.poll(() => account(/^Your account: /).textContent()).toContain('NovaPay Limited');
    await page.getByTestId('language-switcher').getByRole('link', { name: '繁體中文' }).click();
    await expect.poll(() => account(/^您的帳戶：/).textContent()).toContain('新付有限公司');
    expect(await account(/^您的帳戶：/).textContent()).not.toContain('NovaPay');
    await context.close();
  });

  it("shows the candidate's photo round in the profile and the header's account menu, not as a file", async () => {
    const { page, context } = await signedIn(CANDIDATE);
    await page.goto('/candidate/profile');
    const photo = page.getByRole('main').getByRole('img', { name: 'Profile photo' });
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await photo.getAttribute('src')).toBe(avatarUrl);
    // Round: its corners are cut off by a radius of half its width or more.
    const round = await photo.evaluate((img) => {
      const root = img.closest('.mantine-Avatar-root') as HTMLElement;
      return Number.parseFloat(getComputedStyle(root).borderTopLeftRadius) >= root.offsetWidth / 2;
    });
    expect(round).toBe(true);
    expect(await page.getByText('avatar.png').count()).toBe(0);
    await page.getByRole('button', { name: 'Profile photo: Replace' }).waitFor();

    // The header's account menu: the photo, the way to the profile and to sign out.
    const account = page.getByRole('button', { name: /^Your account: / });
    await expect.poll(() => loadedPictures(page, avatarUrl, 'header')).toBe(1);
    await account.click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe("the candidate's profile header", () => {
  it('keeps the Chinese name whole on a phone, not broken between its characters', async () => {
    // "Chan Tai Man 陳大文" fills a 390 px line to just past 陳大: 文 alone would go to the next.
    const chan = 'chan.taiman@student.demo';
    await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, chan));
    const { page, context } = await signedIn(chan, { width: 390, height: 844 });
    await page.goto('/candidate/profile');
    const chinese = page.getByRole('heading', { level: 1 }).getByText('陳大文', { exact: true });
    await chinese.waitFor();
    expect(await chinese.evaluate((name) => name.getClientRects().length)).toBe(1);
    await context.close();
  });
});

describe("an application's details", () => {
  it('write the day it was sent out, as its history writes its times (a list keeps 2026-03-14)', async () => {
    const { page, context } = await signedIn(CANDIDATE);
    await page.goto('/candidate/applications');
    await page
      .getByRole('button', { name: /^Details of the application for / })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await expect.poll(() => drawer.textContent()).toMatch(/Applied on: \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await context.close();
  });
});

describe("the company's job list", () => {
  it('has one primary action per row and the rest in a labelled menu worked by the keyboard', async () => {
    const { page, context } = await signedIn(COMPANY);
    await page.goto('/company/job-list');
    const rows = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Candidates for / }) });
    await rows.first().waitFor();
    const row = rows.first();
    const position = (await row.getByRole('link').first().innerText()).trim();
    // A link to the candidates and the menu's button: nothing else to press.
    expect(await row.getByRole('button').count()).toBe(1);
    expect(await row.getByRole('link', { name: `Candidates for ${position}` }).count()).toBe(1);
    const more = row.getByRole('button', { name: `More actions: ${position}` });
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const items = (await menu.getByRole('menuitem').allInnerTexts()).map((s) => s.trim());
    expect(items).toEqual(['Edit', 'Put on hold', 'Close', 'Delete']);
    // Opened, the focus is on the first item (WAI-ARIA's menu button); the arrows move it.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('Edit');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Put on hold');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // Through the menu, the same confirmation as before.
    await more.click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: `Delete ${position}?` }).waitFor();
    await context.close();
  });
});

describe("the admin's job approval card", () => {
  it('offers the decision and its alternative, closing and deleting in a labelled menu; its facts read as on the job pages', async () => {
    const { user } = await sessionOf(p, COMPANY);
    const [novapay] = await p.app.db.select().from(companies).where(eq(companies.userId, user.id));
    const [job] = await p.app.db
      .select()
      .from(jobs)
      .where(eq(jobs.companyId, novapay?.id ?? ''))
      .limit(1);
    if (!job) throw new Error('no NovaPay job');
    const was = {
      approvalStatus: job.approvalStatus,
      city: job.city,
      location: job.location,
      expiresOn: job.expiresOn,
    };
    await p.app.db
      .update(jobs)
      .set({ approvalStatus: ApprovalStatus.PENDING, city: 1, location: 'HongKong', expiresOn: '2099-01-24' })
      .where(eq(jobs.id, job.id));
    try {
      const { page, context } = await signedIn(DEMO_ADMIN_EMAIL);
      await page.goto('/admin-portal/job-approvals');
      const name = `${job.positionName} (NovaPay Limited)`;
      const card = page.getByRole('article', { name });
      await card.waitFor();
      // Approve, reject, and the menu: closing and deleting are not buttons of their own.
      for (const button of [`Approve ${name}`, `Reject ${name}`, `More actions: ${name}`])
        expect(await card.getByRole('button', { name: button }).count(), button).toBe(1);
      expect(await card.getByRole('button', { name: /^(Close job|Delete)/ }).count()).toBe(0);
      // The city alone where the region says no more; the expiry date written out.
      expect(await card.getByText('Hong Kong', { exact: true }).count()).toBe(1);
      expect(await card.getByText('24 Jan 2099', { exact: true }).count()).toBe(1);

      const more = card.getByRole('button', { name: `More actions: ${name}` });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      expect((await menu.getByRole('menuitem').allInnerTexts()).map((s) => s.trim())).toEqual(['Close job', 'Delete']);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await more.click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: `Delete ${job.positionName}?` }).waitFor();
      await context.close();
    } finally {
      await p.app.db.update(jobs).set(was).where(eq(jobs.id, job.id));
    }
  });
});

describe('the sidebar', () => {
  it('draws its edge down the whole of a page longer than the window', async () => {
    const { page, context } = await signedIn(COMPANY, { width: 1366, height: 700 });
    await page.goto('/company/dashboard');
    await page.getByRole('heading', { name: 'Your jobs' }).waitFor();
    await page.locator('[data-skeleton]').first().waitFor({ state: 'detached' });
    const edge = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .evaluate((nav) => Math.round(nav.getBoundingClientRect().right) - 1);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeGreaterThan(1400);
    // The page captured whole, then the pixels of the edge's column read back near its foot.
    const shot = (await page.screenshot({ fullPage: true })).toString('base64');
    const column = await page.evaluate(
      async ([data, x]) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context2d = canvas.getContext('2d');
        if (!context2d) return [];
        context2d.drawImage(image, 0, 0);
        return [image.height - 40, image.height - 400].map((y) => Array.from(context2d.getImageData(x, y, 1, 1).data));
      },
      [shot, edge] as const,
    );
    for (const [r = 255, g = 255, b = 255] of column) expect(r + g + b).toBeLessThan(3 * 245);
    await context.close();
  });
});
