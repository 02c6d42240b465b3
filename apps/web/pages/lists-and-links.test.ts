// What the signed-in pages name and link to, as the server writes them: the company's header names
// it in the reader's language (its Chinese name in zh and cn, reached from the first page or by the
// language switcher's links); a dashboard figure is one link, named once by its label and figure,
// to the applicants it counts; a candidate's page of a company they applied to offers "Write a
// message" to it, leading to the form with the company as its recipient, and another company's page
// does not; the office's pick comes first among the jobs the candidate's dashboard recommends,
// marked as the office's (cn). All of it is words, names and links in the first HTML: the loaders
// ask the API for the user, the figures, the recipient look-up and the recommendations, so no
// browser is needed. What does stays in the browser suite: the header's name changing when the
// language is switched in place, and following the pick's notification on a phone
// (e2e/pictures-and-lists.test.ts, e2e/office-recommendations.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, jobs, officeRecommendations, users } from '../../api/src/db/schema.js';
import { uniqueEmail } from '../e2e/harness.js';
import { apiAs, companyIdOf, insertCandidate, insertCompany, visibleJob } from '../e2e/test-data.js';
import {
  DEMO,
  documentIn,
  forTestData,
  linkWith,
  named,
  nameOf,
  type PagePlatform,
  pageAs,
  seedDemo,
  startPages,
  textOf,
  wordsOf,
} from './harness.js';

describe('on the demo data', () => {
  /** NovaPay: Li applied to its jobs; its Chinese name is 新付有限公司. */
  const NOVAPAY = 'hr@novapay.demo';
  let p: PagePlatform;
  let novapayId = '';

  beforeAll(async () => {
    p = await startPages();
    await seedDemo(p);
    await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, DEMO.candidate));
    novapayId = await companyIdOf(forTestData(p), NOVAPAY);
  });
  afterAll(() => p?.close());

  describe("the company's header", () => {
    /** The header's account button: named "Your account: …", the name beside it shown, not read again. */
    function account(page: Document, name: RegExp) {
      const buttons = named(page.querySelector('header') ?? page, 'button', name);
      expect(buttons, String(name)).toHaveLength(1);
      const button = buttons[0] as Element;
      return { name: nameOf(button), shown: textOf(button.querySelector('[aria-hidden="true"]')) };
    }

    it("names the company in the reader's language: its Chinese name in zh and cn, from the first page and by the switcher's links", async () => {
      const cookie = await p.sessionCookie(NOVAPAY);
      const en = documentIn((await p.get('/company/dashboard', { cookie, lang: 'en' })).html);
      expect(account(en, /^Your account: /)).toEqual({
        name: 'Your account: NovaPay Limited',
        shown: expect.stringContaining('NovaPay Limited'),
      });
      expect(textOf(en.querySelector('main h1'))).toContain('NovaPay Limited');

      // The switcher's links: the page written in that language, before any script runs.
      const switcher = (page: Document, language: string) =>
        linkWith(page.querySelector('[data-testid="language-switcher"]') ?? page, language, true)?.getAttribute(
          'href',
        ) ?? '';
      const zh = documentIn((await p.get(switcher(en, '繁體中文'), { cookie, lang: 'en' })).html);
      const inZh = account(zh, /^您的帳戶：/);
      expect(inZh.name).toBe('您的帳戶：新付有限公司');
      expect(inZh.shown).toContain('新付有限公司');
      expect(`${inZh.name} ${inZh.shown}`).not.toContain('NovaPay');
      const cn = documentIn((await p.get(switcher(zh, '简体中文'), { cookie, lang: 'zh' })).html);
      expect(account(cn, /^您的账户：/).name).toBe('您的账户：新付有限公司');

      // In Chinese from the first page.
      const first = await pageAs(p, NOVAPAY, '/company/dashboard', 'zh');
      expect(account(first, /^您的帳戶：/).name).toBe('您的帳戶：新付有限公司');
      expect(textOf(first.querySelector('main h1'))).toContain('新付有限公司');
    });
  });

  describe('dashboard figures', () => {
    it('are each one link, read once as label and figure', async () => {
      const { body: figures } = await apiAs(forTestData(p), NOVAPAY, 'GET', '/v1/applications/company/statistics');
      const page = await pageAs(p, NOVAPAY, '/company/dashboard', 'en');
      const applicants = named(page, 'main section', 'Applicants')[0];
      expect(applicants, 'the Applicants panel').toBeDefined();
      const panel = applicants as Element;
      // The company's applicants on the Screening tab, as the API counts them.
      const screening = named(panel, 'a', `Screening: ${figures.tabCounts.screening}`);
      expect(screening).toHaveLength(1);
      expect(screening[0]?.getAttribute('href')).toBe('/company/candidates?tab=screening');
      // Nothing else inside the card is read, and no second link repeats the label.
      expect(named(panel, 'a', 'Screening')).toHaveLength(0);
      expect(panel.querySelectorAll('a')).toHaveLength(8);
    });
  });

  describe("the candidate's links to a company", () => {
    it('offer "Write a message" on the page of a company they applied to, and not on another', async () => {
      const company = await pageAs(p, DEMO.candidate, `/candidate/company/${novapayId}`, 'en');
      const write = named(company, 'main a', 'Write a message to NovaPay Limited');
      expect(write).toHaveLength(1);
      // It leads to the form, the company's account its recipient.
      const form = await pageAs(p, DEMO.candidate, write[0]?.getAttribute('href') ?? '', 'en');
      expect(textOf(form.querySelector('main h1'))).toBe('New message');
      expect(wordsOf(form.querySelector('main form') ?? form, '.mantine-Pill-label')).toEqual([NOVAPAY]);

      // Li never applied to this one: the look-up does not offer it, and neither does the page.
      const other = await insertCompany(forTestData(p), {
        companyName: 'Kowloon Ledger Limited',
        nameEn: 'Kowloon Ledger Limited',
      });
      const page = await pageAs(p, DEMO.candidate, `/candidate/company/${other}`, 'en');
      expect(textOf(page.querySelector('main h1'))).toBe('Kowloon Ledger Limited');
      expect(named(page, 'a', /^Write a message/)).toHaveLength(0);
    });
  });
});

describe("the office's pick on the candidate's dashboard", () => {
  const candidate = uniqueEmail('picked');
  let p: PagePlatform;

  beforeAll(async () => {
    p = await startPages();
    const data = forTestData(p);
    const companyId = await insertCompany(data, { companyName: 'Harbour Pay Limited', nameEn: 'Harbour Pay Limited' });
    // Another job, newer: the recommended one must come first all the same.
    await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Risk Data Intern', postedAt: new Date() }));
    const [job] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Payments Analyst Intern', skills: ['Python', 'SQL'] }))
      .returning({ id: jobs.id });
    const candidateId = await insertCandidate(data, candidate);
    await p.app.db
      .update(candidateProfiles)
      .set({ skills: ['Python', 'Excel'] })
      .where(eq(candidateProfiles.userId, candidateId));
    await p.app.db.insert(officeRecommendations).values({ jobId: job?.id ?? '', candidateId, createdAt: new Date() });
  });
  afterAll(() => p?.close());

  it('comes first among the recommended jobs, marked as the office’s pick (cn)', async () => {
    const page = await pageAs(p, candidate, '/candidate/dashboard', 'cn');
    const cards = [...page.querySelectorAll('main [data-testid="recommended-job"]')];
    const positions = cards.map((card) => textOf(card.querySelector('a')));
    expect(positions[0]).toBe('Payments Analyst Intern');
    expect(wordsOf(cards[0] as Element, '.mantine-Badge-label')).toContain('由计划管理员推荐');
    // The newer job that matches as well comes after the office's pick, unmarked.
    const newer = positions.indexOf('Risk Data Intern');
    expect(newer).toBeGreaterThan(0);
    expect(wordsOf(cards[newer] as Element, '.mantine-Badge-label')).not.toContain('由计划管理员推荐');
  });
});
