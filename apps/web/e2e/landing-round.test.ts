// The landing page reads the round (docs/decisions/039, 040), in en, zh and cn: its eligibility text
// gives the round's prior-employment months and each side's monthly allowance, and no number when
// no round is announced; and once the round's last funded place is taken through the API, its key
// facts say the round is full instead of how many places are left.
import { Stage } from '@fis/shared/application-stages';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, roundPlaces, schemeRounds } from '../../api/src/db/schema.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { type Platform, startPlatform, uniqueEmail } from './harness.js';
import {
  companyEmailOf,
  insertApplication,
  insertCandidate,
  insertCompany,
  moveApplicationAs,
  signedInPage,
  visibleJob,
} from './test-data.js';

const YEAR_MS = 365 * 86_400_000;
const LANGUAGES = ['en', 'zh', 'cn'] as const;
type Language = (typeof LANGUAGES)[number];

let p: Platform;

beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.close());

/** The eligibility section's text, once the tab named is shown. */
async function eligibilityTab(page: Page, tab: string): Promise<string> {
  await page.locator('#eligibility').getByRole('tab', { name: tab }).click();
  return (await page.locator('#eligibility [role="tabpanel"]:visible').textContent()) ?? '';
}

const TABS: Record<Language, [general: string, hongKong: string, gba: string]> = {
  en: ['General requirements', 'Hong Kong positions', 'GBA mainland positions'],
  zh: ['一般資格', '香港職位', '大灣區內地職位'],
  cn: ['基本条件', '香港职位', '大湾区内地职位'],
};

describe('the landing page and the round', () => {
  it('gives the round’s prior-employment months and allowances in its eligibility text', async () => {
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
      const { page, context } = await p.newPage({ lang: language });
      await page.goto('/');
      const [general, hongKong, gba] = expected[language];
      await page.locator('#eligibility').getByText(general).waitFor();
      expect(await eligibilityTab(page, TABS[language][1]), language).toContain(hongKong);
      expect(await eligibilityTab(page, TABS[language][2]), language).toContain(gba);
      await context.close();
    }
    // The page as the server writes it already holds the round (its loader's first data), before any script.
    const html = await (await fetch(`${p.url}/?lng=en`)).text();
    expect(html).toContain(expected.en[0]);
    expect(html).not.toContain('each round says how many');
  });

  it('says the round is full once its last funded place is taken', async () => {
    await p.app.db.update(schemeRounds).set({ totalPlaces: 1 }).where(eq(schemeRounds.id, TEST_ROUND_ID));
    const companyId = await insertCompany(p, { companyName: 'Last Place Ltd' });
    const [job] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Last Place Analyst' }))
      .returning({ id: jobs.id });
    await p.app.db.insert(roundPlaces).values({ roundId: TEST_ROUND_ID, companyId, side: 'HongKong', granted: 1 });
    const candidateEmail = uniqueEmail('student');
    const candidateId = await insertCandidate(p, candidateEmail);
    const applicationId = await insertApplication(p, { jobId: job?.id ?? '', companyId, candidateId });

    const { page, context } = await p.newPage({ lang: 'en' });
    await page.goto('/');
    const facts = page.locator('#application dl');
    await facts.getByText('1 funded place left.', { exact: false }).waitFor();
    expect(await facts.textContent()).toContain('Open now');

    // The company's offer and the candidate's accept, through the API: the accept takes the last place.
    expect(await moveApplicationAs(p, await companyEmailOf(p, companyId), applicationId, Stage.OFFERED)).toBe(200);
    expect(await moveApplicationAs(p, candidateEmail, applicationId, Stage.HIRED)).toBe(200);

    await page.reload();
    await facts.getByText('Every funded place has been taken, so the period has ended early.').waitFor();
    const text = (await facts.textContent()) ?? '';
    expect(text).toContain('Full');
    expect(text).not.toContain('Open now');
    expect(text).not.toContain('funded place left');
    await context.close();

    const full: Record<Exclude<Language, 'en'>, [string, string, string]> = {
      zh: ['已滿額', '所有資助名額已獲接受，申請期已提早結束。', '現正接受申請'],
      cn: ['已满额', '所有资助名额均已被接受，申请期已提前结束。', '正在接受申请'],
    };
    for (const language of ['zh', 'cn'] as const) {
      const [badge, note, open] = full[language];
      const session = await p.newPage({ lang: language });
      await session.page.goto('/');
      const shown = session.page.locator('#application dl');
      await shown.getByText(note).waitFor();
      const words = (await shown.textContent()) ?? '';
      expect(words, language).toContain(badge);
      expect(words, language).not.toContain(open);
      await session.context.close();
    }

    // A job still open in the full round (put there by hand) says the round is full where Apply
    // would be, not that applications closed on its last day, still ahead.
    const [stray] = await p.app.db
      .insert(jobs)
      .values(visibleJob(companyId, { positionName: 'Stray Analyst' }))
      .returning({ id: jobs.id });
    const reader = await signedInPage(p, candidateEmail, { lang: 'en' });
    await reader.page.goto(`/candidate/job-detail/${stray?.id}`);
    const notice = reader.page.locator('[data-application-period="full"]');
    await notice
      .getByText('Every funded place of Test round has been taken, so it no longer takes applications.')
      .waitFor();
    expect(await notice.textContent()).not.toContain('closed on');
    await reader.context.close();
  });

  it('names no number in its eligibility text when no round is announced', async () => {
    await p.app.db
      .update(schemeRounds)
      .set({
        applicationStart: hongKongDate(Date.now() - 3 * YEAR_MS),
        applicationEnd: hongKongDate(Date.now() - 2 * YEAR_MS),
      })
      .where(eq(schemeRounds.id, TEST_ROUND_ID));
    const expected: Record<Language, [none: string, notEmployed: string]> = {
      en: [
        "The next round's application period and facts will be announced here.",
        'You were not employed by that company in the months before the application period; each round says how many.',
      ],
      zh: ['下一輪的申請期及資料將在此公布。', '在申請期開始前的指定月數內未曾受僱於該公司；月數由每輪訂明。'],
      cn: ['下一轮的申请期与相关信息将在此公布。', '申请期开始前的规定月数内未曾受雇于该公司；月数由每轮规定。'],
    };
    for (const language of LANGUAGES) {
      const { page, context } = await p.newPage({ lang: language });
      await page.goto('/');
      const [none, notEmployed] = expected[language];
      // The rounds have loaded (and there is none) before the eligibility text is read.
      await page.getByText(none).waitFor();
      const general = await eligibilityTab(page, TABS[language][0]);
      expect(general, language).toContain(notEmployed);
      // (The age of 18 is the scheme's rule, not the round's.)
      expect(general, language).not.toMatch(/\d\s*(months?|個月|个月)/);
      for (const side of [TABS[language][1], TABS[language][2]]) {
        expect(await eligibilityTab(page, side), `${language} ${side}`).not.toMatch(/\d/);
      }
      await context.close();
    }
  });
});
