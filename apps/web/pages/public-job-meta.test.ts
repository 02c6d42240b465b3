// What a shared job's address tells a chat's link preview and a search engine in the first HTML the
// server sends, before any script (issue 26, docs/decisions/044): the job's own title; Open Graph in
// the reader's language (en, zh, cn); schema.org's JobPosting as JSON-LD with every field Google
// requires, from the job's own values; the canonical address and the language versions the sitemap
// lists; noindex, and no JobPosting, only for a job that no longer takes applications (closed,
// paused, or its round ended), whose page says so where Apply would be, in each language, as the
// candidate's own page and apply form do; JobPosting's last day the round's when it comes first;
// 404 for a job never public or a company not listed, whose page says it is not available.
// Asked over HTTP, as a crawler asks (the page tier: no browser).
import { ApprovalStatus, type Language } from '@fis/shared/enums';
import { addDays } from '@fis/shared/hong-kong-time';
import { publicCompanyPath, publicJobPath } from '@fis/shared/public-pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, schemeRounds } from '../../api/src/db/schema.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { catalog, uniqueEmail } from '../e2e/harness.js';
import { insertCandidate, insertCompany, visibleJob } from '../e2e/test-data.js';
import { insertRound } from '../e2e/test-rounds.js';
import { documentIn, forTestData, linkWith, mainIn, type PagePlatform, startPages, textOf } from './harness.js';

const POSITION = 'Payments Data Intern';
const COMPANY = { en: 'Harbour Pay Limited', zh: '海港支付有限公司' };
// Longer than a search result shows, so that the page's description is its start.
const DESCRIPTION =
  'Build payment dashboards with the engineering team, & review the settlement reports with the ' +
  'finance team every week. You will also help test new wallet features before they reach merchants.';

let p: PagePlatform;
let companyId: string;
const ids = {
  open: '',
  shenzhen: '',
  closed: '',
  paused: '',
  pending: '',
  viewed: '',
  roundEnded: '',
  longPosting: '',
};
/** The open round's last day of applications, before the last day of one job's posting. */
let roundEnd = '';
const posted = new Date(Date.now() - 86_400_000);

const siteName = (language: Language): string => catalog(language, 'common').appName;
const documentTitle = (language: Language, page: string) =>
  String(catalog(language, 'titles').format).replace('{{page}}', page).replace('{{site}}', siteName(language));

beforeAll(async () => {
  p = await startPages();
  companyId = await insertCompany(forTestData(p), {
    companyName: COMPANY.en,
    nameEn: COMPANY.en,
    nameZh: COMPANY.zh,
    slogan: 'Payments for everyone',
    location: 'HongKong',
  });
  // A round long ended (before the open round the harness gives every platform); and the open
  // round's last day, before which a job open for longer still stops taking applications.
  const ended = await insertRound(forTestData(p), ['Old round', '舊輪次', '旧轮次'], { start: -800, end: -740 });
  const [openRound] = await p.app.db.select().from(schemeRounds).where(eq(schemeRounds.id, TEST_ROUND_ID));
  roundEnd = openRound?.applicationEnd ?? '';
  const rows = await p.app.db
    .insert(jobs)
    .values([
      visibleJob(companyId, { positionName: POSITION, description: DESCRIPTION, postedAt: posted }),
      visibleJob(companyId, {
        positionName: 'Cross-border Wallet Intern',
        city: 4,
        location: 'GBA',
        currency: 'RMB',
        salary: 6000,
      }),
      visibleJob(companyId, { positionName: 'Closed Ledger Intern', status: 3 }),
      visibleJob(companyId, { positionName: 'Paused Wallet Intern', status: 2 }),
      visibleJob(companyId, { positionName: 'Pending Intern', approvalStatus: 0, postedAt: null }),
      visibleJob(companyId, { positionName: 'Merchant Insights Intern', viewCount: 7 }),
      visibleJob(companyId, { positionName: 'Last Round Intern', roundId: ended.id }),
      visibleJob(companyId, { positionName: 'Long Posting Intern', expiresOn: addDays(roundEnd, 30) }),
    ])
    .returning({ id: jobs.id, expiresOn: jobs.expiresOn });
  [ids.open, ids.shenzhen, ids.closed, ids.paused, ids.pending, ids.viewed, ids.roundEnded, ids.longPosting] = rows.map(
    (row) => row.id,
  );
});
afterAll(() => p?.close());

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');

/** Each tag's attributes, decoded: `<meta property="og:title" content="…"/>` → { property, content }. */
function tags(head: string, name: 'meta' | 'link'): Record<string, string>[] {
  return [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key, decode(value)]),
    ),
  );
}

interface Head {
  html: string;
  title: string | undefined;
  /** og:* and twitter:* by property or name; each that occurs more than once, its values joined by a space. */
  meta: Record<string, string>;
  robots: string[];
  canonical: string[];
  alternates: { hreflang: string; href: string }[];
  jsonLd: unknown[];
}

/** The page as the server first sends it to a visitor: its head, as a preview or a crawler reads it. */
async function pageOf(
  path: string,
  { lang, acceptLanguage, status = 200 }: { lang?: Language; acceptLanguage?: string; status?: number } = {},
) {
  const headers: Record<string, string> = { 'user-agent': 'TestBot/1.0 (+https://example.com/bot)' };
  if (lang) headers.cookie = `lng=${lang}`;
  if (acceptLanguage) headers['accept-language'] = acceptLanguage;
  const response = await fetch(`${p.url}${path}`, { headers, redirect: 'manual' });
  expect(response.status, path).toBe(status);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = tags(head, 'meta');
  const meta: Record<string, string> = {};
  for (const tag of metas) {
    const key = tag.property ?? tag.name;
    if (key && tag.content !== undefined) meta[key] = meta[key] ? `${meta[key]} ${tag.content}` : tag.content;
  }
  const links = tags(head, 'link');
  return {
    html,
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] && decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    meta,
    robots: metas.filter((tag) => tag.name === 'robots').map((tag) => tag.content ?? ''),
    canonical: links.filter((tag) => tag.rel === 'canonical').map((tag) => tag.href ?? ''),
    alternates: links
      .filter((tag) => tag.rel === 'alternate')
      .map((tag) => ({ hreflang: tag.hreflang ?? tag.hrefLang ?? '', href: tag.href ?? '' })),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json = '']) =>
      JSON.parse(json),
    ),
  } satisfies Head;
}

/** The sitemap's language versions of a page: its <url>'s xhtml:link alternates. */
async function sitemapVersions(address: string): Promise<{ hreflang: string; href: string }[]> {
  const xml = await (await fetch(`${p.url}/sitemap.xml`)).text();
  const entry = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map(([, inner = '']) => inner)
    .find((inner) => inner.includes(`<loc>${address}</loc>`));
  if (!entry) throw new Error(`${address} is not in the sitemap`);
  return [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, hreflang = '', href = '']) => ({ hreflang, href: decode(href) }),
  );
}

describe('an open job’s address, signed out', () => {
  it('has its own title, a description, and the Open Graph of a preview in English', async () => {
    const page = await pageOf(publicJobPath(ids.open), { lang: 'en' });
    const address = `${p.url}${publicJobPath(ids.open)}`;
    const name = `${POSITION} – ${COMPANY.en}`;
    expect(page.title).toBe(documentTitle('en', name));
    // The description's start, as one line, cut at a word with an ellipsis.
    const description = page.meta.description ?? '';
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/…$/);
    expect(DESCRIPTION.startsWith(description.slice(0, -1))).toBe(true);
    expect(page.meta).toMatchObject({
      'og:title': name,
      'og:description': description,
      'og:type': 'website',
      'og:url': address,
      'og:site_name': siteName('en'),
      'og:locale': 'en_HK',
      'og:locale:alternate': 'zh_HK zh_CN',
      'twitter:card': 'summary',
    });
    expect(page.canonical).toEqual([address]);
    expect(page.robots).toEqual([]);
    // The job itself is in the page, not a skeleton.
    expect(page.html).toContain(`>${POSITION}</h1>`);
  });

  it('previews in Traditional Chinese (the language cookie) and Simplified (?lng=cn), with the company’s Chinese name', async () => {
    const zh = await pageOf(publicJobPath(ids.open), { lang: 'zh' });
    expect(zh.title).toBe(documentTitle('zh', `${POSITION} – ${COMPANY.zh}`));
    expect(zh.meta).toMatchObject({
      'og:title': `${POSITION} – ${COMPANY.zh}`,
      'og:site_name': siteName('zh'),
      'og:locale': 'zh_HK',
      'og:locale:alternate': 'en_HK zh_CN',
    });

    const cn = await pageOf(`${publicJobPath(ids.open)}?lng=cn`, { acceptLanguage: 'en' });
    const address = `${p.url}${publicJobPath(ids.open)}?lng=cn`;
    expect(cn.title).toBe(documentTitle('cn', `${POSITION} – 海港支付有限公司`));
    expect(cn.meta).toMatchObject({ 'og:site_name': siteName('cn'), 'og:locale': 'zh_CN', 'og:url': address });
    // The language version is its own canonical address.
    expect(cn.canonical).toEqual([address]);
  });

  it('names its language versions as the sitemap does, on the site’s public address', async () => {
    const address = `${p.url}${publicJobPath(ids.open)}`;
    const page = await pageOf(publicJobPath(ids.open), { lang: 'en' });
    expect(page.alternates).toEqual([
      { hreflang: 'en', href: `${address}?lng=en` },
      { hreflang: 'zh-Hant', href: `${address}?lng=zh` },
      { hreflang: 'zh-Hans', href: `${address}?lng=cn` },
      { hreflang: 'x-default', href: address },
    ]);
    expect(page.alternates).toEqual(await sitemapVersions(address));
  });

  it('holds its JobPosting as JSON-LD, with every field Google requires from the job’s own values', async () => {
    const [row] = await p.app.db.select().from(jobs).where(eq(jobs.id, ids.open));
    const page = await pageOf(publicJobPath(ids.open), { lang: 'en' });
    expect(page.jsonLd).toHaveLength(1);
    const posting = page.jsonLd[0] as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: POSITION,
      datePosted: posted.toISOString(),
      validThrough: `${row?.expiresOn}T23:59:59+08:00`,
      employmentType: 'INTERN',
      hiringOrganization: { '@type': 'Organization', name: COMPANY.en },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Hong Kong',
          addressRegion: 'Hong Kong',
          addressCountry: 'HK',
        },
      },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'HKD',
        value: { '@type': 'QuantitativeValue', value: 12000, unitText: 'MONTH' },
      },
      url: `${p.url}${publicJobPath(ids.open)}`,
    });
    // The whole description, and the requirements, as HTML.
    expect(posting.description).toContain(DESCRIPTION.replace('&', '&amp;'));
    expect(posting.description).toContain('<p>Some Python.</p>');

    const mainland = (await pageOf(publicJobPath(ids.shenzhen), { lang: 'zh' })).jsonLd[0];
    expect(mainland).toMatchObject({
      hiringOrganization: { name: COMPANY.zh },
      jobLocation: { address: { addressLocality: '深圳', addressCountry: 'CN' } },
      baseSalary: { currency: 'CNY', value: { value: 6000, unitText: 'MONTH' } },
    });
    // Applying is open only within the job's round: its last day is the round's when that comes first.
    const ending = (await pageOf(publicJobPath(ids.longPosting), { lang: 'en' })).jsonLd[0];
    expect(ending).toMatchObject({ validThrough: `${roundEnd}T23:59:59+08:00` });
  });
});

describe('a job that no longer takes applications', () => {
  it('asks not to be listed and has no JobPosting, closed, paused or its round ended, and keeps its title and preview', async () => {
    const sitemap = await (await fetch(`${p.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${p.url}${publicJobPath(ids.longPosting)}</loc>`);
    for (const [id, position] of [
      [ids.closed, 'Closed Ledger Intern'],
      [ids.paused, 'Paused Wallet Intern'],
      [ids.roundEnded, 'Last Round Intern'],
    ] as const) {
      expect(sitemap, position).not.toContain(publicJobPath(id));
      const page = await pageOf(publicJobPath(id), { lang: 'en' });
      expect(page.robots, position).toEqual(['noindex']);
      expect(page.jsonLd, position).toEqual([]);
      expect(page.title, position).toBe(documentTitle('en', `${position} – ${COMPANY.en}`));
      expect(page.meta['og:title'], position).toBe(`${position} – ${COMPANY.en}`);
    }
  });

  const SIGN_IN_TO_APPLY = { en: 'Sign in to apply', zh: '登入以申請', cn: '登录后申请' } as const;
  it('says so where Apply would be, in each language, with no way to apply, its description still there', async () => {
    const notAvailable = {
      closed: {
        en: 'This internship is not available. It has closed and no longer takes applications.',
        zh: '此實習職位已不再提供：已截止，不再接受申請。',
        cn: '该实习职位已不再提供：已截止，不再接受申请。',
      },
      paused: { en: 'This internship is not available. It is not taking applications for now.' },
    } as const;
    // An open job's page has the link, in each language.
    for (const language of ['en', 'zh', 'cn'] as const) {
      const main = documentIn(mainIn((await pageOf(publicJobPath(ids.open), { lang: language })).html));
      expect(linkWith(main.body, SIGN_IN_TO_APPLY[language]), `open (${language})`).toBeDefined();
    }
    for (const [job, words] of Object.entries(notAvailable) as [keyof typeof notAvailable, Record<string, string>][]) {
      for (const [language, sentence] of Object.entries(words) as [Language, string][]) {
        const where = `${job} (${language})`;
        const main = documentIn(mainIn((await pageOf(publicJobPath(ids[job]), { lang: language })).html));
        expect(textOf(main.body), where).toContain(sentence);
        expect(linkWith(main.body, SIGN_IN_TO_APPLY[language]), where).toBeUndefined();
        // What the link was about stays readable.
        expect(textOf(main.body), where).toContain('Build payment dashboards');
      }
    }
    // The candidate's own page of the job and its apply form say the same, with nothing to submit.
    const candidate = uniqueEmail('closed-job');
    await insertCandidate(forTestData(p), candidate);
    const cookie = await p.sessionCookie(candidate);
    const mainAs = async (path: string) => {
      const answer = await p.get(path, { cookie, lang: 'cn' });
      expect(answer.status, path).toBe(200);
      const main = documentIn(mainIn(answer.html)).body;
      return { text: textOf(main), buttons: [...main.querySelectorAll('button')].map(textOf) };
    };
    expect((await mainAs(`/candidate/apply-job/${ids.open}`)).buttons).toContain('提交申请');
    for (const path of [`/candidate/job-detail/${ids.closed}`, `/candidate/apply-job/${ids.closed}`]) {
      const main = await mainAs(path);
      expect(main.text, path).toContain(notAvailable.closed.cn);
      expect(main.buttons, path).not.toContain('提交申请');
    }
  });

  it('but a job never public, or an address that names none, answers 404 and says it is not available, leading on to the participating companies: the page’s own title, nothing to preview', async () => {
    for (const path of [publicJobPath(ids.pending), '/jobs/not-a-job']) {
      const page = await pageOf(path, { lang: 'en', status: 404 });
      expect(page.title, path).toBe(documentTitle('en', catalog('en', 'titles').public.job));
      const main = documentIn(mainIn(page.html)).body;
      expect(textOf(main), path).toContain(catalog('en', 'search').detail.notFound);
      // The visitor goes on to the scheme's participating companies and their internships.
      expect(linkWith(main, catalog('en', 'search').detail.otherInternships, true)?.getAttribute('href'), path).toBe(
        '/#career-opportunities',
      );
      expect(page.meta['og:title'], path).toBeUndefined();
      expect(page.jsonLd, path).toEqual([]);
      expect(page.canonical, path).toEqual([]);
    }
  });
});

describe('a company’s address, signed out', () => {
  it('of a company not listed answers 404 and says so, in the reader’s language, leading on to the participating companies', async () => {
    const unlisted = await insertCompany(forTestData(p), {
      companyName: 'Unlisted Ledger Limited',
      approvalStatus: ApprovalStatus.PENDING,
    });
    const page = await pageOf(publicCompanyPath(unlisted), { lang: 'zh', status: 404 });
    expect(page.title).toBe(documentTitle('zh', catalog('zh', 'titles').public.company));
    const main = documentIn(mainIn(page.html)).body;
    expect(textOf(main)).toContain(catalog('zh', 'search').company.notFound);
    expect(linkWith(main, catalog('zh', 'search').detail.otherInternships, true)?.getAttribute('href')).toBe(
      '/#career-opportunities',
    );
    expect(page.html).not.toContain('Unlisted Ledger');
    expect(page.meta['og:title']).toBeUndefined();
  });

  it('has the company’s name as its title, and its preview and language versions', async () => {
    const address = `${p.url}${publicCompanyPath(companyId)}`;
    const page = await pageOf(publicCompanyPath(companyId), { lang: 'zh' });
    expect(page.title).toBe(documentTitle('zh', COMPANY.zh));
    expect(page.meta).toMatchObject({
      'og:title': COMPANY.zh,
      'og:description': 'Payments for everyone',
      'og:locale': 'zh_HK',
      'og:url': address,
    });
    expect(page.canonical).toEqual([address]);
    expect(page.alternates).toEqual(await sitemapVersions(address));
  });
});

describe('views', () => {
  it('counts none for a crawler or a chat’s link preview: only a page a browser shows counts (decision 047)', async () => {
    const viewsOf = async () =>
      (await p.app.db.select({ views: jobs.viewCount }).from(jobs).where(eq(jobs.id, ids.viewed)))[0]?.views;
    await pageOf(publicJobPath(ids.viewed), { lang: 'en' });
    await pageOf(publicJobPath(ids.viewed), { lang: 'zh' });
    expect(await viewsOf()).toBe(7);
  });
});
