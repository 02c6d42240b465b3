// The pages anyone may open and share (docs/decisions/044): what a visitor is told of a job and a
// company (no view counts), a closed job's page that says so rather than vanishing, and the two
// files search engines read, robots.txt and sitemap.xml, parsed as XML.
import { randomUUID } from 'node:crypto';
import { UserStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, jobs, schemeRounds, users } from '../src/db/schema.js';
import { SITEMAP_MAX_URLS } from '../src/modules/public-pages/list-public-pages.js';
import {
  createJob,
  registerApprovedCompany,
  registerVerifiedCandidate,
  signedInAdmin,
  signInCandidate,
  signInWithCode,
} from './factories.js';
import { call, insertRound, startTestApp, TEST_ROUND_ID, type TestApp } from './helper.js';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newCandidateToken() {
  const input = await registerVerifiedCandidate(t);
  return signInCandidate(t, input.email);
}

/** The HK date `days` from the test clock's today. */
function dateIn(days: number): string {
  return new Date(t.clock.now().getTime() + 8 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
}

/** A GET at the site's root (not under /api/v1). */
async function fetchRoot(path: string) {
  const res = await fetch(`${t.url}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    text: await res.text(),
  };
}

describe('what a visitor is told of a job and a company', () => {
  it('gives no view count to a visitor, on the job, the job list and the company page; a signed-in reader has it', async () => {
    const company = await registerApprovedCompany(t);
    const job = await createJob(t, company.companyId, { viewCount: 41 });
    const token = await newCandidateToken();

    const visitor = await call(t, 'GET', `/job/${job.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ id: job.id, viewCount: null, visible: true, rules: null, applied: false });
    const list = await call(t, 'GET', `/job?companyId=${company.companyId}`);
    expect(list.body.items.map((j: { viewCount: unknown }) => j.viewCount)).toEqual([null]);
    const page = await call(t, 'GET', `/company/${company.companyId}`);
    expect(page.body.jobs.map((j: { viewCount: unknown }) => j.viewCount)).toEqual([null]);

    // Reading counted nothing. The visitor's page, shown, counted (once per address and day, decision
    // 007), and is not told the count; the candidate's is the 43rd.
    expect((await call(t, 'POST', `/job/view/${job.id}`)).body).toEqual({ viewCount: null });
    expect((await call(t, 'POST', `/job/view/${job.id}`, { token })).body).toEqual({ viewCount: 43 });
    const candidate = await call(t, 'GET', `/job/${job.id}`, { token });
    expect(candidate.body.viewCount).toBe(43);
    const signedInList = await call(t, 'GET', `/job?companyId=${company.companyId}`, { token });
    expect(signedInList.body.items[0].viewCount).toBe(43);
    expect((await call(t, 'GET', `/company/${company.companyId}`, { token })).body.jobs[0].viewCount).toBe(43);
  });

  it('keeps a closed, paused or expired job once posted, marked not visible, and counts no view of it', async () => {
    const owner = await registerApprovedCompany(t);
    const ownerToken = await signInWithCode(t, '/auth/company-login', owner.email);
    const { token: adminToken } = await signedInAdmin(t);
    const candidate = await newCandidateToken();
    const noLonger = await Promise.all([
      createJob(t, owner.companyId, { status: 3, positionName: 'Closed intern' }),
      createJob(t, owner.companyId, { status: 2, positionName: 'Paused intern' }),
      createJob(t, owner.companyId, { status: 4, expiresOn: dateIn(-3), positionName: 'Expired intern' }),
      // Past its date before the expiry task has run: already not visible.
      createJob(t, owner.companyId, { expiresOn: dateIn(-1), positionName: 'Lapsed intern' }),
    ]);
    for (const job of noLonger) {
      for (const token of [undefined, candidate]) {
        const res = await call(t, 'GET', `/job/${job.id}`, { token });
        expect(res.status, job.positionName).toBe(200);
        expect(res.body).toMatchObject({
          id: job.id,
          positionName: job.positionName,
          status: job.status,
          visible: false,
          rules: null,
          eligibility: null,
          description: job.description,
        });
      }
      for (const token of [ownerToken, adminToken]) {
        expect((await call(t, 'GET', `/job/${job.id}`, { token })).body).toMatchObject({ visible: false });
      }
      for (const token of [undefined, candidate, ownerToken, adminToken]) {
        expect((await call(t, 'POST', `/job/view/${job.id}`, { token })).status, job.positionName).toBe(200);
      }
      const [row] = await t.app.db.select({ viewCount: jobs.viewCount }).from(jobs).where(eq(jobs.id, job.id));
      expect(row?.viewCount).toBe(0);
    }
  });

  it('answers 404 for a job never posted, deleted, or of a company no longer listed', async () => {
    const owner = await registerApprovedCompany(t);
    const ownerToken = await signInWithCode(t, '/auth/company-login', owner.email);
    const candidate = await newCandidateToken();
    const stranger = await registerApprovedCompany(t);
    const strangerToken = await signInWithCode(t, '/auth/company-login', stranger.email);
    const pending = await createJob(t, owner.companyId, { approvalStatus: 0, postedAt: null });
    const rejected = await createJob(t, owner.companyId, { approvalStatus: 2 });
    // Approved once, then changed: waiting for approval again, its new text unseen by the office.
    const changed = await createJob(t, owner.companyId, { approvalStatus: 0 });
    const deleted = await createJob(t, owner.companyId, { status: 3, deletedAt: t.clock.now() });
    for (const job of [pending, rejected, changed]) {
      for (const token of [undefined, candidate, strangerToken]) {
        expect((await call(t, 'GET', `/job/${job.id}`, { token })).status).toBe(404);
        expect((await call(t, 'POST', `/job/view/${job.id}`, { token })).status).toBe(404);
      }
      expect((await call(t, 'GET', `/job/${job.id}`, { token: ownerToken })).status).toBe(200);
      expect((await call(t, 'POST', `/job/view/${job.id}`, { token: ownerToken })).body).toEqual({ viewCount: 0 });
    }
    for (const token of [undefined, candidate, ownerToken]) {
      expect((await call(t, 'GET', `/job/${deleted.id}`, { token })).status).toBe(404);
      expect((await call(t, 'POST', `/job/view/${deleted.id}`, { token })).status).toBe(404);
    }

    const gone = await registerApprovedCompany(t);
    const closed = await createJob(t, gone.companyId, { status: 3 });
    await t.app.db.update(users).set({ status: UserStatus.SUSPENDED }).where(eq(users.email, gone.email));
    expect((await call(t, 'GET', `/job/${closed.id}`)).status).toBe(404);
    expect((await call(t, 'GET', `/company/${gone.companyId}`)).status).toBe(404);
    expect((await call(t, 'GET', `/job/${randomUUID()}`)).status).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  /** Whether robots.txt lets a crawler at `path`: the longest matching rule wins, Allow on a tie (RFC 9309). */
  function allows(robots: string, path: string): boolean {
    const rules = robots.split('\n').flatMap((line) => {
      const [, kind, prefix] = /^(Allow|Disallow):\s*(\S+)/.exec(line) ?? [];
      return kind && prefix && path.startsWith(prefix) ? [{ kind, length: prefix.length }] : [];
    });
    rules.sort((a, b) => b.length - a.length || (a.kind === 'Allow' ? -1 : 1));
    return rules[0]?.kind !== 'Disallow';
  }

  it('lets crawlers at the public pages, keeps them out of the API and the signed-in areas, and names the sitemap', async () => {
    const res = await fetchRoot('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/plain; charset=utf-8');
    expect(res.cache).toBe('public, max-age=3600');
    expect(res.text).toMatch(/^User-agent: \*$/m);
    expect(res.text).toMatch(/^Sitemap: http:\/\/app\.test\/sitemap\.xml$/m);
    const id = randomUUID();
    for (const path of [
      '/',
      `/jobs/${id}`,
      `/companies/${id}`,
      '/sign-in',
      '/register',
      '/need-help',
      '/docs/en/faq.html',
    ]) {
      expect(allows(res.text, path), path).toBe(true);
    }
    for (const path of [
      `/api/v1/job/${id}`,
      '/candidate/dashboard',
      `/candidate/job-detail/${id}`,
      '/company/dashboard',
      '/admin-portal',
      '/admin-portal/sign-in',
      '/create-profile',
      '/update-password?token=x',
    ]) {
      expect(allows(res.text, path), path).toBe(false);
    }
  });
});

describe('GET /sitemap.xml', () => {
  const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';
  const XHTML = 'http://www.w3.org/1999/xhtml';

  function parse(text: string) {
    const doc = new new Window().DOMParser().parseFromString(text, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    return doc;
  }

  it('lists every listed company and visible job once, with lastmod and its language versions, valid to the protocol', async () => {
    const listed = await registerApprovedCompany(t);
    const unlisted = await registerApprovedCompany(t, {}, { withProfile: false });
    const changedAt = new Date('2026-02-20T10:30:00.250Z');
    await t.app.db
      .update(companies)
      .set({ updatedAt: changedAt, profileSavedAt: changedAt })
      .where(eq(companies.id, listed.companyId));
    const posted = new Date('2026-02-25T01:00:00Z');
    const open = await createJob(t, listed.companyId, { postedAt: posted, updatedAt: posted });
    const edited = await createJob(t, listed.companyId, {
      postedAt: posted,
      updatedAt: new Date('2026-02-28T09:15:00Z'),
    });
    const hidden = await Promise.all([
      createJob(t, listed.companyId, { status: 3 }),
      createJob(t, listed.companyId, { status: 2 }),
      createJob(t, listed.companyId, { expiresOn: dateIn(-1) }),
      createJob(t, listed.companyId, { approvalStatus: 0, postedAt: null }),
      createJob(t, listed.companyId, { deletedAt: t.clock.now() }),
      createJob(t, unlisted.companyId),
    ]);

    const res = await fetchRoot('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/xml; charset=utf-8');
    expect(res.cache).toBe('public, max-age=3600');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    // The protocol's limits for one file: 50,000 URLs and 50 MB.
    expect(Buffer.byteLength(res.text)).toBeLessThan(50 * 1024 * 1024);

    const doc = parse(res.text);
    const root = doc.documentElement;
    expect([root.localName, root.namespaceURI]).toEqual(['urlset', SITEMAP]);
    const urls = [...root.children];
    expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const entries = new Map<string, { lastmod: string; alternates: Record<string, string> }>();
    for (const url of urls) {
      expect([url.localName, url.namespaceURI]).toEqual(['url', SITEMAP]);
      // loc first, then lastmod (the schema's sequence), then the other namespace's links.
      const [loc, lastmod, ...links] = [...url.children];
      expect([loc?.localName, loc?.namespaceURI, lastmod?.localName, lastmod?.namespaceURI]).toEqual([
        'loc',
        SITEMAP,
        'lastmod',
        SITEMAP,
      ]);
      const address = loc?.textContent ?? '';
      expect(address).toMatch(/^http:\/\/app\.test\/(jobs|companies)\/[0-9a-f-]{36}$/);
      expect(entries.has(address), `${address} twice`).toBe(false);
      // W3C Datetime.
      expect(lastmod?.textContent).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      const alternates: Record<string, string> = {};
      for (const link of links) {
        expect([link.localName, link.namespaceURI, link.getAttribute('rel')]).toEqual(['link', XHTML, 'alternate']);
        alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
      }
      entries.set(address, { lastmod: lastmod?.textContent ?? '', alternates });
    }

    const job = (id: string) => entries.get(`http://app.test/jobs/${id}`);
    // The newest change of the job and its company: the company's name and logo are on the job's page.
    expect(job(open.id)?.lastmod).toBe('2026-02-25T01:00:00Z');
    expect(job(edited.id)?.lastmod).toBe('2026-02-28T09:15:00Z');
    expect(job(open.id)?.alternates).toEqual({
      en: `http://app.test/jobs/${open.id}?lng=en`,
      'zh-Hant': `http://app.test/jobs/${open.id}?lng=zh`,
      'zh-Hans': `http://app.test/jobs/${open.id}?lng=cn`,
      'x-default': `http://app.test/jobs/${open.id}`,
    });
    for (const other of hidden) expect(job(other.id), other.id).toBeUndefined();

    const company = entries.get(`http://app.test/companies/${listed.companyId}`);
    // Its newest open job's posting is later than its own last change: the page lists its jobs.
    expect(company?.lastmod).toBe('2026-02-25T01:00:00Z');
    expect(Object.keys(company?.alternates ?? {}).sort()).toEqual(['en', 'x-default', 'zh-Hans', 'zh-Hant']);
    expect(entries.has(`http://app.test/companies/${unlisted.companyId}`)).toBe(false);
  });

  it('leaves out a job that closes, or whose round has ended or filled, and names the address PUBLIC_URL gives', async () => {
    const other = await startTestApp({ publicUrl: 'https://internships.example.hk' });
    try {
      const company = await registerApprovedCompany(other);
      const job = await createJob(other, company.companyId);
      const read = async () => {
        const text = await (await fetch(`${other.url}/sitemap.xml`)).text();
        return [...parse(text).getElementsByTagNameNS(SITEMAP, 'loc')].map((loc) => loc.textContent);
      };
      expect(await read()).toEqual([
        `https://internships.example.hk/companies/${company.companyId}`,
        `https://internships.example.hk/jobs/${job.id}`,
      ]);
      const companyOnly = [`https://internships.example.hk/companies/${company.companyId}`];
      await other.app.db.update(jobs).set({ status: 3 }).where(eq(jobs.id, job.id));
      expect(await read()).toEqual(companyOnly);
      // Open again, but in a round whose applications closed (the test clock is on 2026-03-02):
      // applying is open only within the job's round (decision 039).
      const ended = await insertRound(other.app.db, {
        nameEn: 'Ended round',
        applicationStart: '2025-01-01',
        applicationEnd: '2026-03-01',
      });
      await other.app.db.update(jobs).set({ status: 1, roundId: ended }).where(eq(jobs.id, job.id));
      expect(await read()).toEqual(companyOnly);
      // Back in the open round, listed again; then every funded place of that round is taken.
      await other.app.db.update(jobs).set({ roundId: TEST_ROUND_ID }).where(eq(jobs.id, job.id));
      expect(await read()).toHaveLength(2);
      await other.app.db
        .update(schemeRounds)
        .set({ endedEarlyAt: new Date('2026-03-01T08:00:00Z') })
        .where(eq(schemeRounds.id, TEST_ROUND_ID));
      expect(await read()).toEqual(companyOnly);
      const robots = await (await fetch(`${other.url}/robots.txt`)).text();
      expect(robots).toContain('Sitemap: https://internships.example.hk/sitemap.xml');
    } finally {
      await other.close();
    }
  });
});
