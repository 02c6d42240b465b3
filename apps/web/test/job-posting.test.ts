// What a public job's and company's pages tell search engines and link previews
// (features/job-search/utils): schema.org's JobPosting with every field Google requires, from what
// the API answers a visitor; Open Graph in the page's language; the language versions the sitemap
// lists; a description cut to what a search result shows; and no JobPosting for a closed job.
import type { CompanyPublicProfile, JobDetail } from '@fis/shared/job-search-schemas';
import type { MetaDescriptor } from 'react-router';
import { describe, expect, it } from 'vitest';
import { companyPage } from '../src/features/job-search/utils/company-page-meta';
import { jobPage, jobPosting } from '../src/features/job-search/utils/job-posting';
import { languageVersions, publicPageMeta, summaryOf } from '../src/features/job-search/utils/public-page-meta';
import { catalog, catalogsOf } from './catalogs';

const i18n = catalogsOf(['en', 'zh', 'cn']);

const ORIGIN = 'https://internship.example.hk';
const ID = '0d6f3c1e-5a7b-4c2d-9e8f-1a2b3c4d5e6f';

const JOB: JobDetail = {
  id: ID,
  positionName: 'Payments Data Intern',
  original: {},
  company: {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'Harbour Pay Limited',
    nameZh: '海港支付有限公司',
    logoUrl: '/api/v1/media/logo-1',
    original: {},
    rating: { average: null, count: 0 },
    industry: 'DIGITAL_PAYMENTS',
    location: 'HongKong',
    website: 'https://harbourpay.example',
    slogan: 'Payments for everyone',
  },
  location: 'HongKong',
  city: 1,
  jobMode: 'HYBRID',
  jobFunction: 'ENGINEERING',
  contractType: 'FULL_TIME',
  salary: 12000,
  currency: 'HKD',
  payFrequency: 'PER_MONTH',
  postedAt: '2026-03-01T02:00:00.000Z',
  expiresOn: '2026-06-30',
  viewCount: null,
  applied: false,
  bookmarked: false,
  eligibility: null,
  skills: ['SQL', 'Python'],
  description: 'Build payment dashboards with the engineering team.\n\nShip <fast> & safely.',
  requirements: 'A year of statistics.\nCurious.',
  educationLevels: [],
  graduationYearFrom: null,
  graduationYearTo: null,
  visible: true,
  status: 1,
  approvalStatus: 1,
  rules: null,
  round: {
    id: 'r1',
    nameEn: 'Round 2026',
    nameZh: '2026 輪',
    nameCn: '2026 轮',
    applicationStart: '2026-01-01',
    applicationEnd: '2026-12-31',
    priorEmploymentMonths: 0,
    phase: 'open',
    full: false,
  },
};

const en = () => ({ origin: ORIGIN, chosen: null, language: 'en' as const, t: i18n.getFixedT('en') });
const address = `${ORIGIN}/jobs/${ID}`;

/** The meta descriptors as "key=value" lines, easy to compare. */
function linesOf(meta: MetaDescriptor[]): string[] {
  return meta.flatMap((item) => {
    const entry = item as Record<string, unknown>;
    if ('script:ld+json' in entry) return ['script:ld+json'];
    if (entry.tagName === 'link') return [`link ${entry.rel} ${entry.hrefLang ?? ''} ${entry.href}`.replace('  ', ' ')];
    return [`${entry.property ?? entry.name}=${entry.content}`];
  });
}

const ldOf = (meta: MetaDescriptor[]) =>
  (meta.find((item) => 'script:ld+json' in item) as { 'script:ld+json': Record<string, unknown> } | undefined)?.[
    'script:ld+json'
  ];

describe("a job's JobPosting", () => {
  it('holds every field Google requires, and the recommended ones the job has', () => {
    expect(jobPosting(JOB, { address, language: 'en', t: i18n.getFixedT('en') })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Payments Data Intern',
      description:
        '<p>Build payment dashboards with the engineering team.</p><p>Ship &lt;fast&gt; &amp; safely.</p>' +
        '<h2>Requirements</h2><p>A year of statistics.<br>Curious.</p>' +
        '<h2>Skills</h2><ul><li>SQL</li><li>Python</li></ul>',
      datePosted: '2026-03-01T02:00:00.000Z',
      validThrough: '2026-06-30T23:59:59+08:00',
      employmentType: 'INTERN',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Harbour Pay Limited',
        sameAs: 'https://harbourpay.example',
      },
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
      url: address,
    });
  });

  it('names the company, the place and its headings in the reader’s language; a mainland city is in CN, paid in CNY', () => {
    const shenzhen = {
      ...JOB,
      city: 4,
      location: 'GBA' as const,
      currency: 'RMB' as const,
      payFrequency: 'PER_DAY' as const,
    };
    const posting = jobPosting(shenzhen, { address, language: 'cn', t: i18n.getFixedT('cn') });
    expect(posting.hiringOrganization.name).toBe('海港支付有限公司');
    expect(posting.jobLocation.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: '深圳',
      addressRegion: '大湾区内地',
      addressCountry: 'CN',
    });
    expect(posting.baseSalary?.currency).toBe('CNY');
    expect(posting.baseSalary?.value.unitText).toBe('DAY');
    expect(posting.description).toContain(`<h2>${catalog('cn', 'search').detail.requirements}</h2>`);
  });

  it('leaves out what the job does not say: no pay, no website, no city for “Mainland China”', () => {
    const bare = { ...JOB, city: 12, salary: null, skills: [], company: { ...JOB.company, website: 'harbourpay' } };
    const posting = jobPosting(bare, { address, language: 'en', t: i18n.getFixedT('en') });
    expect(posting).not.toHaveProperty('baseSalary');
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Harbour Pay Limited' });
    expect(posting.jobLocation.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'CN' });
    expect(posting.description).not.toContain('Skills');
  });
});

describe("a job's page", () => {
  it('is named by position and company, described by the start of its description, and previewed in English', () => {
    const page = jobPage(JOB, en());
    expect(page.title).toBe('Payments Data Intern – Harbour Pay Limited');
    expect(page.description).toBe('Build payment dashboards with the engineering team. Ship <fast> & safely.');
    expect(linesOf(page.meta)).toEqual([
      `link canonical ${address}`,
      `link alternate en ${address}?lng=en`,
      `link alternate zh-Hant ${address}?lng=zh`,
      `link alternate zh-Hans ${address}?lng=cn`,
      `link alternate x-default ${address}`,
      'og:type=website',
      'og:site_name=FinTech Internship Scheme',
      'og:title=Payments Data Intern – Harbour Pay Limited',
      'og:description=Build payment dashboards with the engineering team. Ship <fast> & safely.',
      `og:url=${address}`,
      'og:locale=en_HK',
      'og:locale:alternate=zh_HK',
      'og:locale:alternate=zh_CN',
      `og:image=${ORIGIN}/api/v1/media/logo-1`,
      'twitter:card=summary',
      'script:ld+json',
    ]);
    expect(ldOf(page.meta)?.url).toBe(address);
  });

  it('in a language its address chose is canonical at that address, with that locale and the Chinese name', () => {
    const zh = jobPage(JOB, { ...en(), chosen: 'zh', language: 'zh', t: i18n.getFixedT('zh') });
    expect(zh.title).toBe('Payments Data Intern – 海港支付有限公司');
    const lines = linesOf(zh.meta);
    expect(lines).toContain(`link canonical ${address}?lng=zh`);
    expect(lines).toContain(`og:url=${address}?lng=zh`);
    expect(lines).toContain(`og:site_name=${catalog('zh', 'common').appName}`);
    expect(lines).toContain('og:locale=zh_HK');
    expect(lines.filter((line) => line.startsWith('og:locale:alternate'))).toEqual([
      'og:locale:alternate=en_HK',
      'og:locale:alternate=zh_CN',
    ]);
    const cn = jobPage(JOB, { ...en(), language: 'cn', t: i18n.getFixedT('cn') });
    expect(linesOf(cn.meta)).toContain('og:locale=zh_CN');
    expect(linesOf(cn.meta)).toContain(`link canonical ${address}`);
  });

  it('of a job that no longer takes applications has no JobPosting, and still its preview', () => {
    const closed = jobPage({ ...JOB, visible: false, status: 3 }, en());
    expect(ldOf(closed.meta)).toBeUndefined();
    expect(linesOf(closed.meta)).toContain('og:title=Payments Data Intern – Harbour Pay Limited');
  });
});

describe('a description', () => {
  it('is one line of plain words, cut at a word to 160 characters with an ellipsis', () => {
    expect(summaryOf('  Two\n\nparagraphs\tand  spaces. ')).toBe('Two paragraphs and spaces.');
    const long = summaryOf('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
    expect(summaryOf('x'.repeat(160))).toBe('x'.repeat(160));
  });

  it('in Chinese, without spaces, is cut anywhere, never inside a character', () => {
    const chinese = summaryOf('金融科技實習'.repeat(40));
    expect([...chinese]).toHaveLength(160);
    expect(chinese.endsWith('…')).toBe(true);
    const emoji = summaryOf('💳'.repeat(200));
    expect(emoji).toBe(`${'💳'.repeat(159)}…`);
  });
});

describe('the language versions', () => {
  it('are those of the sitemap: each language by ?lng= with its <html lang>, and the bare address as x-default', () => {
    expect(languageVersions('https://x.hk/companies/1')).toEqual([
      { hrefLang: 'en', href: 'https://x.hk/companies/1?lng=en' },
      { hrefLang: 'zh-Hant', href: 'https://x.hk/companies/1?lng=zh' },
      { hrefLang: 'zh-Hans', href: 'https://x.hk/companies/1?lng=cn' },
      { hrefLang: 'x-default', href: 'https://x.hk/companies/1' },
    ]);
  });

  it('go without a description or a picture the page does not have', () => {
    const lines = linesOf(
      publicPageMeta({
        address: 'https://x.hk/companies/1',
        chosen: null,
        language: 'en',
        title: 'Harbour Pay',
        description: '',
        siteName: 'FIS',
      }),
    );
    expect(lines.some((line) => line.startsWith('og:description') || line.startsWith('og:image'))).toBe(false);
  });
});

describe("a company's page", () => {
  const COMPANY = {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'Harbour Pay Limited',
    nameEn: 'Harbour Pay Limited',
    nameZh: '海港支付有限公司',
    displayName: null,
    industry: null,
    location: 'HongKong',
    slogan: 'Payments for everyone',
    logoUrl: null,
    openJobs: 1,
    rating: { average: null, count: 0 },
    original: {},
    website: null,
    address: null,
    description: null,
    coverUrl: null,
    jobs: [],
  } satisfies CompanyPublicProfile;

  it('is named by the company in the reader’s language, described by its description, else its slogan', () => {
    const page = companyPage(COMPANY, { ...en(), language: 'zh', t: i18n.getFixedT('zh') });
    expect(page.title).toBe('海港支付有限公司');
    expect(page.description).toBe('Payments for everyone');
    expect(linesOf(page.meta)).toContain(`link canonical ${ORIGIN}/companies/${COMPANY.id}`);
    expect(linesOf(page.meta)).toContain('og:locale=zh_HK');
    expect(ldOf(page.meta)).toBeUndefined();
    expect(companyPage({ ...COMPANY, description: 'We move money.' }, en()).description).toBe('We move money.');
  });
});
