// A page's first HTML already holds what it is for, before any script runs (issue 26): the rows of
// a list, the record of a detail page, the figures of a dashboard, the landing page's key dates.
// Each page's loader asked the API as the visitor; the HTML has no loading placeholder in its main
// content, and names a record the database says the page shows; an office list shows its saved
// views. That no page of any role is still loading in its first HTML, page-titles.test.ts checks as
// it visits them all.
import { ApprovalStatus } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidateProfiles, jobs, users } from '../../api/src/db/schema.js';
import { catalog } from '../e2e/harness.js';
import { apiAs, insertCompany, visibleJob } from '../e2e/test-data.js';
import {
  askForHelp,
  DEMO,
  documentIn,
  forTestData,
  loadingIn,
  mainIn,
  type PagePlatform,
  seedDemo,
  startPages,
  textOf,
  withoutScripts,
} from './harness.js';

let p: PagePlatform;
let demo: Awaited<ReturnType<typeof seedDemo>>;
const cookies: Record<keyof typeof DEMO, string> = { candidate: '', company: '', admin: '', institution: '' };

beforeAll(async () => {
  p = await startPages();
  demo = await seedDemo(p);
  await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, DEMO.candidate));
  for (const role of Object.keys(DEMO) as (keyof typeof DEMO)[]) cookies[role] = await p.sessionCookie(DEMO[role]);
});
afterAll(() => p?.close());

/** The page's <main> as the server wrote it, without scripts; it must hold no loading placeholder. */
async function mainOf(path: string, role?: keyof typeof DEMO): Promise<string> {
  const answer = await p.get(path, { cookie: role && cookies[role], lang: 'en' });
  expect(answer.status, path).toBe(200);
  const main = mainIn(answer.html);
  expect(main.length, `${path} has a <main>`).toBeGreaterThan(0);
  expect(loadingIn(main), `${path} is still loading`).toBeUndefined();
  return main;
}

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function openJobNames(): Promise<string[]> {
  const rows = await p.app.db
    .select({ name: jobs.positionName })
    .from(jobs)
    .where(and(eq(jobs.approvalStatus, 1), eq(jobs.status, 1)));
  return rows.map((row) => escaped(row.name));
}

describe('a page’s first HTML holds its content', () => {
  it('the landing page: the open round’s key dates', async () => {
    expect(await mainOf('/')).toContain('Test round application period');
  });

  it('the candidate’s job list and a job’s detail', async () => {
    const names = await openJobNames();
    const list = await mainOf('/candidate/job-list', 'candidate');
    expect(names.filter((name) => list.includes(name)).length).toBeGreaterThanOrEqual(3);
    const [job] = await p.app.db.select().from(jobs).where(eq(jobs.id, demo.job));
    expect(await mainOf(`/candidate/job-detail/${demo.job}`, 'candidate')).toContain(escaped(job?.positionName ?? '?'));
  });

  it('the candidate’s page of a job never public, its apply form, or a company not listed and its review form: 404, saying so in their language', async () => {
    const companyId = await insertCompany(forTestData(p), {
      companyName: 'Unlisted Ledger Limited',
      approvalStatus: ApprovalStatus.PENDING,
    });
    const [pending] = await p.app.db
      .insert(jobs)
      .values(
        visibleJob(demo.company, { positionName: 'Pending Ledger Intern', approvalStatus: ApprovalStatus.PENDING }),
      )
      .returning({ id: jobs.id });
    const search = catalog('cn', 'search');
    for (const [path, words] of [
      [`/candidate/job-detail/${pending?.id}`, search.detail.notFound],
      ['/candidate/job-detail/not-a-job', search.detail.notFound],
      [`/candidate/apply-job/${pending?.id}`, search.detail.notFound],
      [`/candidate/company/${companyId}`, search.company.notFound],
      [`/candidate/company/${companyId}/write-review`, search.company.notFound],
    ]) {
      const answer = await p.get(path, { cookie: cookies.candidate, lang: 'cn' });
      expect(answer.status, path).toBe(404);
      const main = mainIn(answer.html);
      expect(loadingIn(main), `${path} is still loading`).toBeUndefined();
      expect(textOf(documentIn(main).body), path).toContain(words);
      // A candidate has their own job list and directory to go back to instead.
      expect(main, path).not.toContain('#career-opportunities');
      expect(answer.html, path).not.toMatch(/Pending Ledger|Unlisted Ledger/);
    }
  });

  it('the candidate’s applications and dashboard', async () => {
    const applied = await p.app.db
      .select({ name: jobs.positionName })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.candidateId, demo.candidate));
    expect(applied.length).toBeGreaterThan(0);
    const list = await mainOf('/candidate/applications', 'candidate');
    expect(
      applied.some(({ name }) => list.includes(escaped(name))),
      'an application',
    ).toBe(true);
    const dashboard = await mainOf('/candidate/dashboard', 'candidate');
    const names = await openJobNames();
    expect(
      names.some((name) => dashboard.includes(name)),
      'a recommended job',
    ).toBe(true);
  });

  it('the candidate’s messages', async () => {
    await mainOf('/candidate/messages', 'candidate');
  });

  it('the company’s dashboard and a job’s candidates', async () => {
    await mainOf('/company/dashboard', 'company');
    const applicants = await p.app.db
      .select({ name: candidateProfiles.englishName })
      .from(applications)
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
      .where(eq(applications.jobId, demo.job));
    expect(applicants.length).toBeGreaterThan(0);
    const list = await mainOf(`/company/job/${demo.job}/candidates`, 'company');
    expect(
      applicants.some(({ name }) => list.includes(escaped(name))),
      'an applicant',
    ).toBe(true);
    // The company's places in the job's round, asked for once the job is known (the offer's note
    // reads them), come with the page: the browser does not ask for them as it hydrates.
    const page = await p.get(`/company/job/${demo.job}/candidates`, { cookie: cookies.company, lang: 'en' });
    expect(page.html).toContain('countsPlaces');
  });

  it('the office’s dashboard and its candidates list', async () => {
    await mainOf('/admin-portal/dashboard', 'admin');
    const candidates = await p.app.db.select({ name: candidateProfiles.englishName }).from(candidateProfiles);
    const list = await mainOf('/admin-portal/candidates', 'admin');
    expect(candidates.filter(({ name }) => list.includes(escaped(name))).length).toBeGreaterThanOrEqual(3);
  });
});

describe('an office queue’s first HTML', () => {
  // Each item's "Assigned to" field lists the office's team (components/ui/assignee-select.tsx): the
  // loader asks for the team with the queue, so the field is drawn whole and the browser does not
  // ask for the team and draw every field again as it hydrates.
  it('lists the office’s team in every “Assigned to” field', async () => {
    await p.app.db
      .insert(jobs)
      .values(
        visibleJob(demo.company, { positionName: 'Queue Ledger Intern', approvalStatus: ApprovalStatus.PENDING }),
      );
    await askForHelp(p, 'Tse', 'Who takes this request?');
    const you = catalog('en', 'admin').assignment.you.replace('{{email}}', DEMO.admin);
    for (const path of ['/admin-portal/dashboard', '/admin-portal/job-approvals', '/admin-portal/help-requests']) {
      const fields = [...documentIn(await mainOf(path, 'admin')).querySelectorAll('select')].filter((select) =>
        select.getAttribute('aria-label')?.startsWith('Assigned to, '),
      );
      expect(fields.length, `${path} has an “Assigned to” field`).toBeGreaterThan(0);
      for (const field of fields) {
        expect(
          [...field.querySelectorAll('option')].map(textOf),
          `${path}: ${field.getAttribute('aria-label')}`,
        ).toContain(you);
      }
    }
  });
});

describe('an office list’s first HTML', () => {
  // The loader asks for the list's saved views with its rows (features/admin-lists/api/admin-lists.ts):
  // the choice of views is drawn as it stays, not as "loading" and then redrawn.
  it('shows the saved view its address applies as chosen, or that the list has none', async () => {
    expect(await mainOf('/admin-portal/jobs', 'admin')).toContain('placeholder="No saved view of this list yet"');
    const saved = await apiAs(forTestData(p), DEMO.admin, 'POST', '/v1/admin/saved-views', {
      list: 'candidates',
      name: 'HKU students',
      query: { institution: 'HKU' },
    });
    expect(saved.status).toBe(201);
    const inputs = (await mainOf('/admin-portal/candidates?institution=HKU', 'admin')).match(/<input\b[^>]*>/g) ?? [];
    expect(inputs.filter((input) => input.includes('value="HKU students"'))).toHaveLength(1);
  });
});

describe('an institution coordinator’s first HTML', () => {
  it('holds their students, of their institution only', async () => {
    const rows = await p.app.db
      .select({ name: candidateProfiles.englishName, institution: candidateProfiles.institution })
      .from(candidateProfiles);
    const list = await mainOf('/institution/students', 'institution');
    const hku = rows.filter((row) => row.institution === 'HKU').map((row) => escaped(row.name));
    const others = rows.filter((row) => row.institution !== 'HKU').map((row) => escaped(row.name));
    expect(hku.length).toBeGreaterThan(0);
    expect(hku.every((name) => list.includes(name))).toBe(true);
    expect(others.filter((name) => list.includes(name))).toEqual([]);
  });
});

describe('a list’s first HTML is drawn for the screen the server expects (lib/phone-width.ts)', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
  const layoutOf = async (
    options: { userAgent: string; screen?: string },
    path = '/admin-portal/candidates',
    role: keyof typeof DEMO = 'admin',
  ) => {
    const cookie = [cookies[role], options.screen && `screen=${options.screen}`].filter(Boolean).join('; ');
    const answer = await p.get(path, { cookie, lang: 'en', userAgent: options.userAgent });
    const main = mainIn(answer.html);
    return { table: main.includes('<table'), cards: /<ul[^>]*class="[^"]*cards/.test(main), main };
  };

  it('cards alone to a mobile browser, the table alone to any other', async () => {
    expect(await layoutOf({ userAgent: PHONE })).toMatchObject({ table: false, cards: true });
    expect(await layoutOf({ userAgent: DESKTOP })).toMatchObject({ table: true, cards: false });
  });

  // The company's list draws cards of its own on a phone, not the table's: the server draws those
  // too, so that the browser keeps the page it was given instead of redrawing it as it takes over.
  it("the company's applicants: their own cards to a phone, the table to any other", async () => {
    const [applicant] = await p.app.db
      .select({ name: candidateProfiles.englishName })
      .from(applications)
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, applications.candidateId))
      .where(eq(applications.jobId, demo.job));
    const phone = await layoutOf({ userAgent: PHONE }, '/company/candidates', 'company');
    const desktop = await layoutOf({ userAgent: DESKTOP }, '/company/candidates', 'company');
    expect(phone).toMatchObject({ table: false, cards: false });
    expect(desktop).toMatchObject({ table: true, cards: false });
    for (const { main } of [phone, desktop]) expect(main).toContain(escaped(applicant?.name ?? 'no applicant'));
  });

  it('the width the browser last reported, before what it says of itself', async () => {
    expect(await layoutOf({ userAgent: DESKTOP, screen: 'phone' })).toMatchObject({ table: false, cards: true });
    expect(await layoutOf({ userAgent: PHONE, screen: 'wide' })).toMatchObject({ table: true, cards: false });
  });
});

describe('the shell’s first HTML', () => {
  it('holds the bell’s unread notifications and the unread messages beside Messages', async () => {
    const sent = await apiAs(forTestData(p), DEMO.company, 'POST', '/v1/contact', {
      recipients: [DEMO.candidate],
      subject: 'Welcome',
      description: 'See you on Monday.',
    });
    expect(sent.status).toBe(201);
    const asCandidate = async (path: string) =>
      (await fetch(`${p.url}/api${path}`, { headers: { cookie: cookies.candidate } })).json();
    const { unread } = await asCandidate('/v1/notification?page=1&take=1');
    const { count } = await asCandidate('/v1/contact/inbox/unread');
    expect(unread).toBeGreaterThan(0);
    expect(count).toBeGreaterThan(0);

    const answer = await p.get('/candidate/job-list', { cookie: cookies.candidate, lang: 'en' });
    const header = /<header\b[\s\S]*?<\/header>/.exec(withoutScripts(answer.html))?.[0] ?? '';
    expect(header).toContain(`aria-label="Notifications, ${unread} unread"`);
    const badge = /data-testid="unread-messages">([\s\S]*?)<\/div>/.exec(withoutScripts(answer.html))?.[1] ?? '';
    expect(badge).toContain(`${count} unread`);
  });
});

describe('the document’s head', () => {
  it('loads Intl’s data in the page’s language with a script the answer’s nonce allows, before the page’s scripts come', async () => {
    for (const [lang, locale] of [
      ['en', 'en-HK'],
      ['zh', 'zh-Hant-HK'],
      ['cn', 'zh-Hans-CN'],
    ] as const) {
      const answer = await p.get('/sign-in', { lang });
      const head = /<head>([\s\S]*?)<\/head>/.exec(answer.html)?.[1] ?? '';
      const [, nonce, script] = /<script nonce="([^"]+)">([^<]*)<\/script>/.exec(head) ?? [];
      expect(answer.headers.get('content-security-policy'), lang).toContain(`'nonce-${nonce}'`);
      expect(script, lang).toContain(`new Intl.DateTimeFormat("${locale}",{timeZone:"Asia/Hong_Kong"})`);
      expect(() => new Function(script ?? 'throw 0')(), lang).not.toThrow();
    }
  });
});
