// The landing page reads the rounds (docs/decisions/039, 040), in en, zh and cn: its key facts give
// the round open now, else the next one announced, else a sentence saying the next will be
// announced; once the round's last funded place is taken through the API they say it is full. Its
// eligibility text gives the round's prior-employment months and each side's monthly allowance, and
// no number when no round is announced. All of it is in the page as the server writes it, every tab
// of the eligibility text included, so it is read here without a browser. (The key dates on a
// phone, and the office's round screens: ../e2e/rounds.test.ts.)
import { Stage } from '@fis/shared/application-stages';
import type { Language } from '@fis/shared/enums';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, roundPlaces, schemeRounds } from '../../api/src/db/schema.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { uniqueEmail } from '../e2e/harness.js';
import {
  companyEmailOf,
  insertAdmin,
  insertApplication,
  insertCandidate,
  insertCompany,
  moveApplicationAs,
  visibleJob,
} from '../e2e/test-data.js';
import { insertRound, pageDate } from '../e2e/test-rounds.js';
import { documentIn, forTestData, type PagePlatform, pageAs, startPages, textOf } from './harness.js';

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const LANGUAGES = ['en', 'zh', 'cn'] as const;
/** The Intl locale each language's pages write dates in (lib/dates.ts). */
const DATE_LOCALE = { en: 'en-HK', zh: 'zh-Hant-HK', cn: 'zh-Hans-CN' } as const;

const TABS: Record<Language, [general: string, hongKong: string, gba: string]> = {
  en: ['General requirements', 'Hong Kong positions', 'GBA mainland positions'],
  zh: ['一般資格', '香港職位', '大灣區內地職位'],
  cn: ['基本条件', '香港职位', '大湾区内地职位'],
};

let p: PagePlatform;
let testRound: { applicationStart: string; applicationEnd: string };

beforeAll(async () => {
  p = await startPages();
  const [round] = await p.app.db.select().from(schemeRounds).where(eq(schemeRounds.id, TEST_ROUND_ID));
  if (!round) throw new Error('no test round');
  testRound = round;
});
afterAll(() => p?.close());

/** The landing page as a signed-out visitor reads it in the language, before any script runs. */
async function landing(language: Language): Promise<Document> {
  const answer = await p.get('/', { lang: language });
  expect(answer.status).toBe(200);
  return documentIn(answer.html);
}

/** The key facts' words (the application section's list), or null when it has none. */
const factsIn = (page: Document) => {
  const facts = page.querySelector('#application dl');
  return facts ? textOf(facts) : null;
};

/** The eligibility text of the tab named, found as a reader's assistive technology pairs them. */
function eligibilityTab(page: Document, name: string): string {
  const tab = [...page.querySelectorAll('#eligibility [role="tab"]')].find((element) => textOf(element) === name);
  expect(tab, name).toBeDefined();
  const panel = page.querySelector(`#eligibility [role="tabpanel"][aria-labelledby="${tab?.id}"]`);
  expect(textOf(panel), name).not.toBe('');
  return textOf(panel);
}

describe('the landing page and the round', () => {
  it("gives the open round's key facts in en, zh and cn", async () => {
    const expected = {
      en: [
        'Test round application period',
        'Open now',
        '2 months',
        'Can be extended to up to 6 months.',
        'HKD 12,000',
        'RMB 10,500',
      ],
      zh: ['測試輪次申請期', '現正接受申請', '2個月', '最長可延至6個月。', '港幣12,000元', '人民幣10,500元'],
      cn: ['测试轮次申请期', '正在接受申请', '2个月', '最长可延长至6个月。', '港币12,000元', '人民币10,500元'],
    } as const;
    const separator = { en: ' – ', zh: '至', cn: '至' } as const;
    for (const language of LANGUAGES) {
      const page = await landing(language);
      const facts = factsIn(page) ?? '';
      for (const fact of expected[language]) expect(facts, `${language}: ${fact}`).toContain(fact);
      const date = pageDate(DATE_LOCALE[language]);
      const period = `${date(testRound.applicationStart)}${separator[language]}${date(testRound.applicationEnd)}`;
      expect(facts, language).toContain(period);
      // The intro names no year: the rounds do.
      expect(textOf(page.querySelector('#application'))).not.toMatch(/20\d\d(年)?(暑期| summer)/);
    }
  });

  it('gives the round’s prior-employment months and allowances in every tab of its eligibility text', async () => {
    // Figures of this round's own, so that none can come from anywhere else.
    await p.app.db
      .update(schemeRounds)
      .set({ priorEmploymentMonths: 4, allowanceHongKong: 12_500, allowanceGba: 11_000 })
      .where(eq(schemeRounds.id, TEST_ROUND_ID));
    const expected: Record<Language, [string, string, string]> = {
      en: [
        'You were not employed by that company in the 4 months before the application period.',
        'In Test round, the allowance for these positions is HKD 12,500 per month.',
        'In Test round, the allowance for these positions is RMB 11,000 per month.',
      ],
      zh: [
        '在申請期開始前4個月內未曾受僱於該公司。',
        '在測試輪次，這些職位的津貼為每月港幣12,500元。',
        '在測試輪次，這些職位的津貼為每月人民幣11,000元。',
      ],
      cn: [
        '申请期开始前4个月内未曾受雇于该公司。',
        '在测试轮次，这些职位的津贴为每月港币12,500元。',
        '在测试轮次，这些职位的津贴为每月人民币11,000元。',
      ],
    };
    for (const language of LANGUAGES) {
      const page = await landing(language);
      TABS[language].forEach((tab, index) => {
        expect(eligibilityTab(page, tab), `${language} ${tab}`).toContain(expected[language][index]);
      });
    }
  });

  it('says the round is full once its last funded place is taken', async () => {
    await p.app.db.update(schemeRounds).set({ totalPlaces: 1 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
    const data = forTestData(p);
    const companyId = await insertCompany(data, { companyName: 'Last Place Ltd' });
    const [job] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Last Place Analyst' }))
      .returning({ id: jobs.id });
    await p.app.db.insert(roundPlaces).values({ roundId: TEST_ROUND_ID, companyId, side: 'HongKong', granted: 1 });
    const candidateEmail = uniqueEmail('student');
    const candidateId = await insertCandidate(data, candidateEmail);
    const applicationId = await insertApplication(data, { jobId: job?.id ?? '', companyId, candidateId });

    const open = factsIn(await landing('en')) ?? '';
    expect(open).toContain('1 funded place left.');
    expect(open).toContain('Open now');

    // The company's offer and the candidate's accept, through the API: the accept takes the last place.
    expect(await moveApplicationAs(data, await companyEmailOf(data, companyId), applicationId, Stage.OFFERED)).toBe(
      200,
    );
    expect(await moveApplicationAs(data, candidateEmail, applicationId, Stage.HIRED)).toBe(200);

    const full: Record<Language, [badge: string, note: string, open: string]> = {
      en: ['Full', 'Every funded place has been taken, so the period has ended early.', 'Open now'],
      zh: ['已滿額', '所有資助名額已獲接受，申請期已提早結束。', '現正接受申請'],
      cn: ['已满额', '所有资助名额均已被接受，申请期已提前结束。', '正在接受申请'],
    };
    for (const language of LANGUAGES) {
      const [badge, note, openNow] = full[language];
      const words = factsIn(await landing(language)) ?? '';
      expect(words, language).toContain(badge);
      expect(words, language).toContain(note);
      expect(words, language).not.toContain(openNow);
      if (language === 'en') expect(words).not.toContain('funded place left');
    }

    // A job still open in the full round (put there by hand) says the round is full where Apply
    // would be, not that applications closed on its last day, still ahead.
    const [stray] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Stray Analyst' }))
      .returning({ id: jobs.id });
    const jobPage = await pageAs(p, candidateEmail, `/candidate/job-detail/${stray?.id}`, 'en');
    const notice = textOf(jobPage.querySelector('[data-application-period="full"]'));
    expect(notice).toContain('Every funded place of Test round has been taken, so it no longer takes applications.');
    expect(notice).not.toContain('closed on');
  });

  it('shows the next round when none is open, and says the next will be announced when none is', async () => {
    // The test round ended yesterday: a round announced after it is the next one.
    await p.app.db
      .update(schemeRounds)
      .set({ applicationEnd: hongKongDate(Date.now() - DAY_MS) })
      .where(eq(schemeRounds.id, TEST_ROUND_ID));
    const next = await insertRound(forTestData(p), ['Summer next year', '明年暑期', '明年暑期'], {
      start: 10,
      end: 40,
    });
    // An allowance of its own, so that the facts are seen to be the next round's.
    await p.app.db.update(schemeRounds).set({ allowanceHongKong: 13_000 }).where(eq(schemeRounds.id, next.id));
    const upcoming = factsIn(await landing('en')) ?? '';
    expect(upcoming).toContain('Summer next year application period');
    expect(upcoming).toContain('Upcoming');
    expect(upcoming).toContain(`Applications open on ${pageDate(DATE_LOCALE.en)(next.start)}.`);
    expect(upcoming).toContain('HKD 13,000');

    // The office's list says the test round has ended.
    const adminEmail = uniqueEmail('office');
    await insertAdmin(forTestData(p), adminEmail);
    const rounds = await pageAs(p, adminEmail, '/admin-portal/rounds', 'en');
    const row = [...rounds.querySelectorAll('tr')].find((element) => textOf(element).includes('Test round'));
    expect(textOf(row)).toContain('Ended');

    // No round open or announced: a sentence instead of the facts.
    await p.app.db
      .update(schemeRounds)
      .set({
        applicationStart: hongKongDate(Date.now() - 3 * YEAR_MS),
        applicationEnd: hongKongDate(Date.now() - 2 * YEAR_MS),
      })
      .where(eq(schemeRounds.id, next.id));
    const none = await landing('en');
    expect(textOf(none.querySelector('#application'))).toContain(
      "The next round's application period and facts will be announced here.",
    );
    expect(factsIn(none)).toBeNull();
  });

  it('names no number in its eligibility text when no round is announced', async () => {
    await p.app.db.update(schemeRounds).set({
      applicationStart: hongKongDate(Date.now() - 3 * YEAR_MS),
      applicationEnd: hongKongDate(Date.now() - 2 * YEAR_MS),
    });
    const expected: Record<Language, [none: string, notEmployed: string]> = {
      en: [
        "The next round's application period and facts will be announced here.",
        'You were not employed by that company in the months before the application period; each round says how many.',
      ],
      zh: ['下一輪的申請期及資料將在此公布。', '在申請期開始前的指定月數內未曾受僱於該公司；月數由每輪訂明。'],
      cn: ['下一轮的申请期与相关信息将在此公布。', '申请期开始前的规定月数内未曾受雇于该公司；月数由每轮规定。'],
    };
    for (const language of LANGUAGES) {
      const page = await landing(language);
      const [none, notEmployed] = expected[language];
      expect(textOf(page.querySelector('#application')), language).toContain(none);
      const general = eligibilityTab(page, TABS[language][0]);
      expect(general, language).toContain(notEmployed);
      // (The age of 18 is the scheme's rule, not the round's.)
      expect(general, language).not.toMatch(/\d\s*(months?|個月|个月)/);
      for (const side of [TABS[language][1], TABS[language][2]]) {
        expect(eligibilityTab(page, side), `${language} ${side}`).not.toMatch(/\d/);
      }
    }
  });
});
