// Who may see a page, as the server answers before drawing anything (app/guards.ts): a signed-out
// visitor to a signed-in area goes to the site root (the admin portal to its own sign-in); a
// signed-in user of another role gets the not-found page with 404; sign-in leads a signed-in user
// on, to a same-site `?next=` of their own area but never off the site; a public job or company
// page leads a candidate to their own page of it; the development mailbox is not found where the API
// has none. The document is in the visitor's language (`?lng=`, then the `lng` cookie, then
// Accept-Language) and holds the signed-in user's name in its shell before any script runs.
import type { Language } from '@fis/shared/enums';
import { HTML_LANG } from '@fis/shared/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, uniqueEmail } from '../e2e/harness.js';
import { insertCandidate } from '../e2e/test-data.js';
import {
  DEMO,
  documentIn,
  forTestData,
  htmlLangIn,
  linkWith,
  type PagePlatform,
  readPage,
  seedDemo,
  startPages,
  titleIn,
  withoutScripts,
  wordsOf,
} from './harness.js';

const NOT_FOUND = 'Page not found | FinTech Internship Scheme';
/** An id of the right form that no record has. */
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let p: PagePlatform;
let ids: Awaited<ReturnType<typeof seedDemo>>;
/** A candidate past their first sign-in, whose dashboard is their own. */
let candidate: string;
/** Their id: they applied nowhere, so no company may open their profile. */
let candidateId: string;
let candidateName: string;

beforeAll(async () => {
  p = await startPages();
  ids = await seedDemo(p);
  const email = uniqueEmail('candidate');
  candidateId = await insertCandidate(forTestData(p), email);
  candidate = await p.sessionCookie(email);
  const user = await fetch(`${p.url}/api/v1/user`, { headers: { cookie: candidate } });
  candidateName = (await user.json()).displayName;
});
afterAll(() => p?.close());

describe('a signed-out visitor', () => {
  it('goes from a candidate or company page to the site root, from an admin page to the admin sign-in', async () => {
    for (const [path, to] of [
      ['/candidate/dashboard', '/'],
      [`/candidate/job-detail/${ids.job}`, '/'],
      ['/create-profile', '/'],
      ['/company/job-list', '/'],
      ['/create-company-profile', '/'],
      ['/admin-portal/dashboard', '/admin-portal/sign-in'],
      ['/admin-portal/team', '/admin-portal/sign-in'],
    ]) {
      const answer = await p.get(path ?? '', { lang: 'en' });
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe(to);
    }
  });

  it('reads the public job and company pages as they are', async () => {
    for (const path of [`/jobs/${ids.job}`, `/companies/${ids.company}`]) {
      expect((await p.get(path, { lang: 'en' })).status, path).toBe(200);
    }
  });
});

describe('a signed-in user of another role', () => {
  it('gets 404 at a company or admin page', async () => {
    for (const path of [
      '/company/dashboard',
      `/company/job/${ids.job}`,
      '/admin-portal/dashboard',
      '/admin-portal/team',
    ]) {
      const answer = await p.get(path, { cookie: candidate, lang: 'en' });
      expect(answer.status, path).toBe(404);
    }
  });

  it("gets the not-found page's title there, not the page's", async () => {
    for (const path of ['/company/dashboard', '/admin-portal/team']) {
      const answer = await p.get(path, { cookie: candidate, lang: 'en' });
      expect(titleIn(answer.html), path).toBe(NOT_FOUND);
    }
  });
});

describe('the not-found page', () => {
  it("is drawn inside the visitor's own layout, with a way back to their dashboard", async () => {
    const company = { cookie: await p.sessionCookie(DEMO.company), dashboard: '/company/dashboard', nav: 'Jobs' };
    const candidateArea = { cookie: candidate, dashboard: '/candidate/dashboard', nav: 'Find internships' };
    const admin = {
      cookie: await p.sessionCookie(DEMO.admin),
      dashboard: '/admin-portal/dashboard',
      nav: 'Job approval',
    };
    const visits = [
      { who: company, path: '/candidate/dashboard' },
      { who: candidateArea, path: '/company/job-list' },
      { who: candidateArea, path: '/admin-portal/jobs' },
      { who: admin, path: '/company/dashboard' },
      // An address no area has, and a record the page names that the API does not answer (missing,
      // or another's): the page's loader asks for it (lib/prefetch.server.ts, `record`). Every
      // page's missing record: page-titles.test.ts.
      { who: company, path: '/company/no-such-page' },
      { who: candidateArea, path: `/candidate/profile/${ids.candidate}` },
      { who: company, path: `/company/message-detail/${NO_SUCH_ID}` },
      { who: company, path: `/company/placements/${NO_SUCH_ID}` },
      { who: company, path: `/company/candidate/${candidateId}` },
    ];
    for (const { who, path } of visits) {
      const answer = await p.get(path, { cookie: who.cookie, lang: 'en' });
      expect(answer.status, path).toBe(404);
      const page = documentIn(answer.html);
      expect(page.querySelector('main h1')?.textContent, path).toBe('Page not found');
      // Their own header and navigation are there.
      const nav = page.querySelector('nav[aria-label="Main navigation"]');
      expect(nav && linkWith(nav, who.nav, true), `${path}: ${who.nav}`).toBeTruthy();
      // The account menu, named by its words (visually hidden beside the avatar).
      const buttons = [...page.querySelectorAll('header button')].map((button) => button.textContent ?? '');
      expect(
        buttons.some((words) => words.startsWith('Your account: ')),
        path,
      ).toBe(true);
      expect(linkWith(page, 'Back to your dashboard', true)?.getAttribute('href'), path).toBe(who.dashboard);
    }
    // Signed out, the public layout and a way home.
    const answer = await p.get('/no-such-page', { lang: 'en' });
    expect(answer.status).toBe(404);
    const page = documentIn(answer.html);
    expect(page.querySelector('main h1')?.textContent).toBe('Page not found');
    expect(linkWith(page, 'Back to home', true)?.getAttribute('href')).toBe('/');
  });

  it('is what /dev/mailbox shows where the API has no mailbox (production, or a mail server set)', async () => {
    const off = await startApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const answer = await readPage(off, '/dev/mailbox', { lang: 'en' });
      expect(answer.status).toBe(404);
      const page = documentIn(answer.html);
      expect(page.querySelector('main h1')?.textContent).toBe('Page not found');
      expect(linkWith(page, 'Back to home', true)?.getAttribute('href')).toBe('/');
      expect(answer.html).not.toContain('Development mailbox');
      expect(answer.html).not.toContain('The record was not found');
    } finally {
      await off.close();
    }
  });
});

describe("an area's bare address", () => {
  it('leads each role to its dashboard, with or without the last slash', async () => {
    const areas = [
      { cookie: candidate, root: '/candidate', dashboard: '/candidate/dashboard' },
      { cookie: await p.sessionCookie(DEMO.company), root: '/company', dashboard: '/company/dashboard' },
      { cookie: await p.sessionCookie(DEMO.admin), root: '/admin-portal', dashboard: '/admin-portal/dashboard' },
    ];
    for (const { cookie, root, dashboard } of areas) {
      for (const path of [root, `${root}/`]) {
        const answer = await p.get(path, { cookie });
        expect(answer.status, path).toBe(302);
        expect(answer.location, path).toBe(dashboard);
      }
    }
  });
});

describe('sign-in while signed in', () => {
  it('leads a candidate to their dashboard', async () => {
    for (const path of ['/sign-in', '/register']) {
      const answer = await p.get(path, { cookie: candidate, lang: 'en' });
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe('/candidate/dashboard');
    }
  });

  it('leads on to a page of their own area that `?next=` names, never off the site', async () => {
    const next = (to: string) => `/sign-in?${new URLSearchParams({ next: to })}`;
    for (const [path, to] of [
      [next('/candidate/saved-jobs'), '/candidate/saved-jobs'],
      [next(`/candidate/apply-job/${ids.job}`), `/candidate/apply-job/${ids.job}`],
      [next('//evil.example'), '/candidate/dashboard'],
      [next('https://evil.example'), '/candidate/dashboard'],
      [next('/\\evil.example'), '/candidate/dashboard'],
      [next('/admin-portal/team'), '/candidate/dashboard'],
    ]) {
      const answer = await p.get(path ?? '', { cookie: candidate, lang: 'en' });
      expect(answer.status, path).toBe(302);
      expect(answer.location, path).toBe(to);
    }
  });

  it('leads a candidate at their first sign-in to the profile step first, which keeps the page `?next=` asks', async () => {
    const first = await p.sessionCookie(DEMO.candidate);
    const answer = await p.get('/sign-in?next=%2Fcandidate%2Fsaved-jobs', { cookie: first, lang: 'en' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/create-profile?next=%2Fcandidate%2Fsaved-jobs');
    const elsewhere = await p.get('/sign-in?next=%2Fcompany%2Fdashboard', { cookie: first, lang: 'en' });
    expect(elsewhere.location).toBe('/create-profile');
  });
});

describe('addresses that lead a candidate on', () => {
  it('/candidate goes to the dashboard', async () => {
    const answer = await p.get('/candidate', { cookie: candidate, lang: 'en' });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/candidate/dashboard');
  });

  it("a public job or company page goes to the candidate's own page of it", async () => {
    const job = await p.get(`/jobs/${ids.job}`, { cookie: candidate, lang: 'en' });
    expect(job.status).toBe(302);
    expect(job.location).toBe(`/candidate/job-detail/${ids.job}`);
    const company = await p.get(`/companies/${ids.company}`, { cookie: candidate, lang: 'en' });
    expect(company.status).toBe(302);
    expect(company.location).toBe(`/candidate/company/${ids.company}`);
  });
});

describe("the document's language", () => {
  it('follows ?lng=, then the lng cookie, then the browser’s languages, else Traditional Chinese', async () => {
    const HEADINGS = { en: 'FinTech Internship Scheme', zh: '金融科技實習計劃', cn: '金融科技实习计划' };
    const cases: [string, Parameters<PagePlatform['get']>[1], Language][] = [
      ['/?lng=en', {}, 'en'],
      ['/?lng=cn', { lang: 'zh' }, 'cn'],
      ['/', { lang: 'zh', acceptLanguage: 'en-GB,en;q=0.9' }, 'zh'],
      ['/', { lang: 'cn' }, 'cn'],
      ['/', { acceptLanguage: 'en-US,en;q=0.9' }, 'en'],
      ['/', { acceptLanguage: 'en-GB,en;q=0.9' }, 'en'],
      ['/', { acceptLanguage: 'zh-CN,zh;q=0.9' }, 'cn'],
      ['/', { acceptLanguage: 'zh-CN,zh;q=0.9,en-US;q=0.8' }, 'cn'],
      ['/', { acceptLanguage: 'zh-HK' }, 'zh'],
      ['/', { acceptLanguage: 'zh-HK,en-US;q=0.9' }, 'zh'],
      ['/', { acceptLanguage: 'fr-FR,en;q=0.5' }, 'zh'],
      ['/', {}, 'zh'],
    ];
    for (const [path, options, language] of cases) {
      const answer = await p.get(path, options);
      const which = `${path} ${JSON.stringify(options)}`;
      expect(htmlLangIn(answer.html), which).toBe(HTML_LANG[language]);
      // The page's words are in that language too, not only its tag.
      expect(wordsOf(documentIn(answer.html), 'h1'), which).toEqual([HEADINGS[language]]);
    }
  });

  it('is remembered in the lng cookie when ?lng= chose it', async () => {
    const chosen = await p.get('/sign-in?lng=cn');
    expect(chosen.setCookies.find((cookie) => cookie.startsWith('lng='))).toMatch(/^lng=cn;.*Path=\//);
    const unchosen = await p.get('/sign-in', { lang: 'en' });
    expect(unchosen.setCookies.filter((cookie) => cookie.startsWith('lng='))).toEqual([]);
  });

  it('is the signed-in user’s chosen one on their pages too', async () => {
    const answer = await p.get('/candidate/dashboard?lng=cn', { cookie: candidate });
    expect(htmlLangIn(answer.html)).toBe(HTML_LANG.cn);
  });
});

describe('the signed-in shell', () => {
  it("holds the user's name in its header before any script runs", async () => {
    expect(candidateName).toBeTruthy();
    const answer = await p.get('/candidate/dashboard', { cookie: candidate, lang: 'en' });
    expect(answer.status).toBe(200);
    const header = /<header\b[\s\S]*?<\/header>/.exec(withoutScripts(answer.html))?.[0] ?? '';
    expect(header).toContain(candidateName);
  });
});
