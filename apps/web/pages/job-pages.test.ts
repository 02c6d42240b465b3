// A candidate's pages of a job as the server writes them: what stands where Apply would be on the
// job's page, the apply page and the viewed jobs: when the job's round opens, that it closed and
// when the next one takes applications, or Apply with the day applications close, the job's own or
// its round's, whichever comes first (docs/decisions/034, 039); a rule not met and why, with no application form (decision 026); "Jobs I can take"
// (?canTake=true) leaving out what the rules rule out; whom a job is for (decision 027). None of it
// needs a browser: the loaders ask the API as the candidate (the next round too), and dates are Hong
// Kong days whatever the reader's time zone (lib/dates.ts). A job is among the viewed jobs once its
// page, on screen, has recorded the view (decision 047): the test makes that request itself.
// Confirming a rule on the apply page and applying stay in e2e/eligibility-rules.test.ts.
import type { Language } from '@fis/shared/enums';
import { addDays } from '@fis/shared/hong-kong-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateProfiles, jobs, schemeRounds } from '../../api/src/db/schema.js';
import { refreshTakeableRegions } from '../../api/src/modules/eligibility/takeable-regions.js';
import { TEST_ROUND_ID } from '../../api/test/helper.js';
import { uniqueEmail } from '../e2e/harness.js';
import { apiAs, insertCandidate, insertCompany, visibleJob } from '../e2e/test-data.js';
import { insertRound, pageDate } from '../e2e/test-rounds.js';
import { documentIn, forTestData, loadingIn, mainIn, named, type PagePlatform, startPages, textOf } from './harness.js';

let p: PagePlatform;
/** A job in a round still to open: its position, in Chinese as the company wrote it. */
const UPCOMING = '區塊鏈實習生';
const student = uniqueEmail('student');
const hongKongStudent = uniqueEmail('hkstudent');
const ids: Record<string, string> = {};
let lionRockId = '';
let next: Awaited<ReturnType<typeof insertRound>>;
let old: Awaited<ReturnType<typeof insertRound>>;
/** The last day of the open round, which the harness gives every platform. */
let openRoundEnd = '';
/** The last day of the posting of a job that comes before its round's. */
let dataAnalystEnd = '';

beforeAll(async () => {
  p = await startPages();
  const data = forTestData(p);
  next = await insertRound(data, ['Winter round', '冬季輪次', '冬季轮次'], { start: 400, end: 460 });
  old = await insertRound(data, ['Old round', '舊輪次', '旧轮次'], { start: -800, end: -740 });
  const [testRound] = await p.app.db.select().from(schemeRounds).where(eq(schemeRounds.id, TEST_ROUND_ID));
  openRoundEnd = testRound?.applicationEnd ?? '';

  const harbourId = await insertCompany(data, { companyName: 'Harbour Pay Limited', nameEn: 'Harbour Pay Limited' });
  lionRockId = await insertCompany(data, { companyName: 'Lion Rock Pay Limited', nameEn: 'Lion Rock Pay Limited' });
  const rows = await p.app.db
    .insert(jobs)
    .values([
      visibleJob(harbourId, { positionName: 'Data Analyst Intern' }),
      visibleJob(harbourId, { positionName: UPCOMING, roundId: next.id }),
      visibleJob(harbourId, { positionName: 'Ledger Intern', roundId: old.id }),
      visibleJob(harbourId, {
        positionName: 'Treasury Intern',
        educationLevels: ['UNDERGRADUATE', 'MASTER'],
        graduationYearFrom: 2026,
        graduationYearTo: 2028,
      }),
      visibleJob(harbourId, { positionName: 'Open Intern' }),
      visibleJob(lionRockId, { positionName: 'Hong Kong Payments Intern' }),
      visibleJob(lionRockId, { positionName: 'Shenzhen Wallet Intern', location: 'GBA', city: 4 }),
      // Posted until a month after its round stops taking applications.
      visibleJob(harbourId, {
        positionName: 'Long Posting Intern',
        expiresOn: addDays(openRoundEnd, 30),
      }),
    ])
    .returning({ id: jobs.id, positionName: jobs.positionName, expiresOn: jobs.expiresOn });
  for (const row of rows) ids[row.positionName] = row.id;
  dataAnalystEnd = rows.find((row) => row.positionName === 'Data Analyst Intern')?.expiresOn ?? '';

  await insertCandidate(data, student);
  // A Hong Kong student, whom a Hong Kong position does not take; their takeable regions worked
  // out as every write path does.
  const hongKongId = await insertCandidate(data, hongKongStudent);
  await p.app.db.update(candidateProfiles).set({ residentType: 0 }).where(eq(candidateProfiles.userId, hongKongId));
  await refreshTakeableRegions(p.app.db, hongKongId);
});
afterAll(() => p?.close());

const cookies = new Map<string, string>();

/** The page's <main> as the account reads it in `lang` before any script runs, no longer loading. */
async function mainAs(email: string, path: string, lang: Language): Promise<HTMLElement> {
  const cookie = cookies.get(email) ?? (await p.sessionCookie(email));
  cookies.set(email, cookie);
  const answer = await p.get(path, { cookie, lang });
  expect(answer.status, path).toBe(200);
  const main = mainIn(answer.html);
  expect(loadingIn(main), `${path} is still loading`).toBeUndefined();
  return documentIn(main).body;
}

/** What the candidate's job page records once on screen: the job is among the viewed jobs. */
async function viewed(email: string, position: string) {
  const { status } = await apiAs(forTestData(p), email, 'POST', `/v1/job/view/${ids[position]}`);
  expect(status, position).toBe(200);
}

const headingsOf = (main: HTMLElement) => [...main.querySelectorAll('h1')].map(textOf);

/** What stands in place of Apply while the job's round takes no applications. */
const periodNotice = (within: ParentNode, phase: 'upcoming' | 'ended') =>
  within.querySelector(`[data-application-period="${phase}"]`);

/** No application form, nor any of its fields. */
function expectNoForm(main: HTMLElement, where: string) {
  expect(main.querySelectorAll('form'), where).toHaveLength(0);
  expect(main.querySelectorAll('textarea[name="pitch"]'), where).toHaveLength(0);
}

const zhDate = pageDate('zh-Hant-HK');
const enDate = pageDate('en-HK');

describe('a job’s round where Apply would be', () => {
  it('a job whose round has not opened says when it opens in place of Apply, and its apply page has no form (zh, en)', async () => {
    const opensZh = `冬季輪次於${zhDate(next.start)}（香港時間）開始接受申請，${zhDate(next.end)}截止。`;
    const job = await mainAs(student, `/candidate/job-detail/${ids[UPCOMING]}`, 'zh');
    expect(headingsOf(job)).toEqual(['區塊鏈實習生']);
    const notice = periodNotice(job, 'upcoming');
    expect(textOf(notice)).toContain('尚未開始接受申請');
    expect(textOf(notice)).toContain(opensZh);
    expect(named(job, 'a', '申請「區塊鏈實習生」')).toHaveLength(0);

    // Its apply page, reached by its address, says the same and has no form to fill in.
    const apply = await mainAs(student, `/candidate/apply-job/${ids[UPCOMING]}`, 'zh');
    expect(headingsOf(apply)).toEqual(['申請「區塊鏈實習生」']);
    expect(textOf(periodNotice(apply, 'upcoming'))).toContain(opensZh);
    expectNoForm(apply, 'apply page (zh)');

    const en = await mainAs(student, `/candidate/job-detail/${ids[UPCOMING]}`, 'en');
    expect(textOf(periodNotice(en, 'upcoming'))).toContain(
      `Applications for Winter round open on ${enDate(next.start)} (Hong Kong time) and close on ${enDate(next.end)}.`,
    );
  });

  it('a job whose round has closed says so and when the next round takes applications, in place of Apply, and its apply page has no form (en)', async () => {
    const job = await mainAs(student, `/candidate/job-detail/${ids['Ledger Intern']}`, 'en');
    expect(headingsOf(job)).toEqual(['Ledger Intern']);
    const closed = periodNotice(job, 'ended');
    expect(textOf(closed)).toContain('Applications have closed');
    expect(textOf(closed)).toContain(
      `Applications for Old round closed on ${enDate(old.end)}. The next round, Winter round, takes applications from ${enDate(next.start)} to ${enDate(next.end)}.`,
    );
    expect(named(job, 'a', 'Apply for Ledger Intern')).toHaveLength(0);

    const apply = await mainAs(student, `/candidate/apply-job/${ids['Ledger Intern']}`, 'en');
    expect(headingsOf(apply)).toEqual(['Apply for Ledger Intern']);
    expect(periodNotice(apply, 'ended')).not.toBeNull();
    expectNoForm(apply, 'apply page (en)');
  });

  it('a job in the open round offers Apply with the day applications close (zh, en), its own or its round’s, and its apply page the form', async () => {
    // The job's posting ends a month from today, long before its round stops taking applications.
    expect(dataAnalystEnd < openRoundEnd).toBe(true);
    const zh = await mainAs(student, `/candidate/job-detail/${ids['Data Analyst Intern']}`, 'zh');
    expect(named(zh, 'a', '申請「Data Analyst Intern」')).toHaveLength(1);
    expect(textOf(zh)).toContain(`申請於${zhDate(dataAnalystEnd)}截止`);
    expect(periodNotice(zh, 'upcoming')).toBeNull();

    const en = await mainAs(student, `/candidate/job-detail/${ids['Data Analyst Intern']}`, 'en');
    expect(named(en, 'a', 'Apply for Data Analyst Intern')).toHaveLength(1);
    expect(textOf(en)).toContain(`Applications close on ${enDate(dataAnalystEnd)}`);

    // A posting that outlasts its round: applications close with the round, on the job's page and on its apply page.
    for (const path of [
      `/candidate/job-detail/${ids['Long Posting Intern']}`,
      `/candidate/apply-job/${ids['Long Posting Intern']}`,
    ]) {
      expect(textOf(await mainAs(student, path, 'en')), path).toContain(
        `Applications close on ${enDate(openRoundEnd)}`,
      );
    }

    // What the pages above lack is here, so that finding none of it there means something.
    const apply = await mainAs(student, `/candidate/apply-job/${ids['Data Analyst Intern']}`, 'en');
    expect(apply.querySelectorAll('form').length).toBeGreaterThan(0);
    expect(apply.querySelectorAll('textarea[name="pitch"]')).toHaveLength(1);
  });

  it('the viewed jobs say the same in place of Apply; the job in the open round offers Apply (en)', async () => {
    for (const position of ['Data Analyst Intern', UPCOMING, 'Ledger Intern']) await viewed(student, position);
    const main = await mainAs(student, '/candidate/applications?view=viewed', 'en');
    const row = (position: string) => {
      const found = [...main.querySelectorAll('tr')].filter((tr) => textOf(tr).includes(position));
      expect(found, position).toHaveLength(1);
      return found[0] as Element;
    };

    expect(named(row('Data Analyst Intern'), 'a', 'Apply for Data Analyst Intern')).toHaveLength(1);

    const upcoming = row(UPCOMING);
    expect(textOf(periodNotice(upcoming, 'upcoming'))).toContain(
      `Applications for Winter round open on ${enDate(next.start)} (Hong Kong time) and close on ${enDate(next.end)}.`,
    );
    expect(named(upcoming, 'a', /^Apply for/)).toHaveLength(0);

    const ended = row('Ledger Intern');
    expect(textOf(periodNotice(ended, 'ended'))).toContain('Applications have closed');
    expect(named(ended, 'a', 'Apply for Ledger Intern')).toHaveLength(0);
  });
});

describe('the eligibility rules where Apply would be', () => {
  /** The job card of the position, as a list names it (its heading). */
  const card = (main: HTMLElement, position: string) => named(main, 'article', position)[0];

  it('a Hong Kong student sees on the card and the apply page why a Hong Kong position is not for them (en)', async () => {
    const list = await mainAs(hongKongStudent, `/candidate/job-list?companyId=${lionRockId}`, 'en');
    expect(textOf(card(list, 'Hong Kong Payments Intern'))).toContain('Not eligible');
    expect(textOf(card(list, 'Shenzhen Wallet Intern'))).toContain('Eligibility to confirm');

    // The job page says why in place of Apply: applying could only be refused.
    const jobPath = `/candidate/job-detail/${ids['Hong Kong Payments Intern']}`;
    const job = await mainAs(hongKongStudent, jobPath, 'en');
    const cannotApply = textOf(job.querySelector('[data-cannot-apply]'));
    expect(cannotApply).toContain('A rule is not met: you cannot apply to this job.');
    expect(cannotApply).toContain('Hong Kong positions are for mainland students.');
    expect(named(job, 'a', 'Apply for Hong Kong Payments Intern')).toHaveLength(0);

    // The apply page, reached by its address, shows the rules and no form to fill in.
    const apply = await mainAs(hongKongStudent, `/candidate/apply-job/${ids['Hong Kong Payments Intern']}`, 'en');
    const [panel] = named(apply, 'section', 'Your eligibility for this job');
    expect(textOf(panel)).toContain('A rule is not met: you cannot apply to this job.');
    const direction = panel?.querySelector('[data-rule="direction"]');
    expect(direction?.getAttribute('data-state')).toBe('notMet');
    expect(textOf(direction)).toContain('Hong Kong positions are for mainland students.');
    const formParts = (main: HTMLElement) => [
      ...named(main, 'input', 'Contact email'),
      ...named(main, 'button', 'Add a document'),
      ...named(main, 'button', 'Submit application'),
    ];
    expect(formParts(apply)).toHaveLength(0);
    // The apply page of a job the rules leave open to them has those, so that none above means something.
    const open = await mainAs(hongKongStudent, `/candidate/apply-job/${ids['Shenzhen Wallet Intern']}`, 'en');
    expect(formParts(open)).toHaveLength(3);

    // The jobs they opened without applying lead, for this one, to why instead of to Apply.
    await viewed(hongKongStudent, 'Hong Kong Payments Intern');
    const viewedJobs = await mainAs(hongKongStudent, '/candidate/applications?view=viewed', 'en');
    const [why] = named(viewedJobs, 'a', 'Not eligible: see why, Hong Kong Payments Intern');
    expect(why?.getAttribute('href')).toBe(jobPath);
  });

  it('"Jobs I can take" leaves out what the rules rule out, its box following the address (cn)', async () => {
    const search = `/candidate/job-list?companyId=${lionRockId}`;
    const positions = (main: HTMLElement) => [...main.querySelectorAll('article h2')].map(textOf);
    const box = (main: HTMLElement) => named(main, 'input[type="checkbox"]', '我可申请的职位');

    const all = await mainAs(hongKongStudent, search, 'cn');
    expect(positions(all).sort()).toEqual(['Hong Kong Payments Intern', 'Shenzhen Wallet Intern']);
    expect(box(all)).toHaveLength(1);
    expect(box(all)[0]?.hasAttribute('checked')).toBe(false);

    const takeable = await mainAs(hongKongStudent, `${search}&canTake=true`, 'cn');
    expect(positions(takeable)).toEqual(['Shenzhen Wallet Intern']);
    expect(box(takeable)[0]?.hasAttribute('checked')).toBe(true);
  });
});

describe('whom a job is for', () => {
  it('a candidate reads them on the job page; an open job says nothing (en)', async () => {
    const narrow = await mainAs(student, `/candidate/job-detail/${ids['Treasury Intern']}`, 'en');
    expect(headingsOf(narrow)).toEqual(['Treasury Intern']);
    expect(textOf(narrow)).toContain('For: Undergraduate or Master · Graduating 2026–2028');

    const open = await mainAs(student, `/candidate/job-detail/${ids['Open Intern']}`, 'en');
    expect(headingsOf(open)).toEqual(['Open Intern']);
    expect([...open.querySelectorAll('*')].filter((element) => /^For: /.test(textOf(element)))).toEqual([]);
    expect(textOf(open)).not.toContain('Graduating');
  });
});
