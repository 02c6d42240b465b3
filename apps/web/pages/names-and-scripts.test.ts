// What the records behind a page are called there, in the reader's language and script, as the
// server writes the page: a demo candidate's profile names in its header the studies its Education
// section lists as current; in the Chinese interface a company is named by its Chinese name; a job
// written in the other Chinese script is found by a keyword in the reader's, and shown converted
// and marked, or as written to an English reader, on the job list, its page and the candidate's
// applications, interviews and dashboard (decision 012); and the company's and the job's pages have
// the office's notes in zh and cn. All of it is words, links, language tags and the elements that
// hold them in the first HTML, so no browser is needed: the toggles to the text as written, the
// Chinese fonts and the language switch are the browser suite's (../e2e/chinese-scripts.test.ts),
// as are leaving and deleting a note (../e2e/internal-notes.test.ts).
import { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, interviews, jobs, users } from '../../api/src/db/schema.js';
import { catalog, uniqueEmail } from '../e2e/harness.js';
import {
  apiAs,
  insertAdmin,
  insertCandidate,
  insertCompany,
  visibleJob,
  WRITTEN_IN_SIMPLIFIED,
  WRITTEN_IN_TRADITIONAL,
} from '../e2e/test-data.js';
import {
  DEMO,
  documentIn,
  forTestData,
  linkWith,
  nameOf,
  type PageAnswer,
  type PageOptions,
  type PagePlatform,
  pageAs,
  seedDemo,
  startPages,
  textOf,
  wordsOf,
} from './harness.js';

/** The cookies an answer sets, as the browser sends them back with the next request. */
const cookiesSetBy = (answer: PageAnswer) => answer.setCookies.map((cookie) => cookie.split(';')[0]).join('; ');

describe('on the demo data', () => {
  const WONG = 'wong.kayan@student.demo';
  let p: PagePlatform;
  beforeAll(async () => {
    p = await startPages();
    await seedDemo(p);
    // The demo candidates have been through their first sign-in.
    for (const email of [DEMO.candidate, WONG]) {
      await p.app.db.update(users).set({ isFirstLogin: false }).where(eq(users.email, email));
    }
  });
  afterAll(() => p?.close());

  describe('a demo candidate’s profile', () => {
    it('names in its header the studies its Education section lists as current', async () => {
      const cookie = await p.sessionCookie(WONG);
      const dashboard = documentIn((await p.get('/candidate/dashboard', { cookie, lang: 'en' })).html);
      const navigation = dashboard.querySelector('nav[aria-label="Main navigation"]');
      const href = linkWith(navigation ?? dashboard, 'Profile', true)?.getAttribute('href');
      expect(href, 'the Profile link').toBeTruthy();
      // The Profile link's address leads to the candidate's own profile page.
      const own = await p.get(href as string, { cookie, lang: 'en' });
      expect(own.location).toMatch(/^\/candidate\/profile\/[\w-]+$/);
      const answer = await p.get(own.location ?? '', { cookie, lang: 'en' });
      expect(answer.status).toBe(200);
      const page = documentIn(answer.html);

      const title = page.querySelector('main h1');
      expect(textOf(title)).toMatch(/Wong Ka Yan/);
      // The header: the name's heading and the lines beside it.
      expect(wordsOf(title?.parentElement ?? page, 'p')).toContain(
        'BBA in Accounting and Finance, The Hong Kong Polytechnic University',
      );
      const education = page.querySelector('section[aria-label="Education"]');
      const current = [...(education?.querySelectorAll('li') ?? [])].filter((item) =>
        textOf(item).includes('Current studies'),
      );
      expect(current).toHaveLength(1);
      const lines = wordsOf(current[0] as Element, 'p');
      expect(lines).toContain('BBA in Accounting and Finance');
      expect(lines).toContain('The Hong Kong Polytechnic University');
      expect(textOf(education)).not.toContain('No education entries yet.');
    });
  });

  describe('a company’s name in the Chinese interface', () => {
    it('is its Chinese name on the applications table, the dashboard and the interviews, as on job cards', async () => {
      // Li applied to NovaPay (新付有限公司) and to Harbour Wealth.
      const applied = await pageAs(p, DEMO.candidate, '/candidate/applications', 'zh');
      const table = applied.querySelector('main table');
      expect(textOf(table)).toContain('新付有限公司');
      expect(textOf(table)).toContain('海港財富科技（深圳）有限公司');
      expect(textOf(table)).not.toContain('NovaPay Limited');

      for (const path of ['/candidate/dashboard', '/candidate/interviews']) {
        const page = await pageAs(p, DEMO.candidate, path, 'zh');
        expect(textOf(page.querySelector('main')), path).toContain('新付有限公司');
        expect(textOf(page.body), path).not.toContain('NovaPay Limited');
      }
    });
  });

  describe("the office's notes", () => {
    const officer = uniqueEmail('officer');
    let companyId = '';
    let jobId = '';
    beforeAll(async () => {
      await insertAdmin(forTestData(p), officer);
      companyId = await insertCompany(forTestData(p), { companyName: 'Kowloon Clearing Ltd' });
      const [job] = await p.app.db
        .insert(jobs)
        .values(visibleJob(companyId, { positionName: 'Clearing Data Intern' }))
        .returning({ id: jobs.id });
      jobId = job?.id ?? '';
    });

    for (const [lang, title] of [
      ['zh', '辦事處備註'],
      ['cn', '办事处备注'],
    ] as const) {
      it(`are on the company's and the job's pages, in ${lang}`, async () => {
        const words = catalog(lang, 'internalNotes');
        // A note about the company, left as its page's box leaves it.
        const note = `${lang} company note`;
        const left = await apiAs(forTestData(p), officer, 'POST', '/v1/admin/notes', {
          subjectType: 'company',
          subjectId: companyId,
          body: note,
        });
        expect(left.status).toBe(201);

        const company = await pageAs(p, officer, `/admin-portal/companies/${companyId}`, lang);
        const notes = company.querySelector(`main section[aria-label="${title}"]`);
        expect(wordsOf(notes ?? company, 'li p')).toContain(note);
        const box = notes?.querySelector('textarea');
        expect(box && nameOf(box)).toBe(words.new);
        expect(wordsOf(notes ?? company, 'button[type="submit"]')).toEqual([words.add]);

        const job = await pageAs(p, officer, `/admin-portal/jobs/${jobId}/edit`, lang);
        expect(job.querySelector(`main section[aria-label="${title}"] textarea`)).not.toBeNull();
      });
    }
  });
});

// Without the demo data, whose jobs the keywords below would find too.
describe('Traditional and Simplified Chinese (decision 012)', () => {
  const candidate = uniqueEmail('student');
  let p: PagePlatform;
  let candidateId = '';
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    p = await startPages();
    const company = (name: string) =>
      insertCompany(forTestData(p), {
        companyName: name,
        nameZh: name,
        location: 'HongKong & GBA',
        industry: 'DIGITAL_PAYMENTS',
      });
    const rows = await p.app.db
      .insert(jobs)
      .values([
        visibleJob(await company('深圳数据科技有限公司'), WRITTEN_IN_SIMPLIFIED),
        visibleJob(await company('港灣財富管理'), WRITTEN_IN_TRADITIONAL),
      ])
      .returning({ id: jobs.id, positionName: jobs.positionName });
    for (const row of rows) ids[row.positionName] = row.id;
    candidateId = await insertCandidate(forTestData(p), candidate);
  });
  afterAll(() => p?.close());

  /** The job list searched by keyword: its page, and the position names of the cards found. */
  async function search(keyword: string, lang: 'zh' | 'en', more = '') {
    const answer = await p.get(`/candidate/job-list?keyword=${encodeURIComponent(keyword)}${more}`, {
      cookie: await p.sessionCookie(candidate),
      lang,
    });
    expect(answer.status).toBe(200);
    const page = documentIn(answer.html);
    return { answer, page, found: wordsOf(page, 'main article h2') };
  }

  /** The page of the job written as `written` that its card on `list`, named `position`, leads to. */
  async function jobPageFrom(list: Document, position: string, written: string, options: PageOptions) {
    const link = linkWith(list.querySelector('main article') ?? list, position, true);
    expect(link?.getAttribute('href')).toBe(`/candidate/job-detail/${ids[written]}`);
    const answer = await p.get(link?.getAttribute('href') ?? '', options);
    expect(answer.status).toBe(200);
    return documentIn(answer.html);
  }

  describe('a job written in the other Chinese script', () => {
    it('is found by a Traditional keyword and shown to a zh reader in Traditional, marked, with a toggle to the original on its page', async () => {
      // The example: 數據分析 finds 数据分析实习生.
      const { page: list, found } = await search('數據分析', 'zh');
      expect(found).toEqual(['數據分析實習生']);
      const card = list.querySelector('main article');
      expect(wordsOf(card ?? list, '[data-testid="converted-text-mark"]')[0]).toBe('由簡體中文轉換');
      // The card leads to the job, where the original can be seen: no toggle on the card.
      expect(wordsOf(card ?? list, 'button')).not.toContain('顯示原文');

      const page = await jobPageFrom(list, '數據分析實習生', WRITTEN_IN_SIMPLIFIED.positionName, {
        cookie: await p.sessionCookie(candidate),
        lang: 'zh',
      });
      const title = page.querySelector('main h1');
      expect(textOf(title)).toBe('數據分析實習生');
      expect(title?.getAttribute('lang')).toBe('zh-Hant');
      const main = textOf(page.querySelector('main'));
      expect(main).toContain('負責收集和分析金融數據，撰寫研究報告。');
      expect(main).toContain('熟悉Python和數據庫。');
      expect(main).toContain('由簡體中文轉換');
      // A toggle each for the title, the description and the requirements, none pressed yet.
      const toggles = [...page.querySelectorAll('main button')].filter((button) => textOf(button) === '顯示原文');
      expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false']);
    });

    it('is found by a Simplified keyword and shown to a cn reader in Simplified when written in Traditional, marked', async () => {
      // A link with ?lng=cn switches a Traditional reader to Simplified (language-choice.test.ts).
      const { answer, page: list, found } = await search('区块链', 'zh', '&lng=cn');
      expect(found).toEqual(['区块链研究助理']);
      expect(list.documentElement.getAttribute('lang')).toBe('zh-Hans');
      expect(wordsOf(list.querySelector('main article') ?? list, '[data-testid="converted-text-mark"]')[0]).toBe(
        '由繁体中文转换',
      );

      // The job's page, with the language cookie the switch set.
      const page = await jobPageFrom(list, '区块链研究助理', WRITTEN_IN_TRADITIONAL.positionName, {
        cookie: `${await p.sessionCookie(candidate)}; ${cookiesSetBy(answer)}`,
      });
      const title = page.querySelector('main h1');
      expect(textOf(title)).toBe('区块链研究助理');
      expect(title?.getAttribute('lang')).toBe('zh-Hans');
      expect(textOf(page.querySelector('main'))).toContain('研究数码资产与监管科技。');
    });

    it('is shown to an English reader as written, without a mark', async () => {
      const { page: list, found } = await search('數據分析', 'en');
      expect(found).toEqual(['数据分析实习生']);
      const page = await jobPageFrom(list, '数据分析实习生', WRITTEN_IN_SIMPLIFIED.positionName, {
        cookie: await p.sessionCookie(candidate),
        lang: 'en',
      });
      expect(textOf(page.querySelector('main h1'))).toBe('数据分析实习生');
      expect(textOf(page.querySelector('main'))).toContain(WRITTEN_IN_SIMPLIFIED.description);
      expect(page.querySelectorAll('[data-testid="converted-text-mark"]')).toHaveLength(0);
    });
  });

  describe('the hiring pipeline, for a zh reader', () => {
    it('names a job written in Simplified in Traditional, marked, in the applications, interviews and dashboard', async () => {
      // The candidate applied to the mainland job and is to be interviewed; the company's note is Simplified.
      const jobId = ids[WRITTEN_IN_SIMPLIFIED.positionName] as string;
      const [job] = await p.app.db.select({ companyId: jobs.companyId }).from(jobs).where(eq(jobs.id, jobId));
      const now = new Date();
      const [application] = await p.app.db
        .insert(applications)
        .values({
          jobId,
          companyId: job?.companyId as string,
          candidateId,
          createdAt: now,
          stage: Stage.INTERVIEWING,
          previousStage: Stage.SCREENING,
          appliedAt: now,
          stageChangedAt: now,
        })
        .returning({ id: applications.id });
      await p.app.db.insert(interviews).values({
        applicationId: application?.id as string,
        startsAt: new Date(now.getTime() + 3 * 86_400_000),
        durationMinutes: 45,
        place: '深圳湾科技生态园',
        note: '请带上学生证和简历。',
        createdAt: now,
        updatedAt: now,
      });

      // The dashboard: the next interview and the latest application.
      const dashboard = (await pageAs(p, candidate, '/candidate/dashboard', 'zh')).querySelector('main');
      expect(textOf(dashboard)).toContain('數據分析實習生');
      expect(textOf(dashboard)).not.toContain('数据分析实习生');
      expect(dashboard?.querySelectorAll('[data-testid="converted-text-mark"]').length).toBeGreaterThan(0);

      const applied = await pageAs(p, candidate, '/candidate/applications', 'zh');
      const rows = [...applied.querySelectorAll('main tr')].filter((row) => textOf(row).includes('數據分析實習生'));
      expect(rows).toHaveLength(1);
      const row = rows[0] as Element;
      expect(linkWith(row, '數據分析實習生', true)?.getAttribute('lang')).toBe('zh-Hant');
      expect(textOf(row)).toContain('深圳數據科技有限公司');
      expect(wordsOf(row, '[data-testid="converted-text-mark"]')[0]).toBe('由簡體中文轉換');

      const card = (await pageAs(p, candidate, '/candidate/interviews', 'zh')).querySelector('main article');
      expect(textOf(card)).toContain('數據分析實習生');
      expect(textOf(card)).toContain('請帶上學生證和簡歷。');
      expect(textOf(card)).not.toContain('数据分析实习生');
    });
  });
});
