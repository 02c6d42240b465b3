// The screens of the hiring pipeline (dashboards, interviews, candidates, saved candidates, a
// candidate's page, the notification bell) on a phone in each language, and on a desktop in
// English: each has its heading, shows no catalog key in place of words once the app runs, fits a
// 390 px screen and has no serious accessibility violation. (Every page's words as the server
// writes them, in each language at any width, are the page tier's: apps/web/pages/page-titles.test.ts.) Then, in English, the company reschedules and cancels the demo interview,
// then sets another, and the candidate hears of each from the bell; the offer's confirmation says
// that it cancels the interview still to come, and it does; the company saves a candidate and
// finds them.
import { HONG_KONG_TIME_ZONE, hongKongDate } from '@fis/shared/hong-kong-time';
import { desc, eq } from 'drizzle-orm';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, users } from '../../api/src/db/schema.js';
import { companyNameSql } from '../../api/src/modules/jobs/company-jobs-repository.js';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD, seedDemoData } from '../../api/src/seed/demo-data.js';
import { catalogKeysIn } from '../test/catalog-keys.js';
import { axeViolations } from './accessibility-watch.js';
import { holdRequests, type Platform, resizeTo, startPlatform } from './harness.js';

const CANDIDATE = 'li.xiaoming@student.demo';
const COMPANY = 'hr@novapay.demo';
const LANGUAGES = ['en', 'zh', 'cn'] as const;
/** A phone in every language; a desktop, the same components with more room, in English. */
const widthsIn = (lang: (typeof LANGUAGES)[number]) => (lang === 'en' ? [390, 1280] : [390]);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Visible text and accessible names on the page that look like catalog keys or unfilled placeholders. */
async function rawKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((el) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, ...attributes];
  });
  return catalogKeysIn(texts);
}

// ---- Layout. ----

/** How far the page is wider than the window (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** Waits for the main heading and for every skeleton and loader of the page to be gone. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expect.poll(() => page.locator('[data-skeleton], [aria-busy="true"], .mantine-Loader-root').count()).toBe(0);
}

// ---- The platform and the three signed-in people. ----

let p: Platform;
let candidateId = '';
let wongId = '';
let companyName = '';
let interviewJob = '';
let interviewJobId = '';
beforeAll(async () => {
  p = await startPlatform();
  await seedDemoData(p.app.services);
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, CANDIDATE));
  const idOf = async (email: string) =>
    (await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '';
  candidateId = await idOf(CANDIDATE);
  wongId = await idOf('wong.kayan@student.demo');
  // Li's demo interview is for NovaPay's newest job.
  const [newest] = await p.app.db
    .select({ id: jobs.id, positionName: jobs.positionName, companyName: companyNameSql })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, COMPANY))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
    .limit(1);
  interviewJob = newest?.positionName ?? '';
  interviewJobId = newest?.id ?? '';
  companyName = newest?.companyName ?? '';
});
afterAll(() => p?.close());

async function codeFromEmail(address: string): Promise<string> {
  await expect.poll(async () => (await p.lastEmailTo(address))?.textBody ?? '').toMatch(/\b\d{6}\b/);
  const mail = await p.lastEmailTo(address);
  return /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1] ?? '';
}

type Role = 'candidate' | 'company' | 'admin';
const sessions = new Map<Role, { page: Page; context: BrowserContext }>();

/** One English, signed-in page per role, kept for the whole file. */
async function signedIn(role: Role): Promise<Page> {
  const open = sessions.get(role);
  if (open) return open.page;
  const session = await p.newPage({ lang: 'en' });
  const { page } = session;
  if (role === 'candidate') {
    await page.goto('/sign-in');
    await page.locator('input[name="email"]').fill(CANDIDATE);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/candidate/dashboard');
  } else {
    const email = role === 'company' ? COMPANY : DEMO_ADMIN_EMAIL;
    await page.goto(role === 'company' ? '/sign-in?type=company' : '/admin-portal/sign-in');
    await page.locator(role === 'company' ? 'input[name="identifier"]' : 'input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('textbox', { name: 'Verification code' }).fill(await codeFromEmail(email));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL(role === 'company' ? '**/company/dashboard' : '**/admin-portal/dashboard');
  }
  sessions.set(role, session);
  return page;
}
afterAll(async () => {
  for (const { context } of sessions.values()) await context.close();
});

/** Switches the page's language as the language switcher remembers it, on the next load. */
/** The language chosen as the switcher keeps it: in localStorage and in the cookie the server reads. */
async function switchLanguage(page: Page, lang: string) {
  await page.evaluate((l) => window.localStorage.setItem('i18nextLng', l), lang);
  await page.context().addCookies([{ name: 'lng', value: lang, url: p.url }]);
}

/** The candidate's bell, once its count has loaded; and its popover. */
async function openBell(page: Page) {
  // A press before the list's code is here opens it once it is (lib/load-on-intent.ts).
  await page.getByTestId('notification-bell').click();
  const popover = page.locator('.mantine-Popover-dropdown[role="dialog"]');
  await popover.waitFor();
  await opaque(popover).catch(async (error: unknown) => {
    // Seen once under CI's load: the list opened, then was gone. What the page showed then, for
    // whoever meets it next.
    const bell = page.getByTestId('notification-bell');
    const state = {
      url: page.url(),
      bells: await bell.count(),
      expanded: await bell
        .first()
        .getAttribute('aria-expanded', { timeout: 1000 })
        .catch(() => null),
      focused: await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? null),
      dialogs: await page.locator('[role="dialog"]').count(),
    };
    throw new Error(`The bell's list closed as it opened: ${JSON.stringify(state)}`, { cause: error });
  });
  await expect.poll(() => popover.locator('.mantine-Loader-root').count()).toBe(0);
  return popover;
}

/** Waits for a popover or modal to finish fading in (axe would measure contrast mid-fade). */
async function opaque(locator: Locator) {
  await expect
    .poll(() =>
      locator.evaluate((el) => {
        for (let node: Element | null = el; node; node = node.parentElement) {
          if (getComputedStyle(node).opacity !== '1') return false;
        }
        return true;
      }),
    )
    .toBe(true);
}

// ---- Every screen, in every language and at both widths. ----

const SCREENS: { role: Role; path: () => string }[] = [
  { role: 'candidate', path: () => '/candidate/dashboard' },
  { role: 'candidate', path: () => '/candidate/interviews' },
  { role: 'company', path: () => '/company/dashboard' },
  { role: 'company', path: () => '/company/interviews' },
  { role: 'company', path: () => '/company/candidates' },
  { role: 'company', path: () => '/company/manage-candidates' },
  { role: 'company', path: () => `/company/candidate/${candidateId}` },
  { role: 'admin', path: () => '/admin-portal/dashboard' },
];

const HTML_LANG = { en: 'en', zh: 'zh-Hant', cn: 'zh-Hans' } as const;

describe('pipeline screens', () => {
  it('the company saves a candidate, finds them among its saved candidates and opens their page', async () => {
    const company = await signedIn('company');
    await switchLanguage(company, 'en');
    await company.goto('/company/candidates');
    await company.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    const name = 'Wong Ka Yan (黃嘉欣)';
    const star = company.getByRole('button', { name: `Save ${name}` }).first();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    const saved = company.getByRole('button', { name: `Remove ${name} from saved candidates` }).first();
    await saved.waitFor();
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    // Both of Wong's applications show the candidate as saved.
    await expect.poll(() => company.getByRole('button', { name: `Save ${name}` }).count()).toBe(0);

    await company.goto('/company/manage-candidates');
    await company.getByRole('heading', { name: 'Saved candidates', level: 1 }).waitFor();
    const entry = company.getByRole('article', { name });
    await entry.getByText('Applications to your jobs: 2').waitFor();
    await entry.getByRole('link', { name: `View profile: ${name}` }).click();
    await company.waitForURL(`**/company/candidate/${wongId}`);
    await company.getByRole('heading', { name: 'Wong Ka Yan 黃嘉欣', level: 1 }).waitFor();
    const history = company.getByRole('region', { name: 'Applications to your jobs' });
    await history.getByRole('heading', { name: 'Applications to your jobs' }).waitFor();
    await expect.poll(() => history.getByRole('button', { name: /^Open application: / }).count()).toBe(2);
    await company.getByRole('button', { name: `Remove ${name} from saved candidates` }).waitFor();
  });

  it('the company narrows its candidates to a job found by typing part of its name, the rows dimmed until they come, kept on reload', async () => {
    const company = await signedIn('company');
    await switchLanguage(company, 'en');
    await company.setViewportSize({ width: 1280, height: 900 });
    await company.goto('/company/candidates');
    await company.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    const rows = company.locator('tbody tr');
    await expect.poll(() => rows.filter({ hasNotText: interviewJob }).count()).toBeGreaterThan(0);

    const filter = company.getByLabel('Job', { exact: true }).and(company.locator('input'));
    // Opened as it came, the filter offers the company's jobs: the "All jobs" its box shows is no search.
    await company.waitForLoadState('networkidle');
    await filter.click();
    await company.getByRole('option', { name: interviewJob, exact: true }).waitFor();
    await filter.fill(interviewJob.slice(0, 3));
    // The filter is a navigation whose loader reads it (utils/applicant-list-filters.ts): until its
    // answer comes, the rows before it stay, dimmed and marked busy.
    const answer = await holdRequests(company, /\/company\/candidates\.data/);
    await company.getByRole('option', { name: interviewJob, exact: true }).click();
    await company.locator('[aria-busy="true"]').filter({ has: rows.first() }).waitFor();
    answer.open();
    await company.waitForURL(/jobId=/);
    await expect.poll(() => company.locator('[aria-busy="true"]').count()).toBe(0);
    await expect.poll(() => rows.filter({ hasNotText: interviewJob }).count()).toBe(0);
    expect(await rows.count()).toBeGreaterThan(0);

    await company.reload();
    await company.getByRole('heading', { name: 'Candidates', level: 1 }).waitFor();
    await expect.poll(() => filter.inputValue()).toBe(interviewJob);
  });

  // One test per language: each sweeps every screen at its widths, and its time limit is its own.
  for (const lang of LANGUAGES) {
    it(`each screen has its heading, no catalog keys, fits a phone and has no serious accessibility violation (${lang})`, async () => {
      const keys: string[] = [];
      const overflows: string[] = [];
      const violations: string[] = [];
      /** Checks the page as it is now; `where` names it in the failures. Each screen's own axe check is the harness's. */
      const check = async (page: Page, where: string, width: number) => {
        for (const key of await rawKeys(page)) keys.push(`${where}: ${key}`);
        if (width === 390) {
          // Measured once it fits, or as it stays (a part that measures itself follows the resize).
          const over = await expect
            .poll(() => overflow(page))
            .toBeLessThanOrEqual(1)
            .then(
              () => 0,
              () => overflow(page),
            );
          if (over > 1) overflows.push(`${where}: ${over}px wider than the screen`);
        }
      };
      for (const role of ['candidate', 'company', 'admin'] as const) await switchLanguage(await signedIn(role), lang);
      for (const screen of SCREENS) {
        const page = await signedIn(screen.role);
        const path = screen.path();
        await page.goto(path);
        // The page drawn at each width in turn, as after a load at that width.
        for (const width of widthsIn(lang)) {
          await resizeTo(page, width);
          const where = `${lang} ${width}px ${path}`;
          await settled(page);
          expect(await page.locator('html').getAttribute('lang'), where).toBe(HTML_LANG[lang]);
          expect(await page.getByRole('heading', { level: 1 }).first().isVisible(), where).toBe(true);
          await check(page, where, width);
        }
      }
      // The candidate's bell, open.
      const page = await signedIn('candidate');
      await page.goto('/candidate/dashboard');
      for (const width of widthsIn(lang)) {
        await resizeTo(page, width);
        await settled(page);
        await openBell(page);
        await check(page, `${lang} ${width}px bell`, width);
        for (const v of await axeViolations(page)) violations.push(`${lang} ${width}px bell: ${v}`);
        await page.keyboard.press('Escape');
        await page.locator('.mantine-Popover-dropdown[role="dialog"]').waitFor({ state: 'hidden' });
      }
      expect.soft(keys, 'catalog keys shown instead of words').toEqual([]);
      expect.soft(overflows, 'pages wider than a 390 px phone').toEqual([]);
      expect.soft(violations, 'serious or critical axe violations').toEqual([]);
    }, 180_000);
  }

  it('the company reschedules the demo interview, cancels it and sets another; the candidate hears of each', async () => {
    const company = await signedIn('company');
    await switchLanguage(company, 'en');
    await company.goto('/company/interviews');
    await company.getByRole('heading', { name: 'Interviews', level: 1 }).waitFor();
    const card = company.getByRole('article', { name: interviewJob }).filter({ hasText: 'Li Xiaoming' });
    await card.getByText('Place: 12/F, 1 Harbour Road, Wan Chai').waitFor();

    // A new time, twenty days from now, in Hong Kong.
    const day = new Date(Date.now() + 20 * DAY_MS);
    const date = hongKongDate(day);
    const shown = new Intl.DateTimeFormat('en-HK', { timeZone: HONG_KONG_TIME_ZONE, dateStyle: 'medium' }).format(day);
    const who = `Li Xiaoming (李小明) for ${interviewJob}`;
    await card.getByRole('button', { name: `Reschedule: Li Xiaoming (李小明), ${interviewJob}` }).click();
    const form = company.getByRole('dialog', { name: `Reschedule the interview of ${who}` });
    // The form starts with the interview as it is.
    expect(await form.locator('input[name="place"]').inputValue()).toBe('12/F, 1 Harbour Road, Wan Chai');
    await opaque(form);
    const modalViolations = (await axeViolations(company)).map((v) => `reschedule: ${v}`);
    await form.locator('input[name="date"]').fill(date);
    await form.locator('input[name="time"]').fill('14:15');
    await form.getByRole('button', { name: 'Save the new time' }).click();
    await form.waitFor({ state: 'detached' });
    await card.getByText(new RegExp(`${shown}.*2:15`, 'i')).waitFor();

    // Cancelling asks first; the card then says Cancelled and offers no more changes.
    await card.getByRole('button', { name: `Cancel interview: Li Xiaoming (李小明), ${interviewJob}` }).click();
    const confirm = company.getByRole('dialog', { name: `Cancel the interview of ${who}?` });
    await opaque(confirm);
    modalViolations.push(...(await axeViolations(company)).map((v) => `cancel: ${v}`));
    await confirm.getByLabel('Reason (optional)').fill('The panel is away that week');
    await confirm.getByRole('button', { name: 'Cancel interview', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await card.getByText(/^Cancelled on /).waitFor();
    await card.getByText('Reason for cancelling: The panel is away that week').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);

    // The application stays in interviewing, so another interview can be set from its drawer.
    await company.goto(`/company/candidate/${candidateId}`);
    await company
      .getByRole('button', { name: `Open application: ${interviewJob}` })
      .first()
      .click();
    const drawer = company.getByRole('dialog');
    await drawer
      .getByRole('button', { name: `Schedule another interview: Li Xiaoming (李小明), ${interviewJob}` })
      .click();
    const another = company.getByRole('dialog', { name: `Schedule another interview with ${who}` });
    await opaque(another);
    modalViolations.push(...(await axeViolations(company)).map((v) => `schedule: ${v}`));
    await another.locator('input[name="date"]').fill(date);
    await another.locator('input[name="time"]').fill('16:00');
    await another.locator('input[name="place"]').fill('Room 3, Cyberport');
    await another.getByRole('button', { name: 'Schedule the interview' }).click();
    await another.waitFor({ state: 'detached' });
    await drawer.getByText('Place: Room 3, Cyberport').waitFor();
    await drawer.getByRole('button', { name: `Reschedule: Li Xiaoming (李小明), ${interviewJob}` }).waitFor();

    // Li hears of all three from the bell.
    const candidate = await signedIn('candidate');
    await switchLanguage(candidate, 'en');
    await candidate.goto('/candidate/dashboard');
    const popover = await openBell(candidate);
    await popover
      .getByText(`${companyName} rescheduled your interview for ${interviewJob} to ${date} 14:15 (HKT)`, {
        exact: true,
      })
      .waitFor();
    const cancelled = `${companyName} cancelled your interview for ${interviewJob}`;
    await popover.getByText(cancelled, { exact: true }).waitFor();
    await popover
      .getByText(`${companyName} invited you to another interview for ${interviewJob} on ${date} 16:00 (HKT)`, {
        exact: true,
      })
      .waitFor();
    // A notification is deleted from the bell by its own button, named after it.
    await popover.getByRole('button', { name: `Delete notification: ${cancelled}` }).click();
    await candidate.getByText('notification deleted', { exact: true }).waitFor();
    await expect.poll(() => popover.getByText(cancelled, { exact: true }).count()).toBe(0);
    await candidate.keyboard.press('Escape');
    // The cancelled interview, with the company's reason, and the new one are on Li's Interviews page.
    await candidate.goto('/candidate/interviews');
    const mine = candidate.getByRole('article', { name: interviewJob });
    await mine.getByText('Reason for cancelling: The panel is away that week').waitFor();
    await mine.getByText('Place: Room 3, Cyberport').waitFor();

    // Offering Li the internship calls off the interview still to come: the confirmation says so first.
    await company.goto(`/company/job/${interviewJobId}/candidates`);
    await company.getByRole('button', { name: 'Offer: Li Xiaoming (李小明)' }).first().click();
    const offer = company.getByRole('dialog').filter({ hasText: 'The candidate is offered the internship' });
    await offer
      .getByText(new RegExp(`^The interview on ${shown}, 4:00\\s?pm HKT is cancelled: the candidate is told`, 'i'))
      .waitFor();
    await opaque(offer);
    modalViolations.push(...(await axeViolations(company)).map((v) => `offer: ${v}`));
    await offer.getByRole('button', { name: 'Confirm' }).click();
    await offer.waitFor({ state: 'detached' });
    await candidate.goto('/candidate/interviews');
    await mine.filter({ hasText: 'Place: Room 3, Cyberport' }).getByText('Cancelled', { exact: true }).waitFor();
    expect(modalViolations, 'serious or critical axe violations in the interview dialogs').toEqual([]);
  });
});
