// The page tier: a page as the server renders it, with its loaders asking the real API on an
// in-memory database, read as the HTML and the answer a browser gets before any script runs. The
// platform is the browser suite's (../e2e/harness.ts) without the browser, so a redirect, a 404,
// a title or the document's language is checked in a request instead of a page visit.
import type { Language } from '@fis/shared/enums';
import { LANGUAGE_COOKIE } from '@fis/shared/i18n';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@fis/shared/web-session';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { companies, helpRequests, jobs, placements, users } from '../../api/src/db/schema.js';
import { DEMO_ADMIN_EMAIL, DEMO_COORDINATOR_EMAIL, seedDemoData } from '../../api/src/seed/demo-data.js';
import { type AppPlatform, type Platform, startApp } from '../e2e/harness.js';
import { sessionOf } from '../e2e/test-data.js';

export interface PageAnswer {
  status: number;
  headers: Headers;
  /** Where a redirect leads (not followed), else null. */
  location: string | null;
  /** The cookies the answer sets, each as its Set-Cookie header. */
  setCookies: string[];
  html: string;
}

export interface PageOptions {
  /** The Cookie header: a session's (sessionCookie) and any other. */
  cookie?: string;
  /** The language the visitor picked before: its cookie, as the browser suite's pages have it. */
  lang?: Language;
  /** The browser's languages (Accept-Language). */
  acceptLanguage?: string;
  /** The browser's User-Agent. */
  userAgent?: string;
}

export interface PagePlatform extends AppPlatform {
  /** GET of a page address, redirects not followed. */
  get(path: string, options?: PageOptions): Promise<PageAnswer>;
  /** The Cookie header of a session the API issued for the account, as a sign-in leaves it. */
  sessionCookie(email: string): Promise<string>;
}

/**
 * The platform as the browser suite's test data (../e2e/test-data.ts) takes it: its helpers use
 * only the app and its address, which this platform has without a browser.
 */
export const forTestData = (p: AppPlatform): Platform => p as Platform;

/**
 * GET of a page address of the platform, redirects not followed: a page as the server writes it,
 * read without a browser (the browser suite's files use it for what needs none).
 */
export async function readPage(
  platform: AppPlatform,
  path: string,
  { cookie, lang, acceptLanguage, userAgent }: PageOptions = {},
): Promise<PageAnswer> {
  const cookies = [cookie, lang && `${LANGUAGE_COOKIE}=${lang}`].filter(Boolean).join('; ');
  const headers: Record<string, string> = {};
  if (cookies) headers.cookie = cookies;
  if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
  if (userAgent !== undefined) headers['user-agent'] = userAgent;
  const response = await fetch(`${platform.url}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    headers: response.headers,
    location: response.headers.get('location'),
    setCookies: response.headers.getSetCookie(),
    html: await response.text(),
  };
}

/** The Cookie header of a session the API issued for the account, as a sign-in leaves it. */
export async function sessionCookieOf(platform: AppPlatform, email: string): Promise<string> {
  const { token } = await sessionOf(forTestData(platform), email);
  return `${SESSION_COOKIE}=${token}; ${SIGNED_IN_COOKIE}=1`;
}

/** The page's document as the account reads it in `lang` before any script runs; a 200 expected. */
export async function pageAs(platform: AppPlatform, email: string, path: string, lang: Language): Promise<Document> {
  const answer = await readPage(platform, path, { cookie: await sessionCookieOf(platform, email), lang });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  return documentIn(answer.html);
}

export async function startPages(): Promise<PagePlatform> {
  const platform = await startApp();
  return {
    ...platform,
    get: (path, options) => readPage(platform, path, options),
    sessionCookie: (email) => sessionCookieOf(platform, email),
  };
}

/** The demo accounts (api/src/seed/demo-data.ts) a test signs in as. */
export const DEMO = {
  /** A candidate at their first sign-in, who applied to Harbour Wealth. */
  candidate: 'li.xiaoming@student.demo',
  /** Harbour Wealth: its jobs have applicants, its interns placements (seed/demo-placements.ts). */
  company: 'talent@harbourwealth.demo',
  admin: DEMO_ADMIN_EMAIL,
  /** The University of Hong Kong's coordinator (docs/decisions/061). */
  institution: DEMO_COORDINATOR_EMAIL,
} as const;

/** The demo data, and the records of it that addresses name: all of them the demo company's. */
export async function seedDemo(p: AppPlatform) {
  await seedDemoData(p.app.services);
  const [company] = await p.app.db
    .select({ id: companies.id, userId: companies.userId })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, DEMO.company));
  const [job] = await p.app.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.companyId, company?.id ?? ''))
    .limit(1);
  const [placement] = await p.app.db
    .select({ id: placements.id })
    .from(placements)
    .where(eq(placements.companyId, company?.id ?? ''))
    .limit(1);
  const [candidate] = await p.app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.candidate));
  if (!company || !job || !placement || !candidate) throw new Error('no demo data');
  return {
    company: company.id,
    companyUser: company.userId,
    job: job.id,
    placement: placement.id,
    candidate: candidate.id,
  };
}

/** A help request as the need-help form sends it, from a visitor named `name`: its id. */
export async function askForHelp(p: AppPlatform, name: string, message: string): Promise<string> {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name, email: 'visitor@example.com', role: '3', topic: '1', message }))
    form.append(key, value);
  const res = await fetch(`${p.url}/api/v1/need-help`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`need help: ${res.status} ${await res.text()}`);
  const [help] = await p.app.db
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(eq(helpRequests.message, message));
  if (!help) throw new Error('no help request');
  return help.id;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** The document's title, as the server wrote it. */
export function titleIn(html: string): string | undefined {
  const found = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

/** The document's description (<meta name="description">), if it has one. */
export function descriptionIn(html: string): string | undefined {
  const found = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

/** The <html> element's lang attribute. */
export function htmlLangIn(html: string): string | undefined {
  return /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
}

/**
 * The page's <main> as a reader sees it before any script runs: a part whose code loads on its own
 * (React.lazy) is streamed later in the same answer and put in its placeholder's place by React's
 * inline script, so it is read where it will show. Empty when the page has no <main>.
 */
export function mainIn(page: string): string {
  const html = withoutScripts(page);
  const streamed = (id: string) => {
    const start = html.indexOf(`<div hidden id="S:${id}">`);
    if (start < 0) return undefined;
    const rest = html.slice(start + `<div hidden id="S:${id}">`.length);
    const end = rest.search(/<div hidden id="S:|<\/body>/);
    return rest.slice(0, end < 0 ? undefined : end).replace(/<\/div>\s*$/, '');
  };
  const start = html.indexOf('<main');
  if (start < 0) return '';
  return html
    .slice(start, html.indexOf('</main>'))
    .replace(
      /<!--\$\?--><template id="B:(\w+)"><\/template>[\s\S]*?<!--\/\$-->/g,
      (whole, id: string) => streamed(id) ?? whole,
    );
}

/** A loading placeholder in `html` (a skeleton, a busy region, Mantine's loader) and around it, if any. */
export function loadingIn(html: string): string | undefined {
  return /.{0,300}(data-skeleton|aria-busy="true"|mantine-Loader).{0,100}/.exec(html)?.[0];
}

/** The words a reader meets in the page's <body> as the server wrote it, and its accessible names. */
export function wordsIn(page: string): { text: string; headings: string[]; names: string[] } {
  const html = withoutScripts(page);
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>')).replace(/<style\b[\s\S]*?<\/style>/g, '');
  const headings = [...body.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map(([, , inner = '']) =>
    decode(inner.replace(/<[^>]*>/g, '')),
  );
  const names = [...body.matchAll(/\s(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map(([, value = '']) =>
    decode(value),
  );
  return { text: decode(body.replace(/<[^>]*>/g, ' ')), headings, names };
}

/**
 * The page as a document to query (happy-dom), without its scripts: what a reader is shown before
 * any of them runs, found by the same selectors a browser would.
 */
export function documentIn(html: string): Document {
  const { DOMParser } = new Window();
  return new DOMParser().parseFromString(withoutScripts(html), 'text/html') as unknown as Document;
}

/** An element's words, as a reader meets them (trimmed). */
export const textOf = (element: Element | null | undefined): string => element?.textContent?.trim() ?? '';

/** The words of each element of `selector` within `within`. */
export const wordsOf = (within: ParentNode, selector: string): string[] =>
  [...within.querySelectorAll(selector)].map(textOf);

/** The first link within `within` whose words are `words` (`exact`), or hold them. */
export const linkWith = (within: ParentNode, words: string, exact = false): Element | undefined =>
  [...within.querySelectorAll('a')].find((link) => (exact ? textOf(link) === words : textOf(link).includes(words)));

/** An element's words without those hidden from assistive technology (a required field's asterisk). */
function wordsRead(element: Element | null): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return textOf(copy);
}

/**
 * An element's name as a reader's assistive technology gives it: aria-label, aria-labelledby, its
 * label (a form control's), else its own words; words hidden from it (aria-hidden) left out.
 */
export function nameOf(element: Element): string {
  const page = element.ownerDocument;
  const label = element.getAttribute('aria-label');
  if (label) return label;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => wordsRead(page.getElementById(id)))
      .join(' ');
  const id = element.getAttribute('id');
  return wordsRead((id && page.querySelector(`label[for="${id}"]`)) || element.closest('label') || element);
}

/** The elements of `selector` within `within` whose name (nameOf) is `name`, or matches it. */
export const named = (within: ParentNode, selector: string, name: string | RegExp): Element[] =>
  [...within.querySelectorAll(selector)].filter((element) =>
    typeof name === 'string' ? nameOf(element) === name : name.test(nameOf(element)),
  );

/** The document without its scripts: what a reader is shown before any of them runs. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}
