// Every page has its own title in the reader's language (WCAG 2.4.2; lib/page-title.ts), as the
// server writes it: each address of every role, asked with that role's session in en, zh and cn,
// has the title its route id names in the titles catalog, never the scheme's name alone, and no two
// pages of a role share one; a public page with a description in the catalog has it too. Every
// page of the route table is asked, so a page added without a visit here fails. An address that is
// no page has the not-found title, and the status 404. Every page is also drawn with its first
// data (issue 26): its <main> holds a heading and no loading placeholder, since its loader asked
// the API for what its first screen shows; and its words, in each language, are words: no catalog
// key or unfilled placeholder, and no Latin name run into the Chinese around it in a heading or an
// accessible name. Every address that names a record answers 404 for an id no record has (or one
// that is no id at all), its first HTML already saying so. And every page, in each language, is
// valid HTML (html-validate's standard rules), save two faults of Mantine's own markup.
import type { Language } from '@fis/shared/enums';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { eq } from 'drizzle-orm';
import { type HtmlElement, HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, candidateProfiles, jobs, users } from '../../api/src/db/schema.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { catalog } from '../e2e/harness.js';
import { companyEmailOf, insertCompany } from '../e2e/test-data.js';
import routes from '../src/routes.js';
import { catalogKeysIn } from '../test/catalog-keys.js';
import {
  askForHelp,
  DEMO,
  descriptionIn,
  forTestData,
  loadingIn,
  mainIn,
  type PagePlatform,
  seedDemo,
  startPages,
  titleIn,
  wordsIn,
} from './harness.js';

const LANGUAGES: Language[] = ['en', 'zh', 'cn'];

const CATALOGS = Object.fromEntries(
  LANGUAGES.map((language) => [language, { titles: catalog(language, 'titles'), common: catalog(language, 'common') }]),
) as Record<Language, { titles: Record<string, unknown>; common: { appName: string } }>;

const lookUp = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

const siteName = (language: Language) => CATALOGS[language].common.appName;

/** "Sign in | FinTech Internship Scheme": the title of the page whose route id is `id`, in `language`. */
function expectedTitle(language: Language, id: string): string {
  const { titles } = CATALOGS[language];
  const page = lookUp(titles, id.split('~')[0] ?? id);
  if (typeof page !== 'string') throw new Error(`no title ${id} in ${language}`);
  return String(titles.format).replace('{{page}}', page).replace('{{site}}', siteName(language));
}

/** A public page's description in `language`, if the catalog has one (lib/page-title.ts). */
function expectedDescription(language: Language, id: string): string | undefined {
  if (!id.startsWith('public.')) return undefined;
  const found = lookUp(CATALOGS[language].titles, `description.${id.slice('public.'.length)}`);
  return typeof found === 'string' ? found : undefined;
}

/** The ids of the routes that draw a page (a route file under app/routes/), older addresses' too. */
function pageIds(list: RouteConfigEntry[]): string[] {
  return list.flatMap((route) => [
    ...(route.file.startsWith('app/routes/') && route.id ? [route.id] : []),
    ...pageIds(route.children ?? []),
  ]);
}

/** A record's id in an address; and one of that form that no record has. */
const RECORD_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** A page that only leads on to another one: it has no title of its own to show. */
const LEADS_ON = new Set(['candidate.ownProfile']);

/** `newCompany`: a company whose first profile is still to be written. */
type Role = 'visitor' | 'candidate' | 'company' | 'newCompany' | 'admin' | 'institution';
/** Route id → an address of it, for each role that reads it. */
type Addresses = Record<Role, Record<string, string>>;

let p: PagePlatform;
let addresses: Addresses;
let ownProfilePath: string;
const cookies: Partial<Record<Role, string>> = {};

/** A message the account sends to the scheme office: its id, for its message page. */
async function sendToOffice(cookie: string): Promise<string> {
  const headers = { cookie, origin: p.url, 'content-type': 'application/json' };
  const res = await fetch(`${p.url}/api/v1/contact`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ recipients: [DEMO.admin], subject: 'Titles', description: 'A page title test.' }),
  });
  if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
  const box = await (await fetch(`${p.url}/api/v1/contact/send`, { headers })).json();
  return box.items[0].id;
}

/** A group message from the office to the demo candidate: its id, for its page. */
async function sendToGroup(cookie: string): Promise<string> {
  const res = await fetch(`${p.url}/api/v1/admin/group-messages`, {
    method: 'POST',
    headers: { cookie, origin: p.url, 'content-type': 'application/json' },
    body: JSON.stringify({
      audience: { list: 'candidates', filters: { keyword: DEMO.candidate } },
      texts: { en: { subject: 'Titles', description: 'A page title test.' } },
    }),
  });
  if (res.status !== 201) throw new Error(`group: ${res.status} ${await res.text()}`);
  return (await res.json()).item.id;
}

beforeAll(async () => {
  p = await startPages();
  const ids = await seedDemo(p);
  cookies.candidate = await p.sessionCookie(DEMO.candidate);
  cookies.company = await p.sessionCookie(DEMO.company);
  cookies.admin = await p.sessionCookie(DEMO.admin);
  cookies.institution = await p.sessionCookie(DEMO.institution);
  // A job named in English: its name in a Chinese heading must be set apart from the words around it.
  await p.app.db.update(jobs).set({ positionName: 'Wealth Data Intern' }).where(eq(jobs.id, ids.job));
  const newcomer = await companyEmailOf(
    forTestData(p),
    await insertCompany(forTestData(p), { companyName: 'Newcomer' }),
  );
  await p.app.db.update(users).set({ isFirstLogin: true }).where(eq(users.email, newcomer));
  cookies.newCompany = await p.sessionCookie(newcomer);
  const sent = { candidate: await sendToOffice(cookies.candidate), company: await sendToOffice(cookies.company) };
  const help = await askForHelp(p, 'Chan', 'Where is the page title?');
  const group = await sendToGroup(cookies.admin);
  const [application] = await p.app.db.select({ id: applications.id }).from(applications).limit(1);
  const [hkuStudent] = await p.app.db
    .select({ id: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.institution, 'HKU'))
    .limit(1);
  ownProfilePath = `/candidate/profile/${ids.candidate}`;
  addresses = {
    visitor: {
      'public.landing': '/',
      'public.signIn': '/sign-in',
      'public.verifyOtp': '/sign-in/verify-otp',
      'public.register': '/register',
      'public.adminSignIn': '/admin-portal/sign-in',
      'public.forgotPassword': '/forgot-password',
      'public.updatePassword': '/update-password?token=x',
      'public.adminInvite': '/admin-invite?token=x',
      'public.institutionSignIn': '/institution/sign-in',
      'public.institutionInvite': '/institution-invite?token=x',
      'public.verifyEmail': '/verify-email?token=x',
      'public.devMailbox': '/dev/mailbox',
      'public.needHelp': '/need-help',
      'public.job': `/jobs/${ids.job}`,
      'public.company': `/companies/${ids.company}`,
    },
    candidate: {
      'public.createProfile': '/create-profile',
      'candidate.dashboard': '/candidate/dashboard',
      'candidate.jobList': '/candidate/job-list',
      'candidate.jobDetail': `/candidate/job-detail/${ids.job}`,
      'candidate.savedJobs': '/candidate/saved-jobs',
      'candidate.companies': '/candidate/companies',
      'candidate.company': `/candidate/company/${ids.company}`,
      'candidate.company~2': `/candidate/view-company/${ids.company}`,
      'candidate.writeReview': `/candidate/company/${ids.company}/write-review`,
      'candidate.applyJob': `/candidate/apply-job/${ids.job}`,
      'candidate.applications': '/candidate/applications',
      'candidate.interviews': '/candidate/interviews',
      'candidate.placements': '/candidate/placements',
      'candidate.profile': ownProfilePath,
      'candidate.messages': '/candidate/messages',
      'candidate.newMessage': '/candidate/new-message',
      'candidate.messageDetail': `/candidate/message-detail/${sent.candidate}`,
      'candidate.setting': '/candidate/setting',
    },
    newCompany: { 'public.createCompanyProfile': '/create-company-profile' },
    company: {
      'company.dashboard': '/company/dashboard',
      'company.profile': '/company/profile',
      'company.jobList': '/company/job-list',
      'company.interviews': '/company/interviews',
      'company.placements': '/company/placements',
      'company.placement': `/company/placements/${ids.placement}`,
      'company.jobDetail': `/company/job/${ids.job}`,
      'company.candidates': '/company/candidates',
      'company.savedCandidates': '/company/manage-candidates',
      'company.candidate': `/company/candidate/${ids.candidate}`,
      'company.messages': '/company/messages',
      'company.newMessage': '/company/new-message',
      'company.messageDetail': `/company/message-detail/${sent.company}`,
      'company.setting': '/company/setting',
      'company.jobCandidates': `/company/job/${ids.job}/candidates`,
      'company.jobCandidates~2': `/company/job-detail/${ids.job}/candidates`,
      'company.createJob': '/company/create-job',
      'company.editJob': `/company/modify-job/${ids.job}`,
      'company.editJob~2': `/company/job/${ids.job}/modify`,
    },
    admin: {
      'admin.dashboard': '/admin-portal/dashboard',
      'admin.jobApprovals': '/admin-portal/job-approvals',
      'admin.jobs': '/admin-portal/jobs',
      'admin.candidates': '/admin-portal/candidates',
      'admin.companies': '/admin-portal/companies',
      'admin.applications': '/admin-portal/applications',
      'admin.companyProfile': `/admin-portal/companies/${ids.company}/profile`,
      'admin.candidate': `/admin-portal/candidates/${ids.candidate}`,
      'admin.candidateEdit': `/admin-portal/candidates/${ids.candidate}/edit`,
      'admin.company': `/admin-portal/companies/${ids.company}`,
      'admin.companyJobNew': `/admin-portal/companies/${ids.company}/jobs/new`,
      'admin.jobEdit': `/admin-portal/jobs/${ids.job}/edit`,
      'admin.helpRequests': '/admin-portal/help-requests',
      'admin.helpRequest': `/admin-portal/help-requests/${help}`,
      'admin.messages': '/admin-portal/messages',
      'admin.newMessage': '/admin-portal/new-message',
      // The candidate's message to the office: in the office's inbox.
      'admin.messageDetail': `/admin-portal/message-detail/${sent.candidate}`,
      'admin.groupMessages': '/admin-portal/group-messages',
      'admin.newGroupMessage': '/admin-portal/group-messages/new?list=candidates',
      'admin.groupMessage': `/admin-portal/group-messages/${group}`,
      'admin.templates': '/admin-portal/templates',
      'admin.application': `/admin-portal/applications/${application?.id}`,
      'admin.reviews': '/admin-portal/reviews',
      'admin.eligibility': '/admin-portal/eligibility',
      'admin.eligibilityCheck': `/admin-portal/eligibility/${ids.candidate}`,
      'admin.recommendations': '/admin-portal/recommendations',
      'admin.rounds': '/admin-portal/rounds',
      'admin.roundPlaces': `/admin-portal/rounds/${TEST_ROUND_ID}/places`,
      'admin.placements': '/admin-portal/placements',
      'admin.placement': `/admin-portal/placements/${ids.placement}`,
      'admin.reports': '/admin-portal/reports',
      'admin.account': `/admin-portal/accounts/${ids.companyUser}`,
      'admin.team': '/admin-portal/team',
      'admin.auditLog': '/admin-portal/audit-log',
      'admin.settings': '/admin-portal/settings',
    },
    institution: {
      'institution.students': '/institution/students',
      'institution.student': `/institution/students/${hkuStudent?.id}`,
      'institution.figures': '/institution/figures',
      'institution.settings': '/institution/settings',
    },
  };
});
afterAll(() => p?.close());

/**
 * Pages whose first screen only the browser can draw, so the server draws them loading: the code
 * step of a sign-in reads the attempt the password step kept in the tab (decision 045), and the
 * email verification uses its link's one-time token by a POST from the page, as asking for a page
 * changes nothing.
 */
const DRAWN_IN_THE_BROWSER = new Set(['public.verifyOtp', 'public.verifyEmail']);

/** Pages named by their record (the job's position, the company's name: public-job-meta.test.ts). */
const NAMED_BY_RECORD = new Set(['public.job', 'public.company']);

/** The HTML standard's rules (html-validate's `standard` preset), with the HTML5 elements. */
const validator = new HtmlValidate({ root: true, extends: ['html-validate:standard'], elements: ['html5'] });

/**
 * The two faults of Mantine's own markup, which no prop of ours changes, each matched by its exact
 * element: AppShell writes its sizes (`:root{--app-shell-…}`) as a <style data-mantine-styles> in
 * the body, where the hydration expects it (decision 064); Switch puts its label's wrapper, a
 * <div>, in its <label>. Any other fault, Mantine's or ours, fails.
 */
function isMantinesOwn(message: Message, element: HtmlElement | undefined): boolean {
  if (message.ruleId !== 'element-permitted-content' || !element?.parent) return false;
  const { parent } = element;
  const appShellStyle =
    element.tagName === 'style' &&
    parent.tagName === 'body' &&
    element.hasAttribute('data-mantine-styles') &&
    element.textContent.startsWith(':root{--app-shell-');
  const switchLabel =
    element.tagName === 'div' &&
    element.classList.contains('mantine-Switch-labelWrapper') &&
    parent.tagName === 'label' &&
    parent.classList.contains('mantine-Switch-body');
  return appShellStyle || switchLabel;
}

/** Each fault html-validate finds in the page, but Mantine's own: where (its selector), the rule and what. */
async function invalidIn(html: string, where: string): Promise<string[]> {
  // The elements by where they start in the page, to match a fault to its element.
  const elements = new Map<number, HtmlElement>();
  const report = await validator.validateSource({
    data: html,
    filename: where,
    line: 1,
    column: 1,
    offset: 0,
    hooks: {
      processElement: (element) => {
        elements.set(element.location.offset, element);
      },
    },
  });
  return report.results
    .flatMap((result) => result.messages)
    .filter((message) => !isMantinesOwn(message, elements.get(message.offset)))
    .map((message) => `${where}: ${message.ruleId} at ${message.selector ?? '(document)'}: ${message.message}`);
}

/** A Chinese character touching a Latin letter: a name run into the words around it. */
const joinsScripts = (text: string) => /[\p{Script=Han}][A-Za-z]|[A-Za-z][\p{Script=Han}]/u.test(text);

/**
 * Asks for each of the role's pages in `language`: each answers 200 with its own title (and
 * description), its first data and a heading, and words that are neither catalog keys nor a name
 * run into the Chinese around it; and each is valid HTML.
 */
async function expectEachPage(role: Role, language: Language) {
  const titles = new Map<string, string>();
  const wrongWords: string[] = [];
  const invalid: string[] = [];
  for (const [id, path] of Object.entries(addresses[role])) {
    const answer = await p.get(path, { cookie: cookies[role], lang: language });
    const where = `${path} (${language})`;
    expect(answer.status, where).toBe(200);
    const title = titleIn(answer.html);
    expect(title, where).not.toBe(siteName(language));
    if (NAMED_BY_RECORD.has(id)) {
      expect(title?.endsWith(siteName(language)), where).toBe(true);
      expect(title, where).not.toBe(expectedTitle(language, id));
    } else {
      expect(title, where).toBe(expectedTitle(language, id));
      expect(descriptionIn(answer.html), where).toBe(expectedDescription(language, id));
    }
    if (!DRAWN_IN_THE_BROWSER.has(id)) {
      const main = mainIn(answer.html);
      expect(loadingIn(main), `${where} is still loading`).toBeUndefined();
      expect(main, `${where} has a heading`).toMatch(/<h1\b/);
    }
    // Words, not catalog keys; a Latin name set apart from the Chinese around it.
    const words = wordsIn(answer.html);
    for (const key of catalogKeysIn([words.text, ...words.names])) wrongWords.push(`${where}: ${key}`);
    for (const text of [...words.headings, ...words.names].filter(joinsScripts)) wrongWords.push(`${where}: ${text}`);
    invalid.push(...(await invalidIn(answer.html, where)));
    // An older address of a page has that page's title.
    titles.set(id.split('~')[0] ?? id, title ?? '');
  }
  expect(wrongWords).toEqual([]);
  expect(invalid).toEqual([]);
  const seen = new Map<string, string>();
  for (const [id, title] of titles) {
    expect(seen.get(title), `${id} has the title of ${seen.get(title)} in ${language}: ${title}`).toBeUndefined();
    seen.set(title, id);
  }
}

describe('page titles, as the server writes them', () => {
  it('visits every page of the route table', () => {
    const visited = new Set(Object.values(addresses).flatMap((pages) => Object.keys(pages)));
    const unvisited = pageIds(routes).filter((id) => !visited.has(id) && !LEADS_ON.has(id));
    expect(unvisited).toEqual([]);
  });

  for (const language of LANGUAGES) {
    it(`gives every public page its own title in ${language}, and not-found its own with 404`, async () => {
      await expectEachPage('visitor', language);
      const missing = await p.get('/no/such/page', { lang: language });
      expect(missing.status).toBe(404);
      expect(titleIn(missing.html)).toBe(expectedTitle(language, 'notFound'));
    });

    it(`gives every candidate page its own title in ${language}`, async () => {
      await expectEachPage('candidate', language);
    });

    it(`gives every company page its own title in ${language}`, async () => {
      await expectEachPage('company', language);
      await expectEachPage('newCompany', language);
    });

    it(`gives every admin page its own title in ${language}`, async () => {
      await expectEachPage('admin', language);
    });

    it(`gives every institution coordinator's page its own title in ${language}`, async () => {
      await expectEachPage('institution', language);
    });
  }

  it('answers 404 at every page whose address names a record no one has, or an id that is none, already saying so', async () => {
    const named = Object.entries(addresses).flatMap(([role, pages]) =>
      Object.values(pages)
        .filter((path) => RECORD_ID.test(path))
        .flatMap((path) =>
          [NO_SUCH_ID, 'not-an-id'].map((id) => ({
            role: role as Role,
            path: path.replace(new RegExp(RECORD_ID, 'g'), id),
          })),
        ),
    );
    expect(named.length).toBeGreaterThan(40);
    for (const { role, path } of named) {
      const answer = await p.get(path, { cookie: cookies[role], lang: 'en' });
      expect(answer.status, path).toBe(404);
      // The not-found page, or the page's own words for a job or a company that is gone.
      expect(loadingIn(mainIn(answer.html)), `${path} is still loading`).toBeUndefined();
    }
  });

  it("leads the candidate from /candidate/profile to their own profile's page", async () => {
    const answer = await p.get('/candidate/profile', { cookie: cookies.candidate });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(ownProfilePath);
  });

  it('leads a company whose first profile is written from that step to its profile', async () => {
    const answer = await p.get('/create-company-profile', { cookie: cookies.company });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe('/company/profile');
  });
});
