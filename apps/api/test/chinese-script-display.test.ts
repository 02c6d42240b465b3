// What people write is shown in the reader's Chinese script (decision 012): a zh reader gets
// Simplified text in Hong Kong Traditional, a cn reader Traditional text in mainland Simplified,
// each converted field with its text as written in `original`; an English reader, and anyone
// reading text already in their script, get it as written. The company's own form is never converted.
// The hiring pipeline names jobs the same way: applications, interviews (both sides), dashboards
// and notifications.
import { Stage } from '@fis/shared/application-stages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema.js';
import { appliedId, buildInterview, candidateWithId, setStage } from './application-factories.js';
import { signedInCandidate, signedInCompany } from './company-job-factories.js';
import { createJob, lastEmailTo } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
let mainland: Awaited<ReturnType<typeof signedInCompany>>;
let hongKong: Awaited<ReturnType<typeof signedInCompany>>;
let simplifiedJob: { id: string };
let traditionalJob: { id: string };

const SIMPLIFIED = {
  positionName: '数据分析实习生',
  description: '负责收集和分析金融数据，撰写研究报告。',
  requirements: '熟悉Python和数据库，具备良好的沟通能力。',
};
const TRADITIONAL = {
  positionName: '區塊鏈研究助理',
  description: '研究數碼資產與監管科技。',
  requirements: '熟悉網絡安全。',
};

beforeAll(async () => {
  t = await startTestApp();
  mainland = await signedInCompany(t, { companyName: '深圳数据科技有限公司' });
  await t.app.db
    .update(companies)
    .set({ nameZh: '深圳数据科技有限公司', slogan: '让金融更简单', description: '我们为中小企业提供数字支付服务。' })
    .where(eq(companies.id, mainland.companyId));
  hongKong = await signedInCompany(t, { companyName: '港灣財富管理' });
  await t.app.db
    .update(companies)
    .set({ nameZh: '港灣財富管理', slogan: '為您理財', description: '皇后大道中的財富管理公司。' })
    .where(eq(companies.id, hongKong.companyId));
  simplifiedJob = await createJob(t, mainland.companyId, SIMPLIFIED);
  traditionalJob = await createJob(t, hongKong.companyId, TRADITIONAL);
});
afterAll(() => t.close());

const detail = (id: string, lang: string) => call(t, 'GET', `/job/${id}`, { lang });

describe('GET /job/{id}', () => {
  it('shows a zh reader Simplified text in Traditional, with the text as written', async () => {
    const res = await detail(simplifiedJob.id, 'zh-HK');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      positionName: '數據分析實習生',
      description: '負責收集和分析金融數據，撰寫研究報告。',
      requirements: '熟悉Python和數據庫，具備良好的溝通能力。',
      original: SIMPLIFIED,
    });
    expect(res.body.company).toMatchObject({
      nameZh: '深圳數據科技有限公司',
      slogan: '讓金融更簡單',
      original: { name: '深圳数据科技有限公司', nameZh: '深圳数据科技有限公司', slogan: '让金融更简单' },
    });
  });

  it('shows a cn reader Traditional text in Simplified, with the text as written', async () => {
    const res = await detail(traditionalJob.id, 'zh-CN');
    expect(res.body).toMatchObject({
      positionName: '区块链研究助理',
      description: '研究数码资产与监管科技。',
      requirements: '熟悉网络安全。',
      original: TRADITIONAL,
    });
    expect(res.body.company).toMatchObject({
      nameZh: '港湾财富管理',
      slogan: '为您理财',
      original: { name: '港灣財富管理', nameZh: '港灣財富管理', slogan: '為您理財' },
    });
  });

  it('sends text as written to English readers and to readers of its own script', async () => {
    for (const [id, lang] of [
      [simplifiedJob.id, 'en'],
      [simplifiedJob.id, 'zh-CN'],
      [traditionalJob.id, 'en'],
      [traditionalJob.id, 'zh-HK'],
    ] as const) {
      const res = await detail(id, lang);
      const written = id === simplifiedJob.id ? SIMPLIFIED : TRADITIONAL;
      expect(res.body, `${id} ${lang}`).toMatchObject(written);
      expect(res.body, lang).not.toHaveProperty('original');
      expect(res.body.company, lang).not.toHaveProperty('original');
    }
  });

  it('leaves text that only uses characters both scripts write, and English, as written', async () => {
    const company = await signedInCompany(t, { companyName: 'Queen Road Capital' });
    // 后 and 台 are Simplified forms, but Traditional writes them too (皇后, 台灣).
    const shared = await createJob(t, company.companyId, {
      positionName: '皇后大道中前台實習生',
      description: 'Front desk duties at our Central office.',
      requirements: '中英文',
    });
    for (const lang of ['zh-HK', 'zh-CN']) {
      const res = await detail(shared.id, lang);
      expect(res.body.description).toBe('Front desk duties at our Central office.');
      expect(res.body.requirements).toBe('中英文');
      expect(res.body.original?.description).toBeUndefined();
    }
    expect((await detail(shared.id, 'zh-HK')).body).not.toHaveProperty('original');
  });

  it('gives the company its own job as written in the form it edits', async () => {
    const res = await call(t, 'GET', `/job/company-jobs/${simplifiedJob.id}`, { token: mainland.token, lang: 'zh-HK' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(SIMPLIFIED);
    expect(res.body).not.toHaveProperty('original');
  });
});

describe('lists', () => {
  it('converts job cards in the job list and the saved jobs', async () => {
    const card = async (path: string, lang: string, token?: string) => {
      const res = await call(t, 'GET', path, { lang, token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items.find((j: { id: string }) => j.id === simplifiedJob.id);
    };
    const zh = await card(`/job?companyId=${mainland.companyId}`, 'zh-HK');
    expect(zh).toMatchObject({ positionName: '數據分析實習生', original: { positionName: '数据分析实习生' } });
    expect(zh.company).toMatchObject({ nameZh: '深圳數據科技有限公司', original: { nameZh: '深圳数据科技有限公司' } });
    const en = await card(`/job?companyId=${mainland.companyId}`, 'en');
    expect(en.positionName).toBe('数据分析实习生');
    expect(en).not.toHaveProperty('original');

    const candidate = await signedInCandidate(t);
    const saved = await call(t, 'POST', '/user/bookmark/favorite-jobs', {
      token: candidate.token,
      body: { jobId: simplifiedJob.id },
    });
    expect(saved.status).toBe(204);
    const savedCard = await card('/user/bookmark/favorite-jobs', 'zh-HK', candidate.token);
    expect(savedCard).toMatchObject({ positionName: '數據分析實習生', original: { positionName: '数据分析实习生' } });
  });

  it('converts the company directory and a company page with its jobs', async () => {
    const directory = await call(t, 'GET', `/company/get-all?keyword=${encodeURIComponent('港灣')}`, { lang: 'zh-CN' });
    expect(directory.body.items).toHaveLength(1);
    expect(directory.body.items[0]).toMatchObject({
      nameZh: '港湾财富管理',
      slogan: '为您理财',
      original: { nameZh: '港灣財富管理', slogan: '為您理財' },
    });

    const page = await call(t, 'GET', `/company/${mainland.companyId}`, { lang: 'zh-HK' });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      nameZh: '深圳數據科技有限公司',
      description: '我們為中小企業提供數字支付服務。',
      original: { description: '我们为中小企业提供数字支付服务。', slogan: '让金融更简单' },
    });
    expect(page.body.jobs[0]).toMatchObject({
      positionName: '數據分析實習生',
      original: { positionName: '数据分析实习生' },
    });
    const english = await call(t, 'GET', `/company/${mainland.companyId}`, { lang: 'en' });
    expect(english.body.description).toBe('我们为中小企业提供数字支付服务。');
    expect(english.body).not.toHaveProperty('original');
  });
});

describe('the hiring pipeline', () => {
  // What the mainland company writes of an interview, in Simplified.
  const PLACE = '深圳湾科技生态园';
  const NOTE = '请带上学生证和简历。';
  const REASON = '面试官临时出差。';
  const POSITION = { positionName: '數據分析實習生', original: { positionName: '数据分析实习生' } };
  let candidate: Awaited<ReturnType<typeof candidateWithId>>;
  let applicationId: string;

  beforeAll(async () => {
    candidate = await candidateWithId(t);
    await t.app.db.update(users).set({ emailLanguage: 'zh' }).where(eq(users.id, candidate.userId));
    // Another job of the same function, which the dashboard recommends.
    await createJob(t, mainland.companyId, { positionName: '区块链开发实习生' });
    applicationId = await appliedId(t, candidate, simplifiedJob.id);
    await setStage(t, applicationId, Stage.SCREENING, Stage.NEW);
    const moved = await call(t, 'PUT', `/applications/${applicationId}`, {
      token: mainland.token,
      lang: 'zh-HK',
      body: { stage: Stage.INTERVIEWING, interview: buildInterview(t, { place: PLACE, note: NOTE }) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The answer to the company's move is in its reader's script too.
    expect(moved.body.application.job).toMatchObject(POSITION);
    expect(moved.body.application.interviews[0]).toMatchObject({
      note: '請帶上學生證和簡歷。',
      original: { note: NOTE },
    });
  });

  it("converts the candidate's applications and one application, its job and its interviews", async () => {
    const list = await call(t, 'GET', '/applications/candidate/applications', {
      token: candidate.token,
      lang: 'zh-HK',
    });
    expect(list.status).toBe(200);
    expect(list.body.items[0].job).toMatchObject({
      ...POSITION,
      companyNameZh: '深圳數據科技有限公司',
      original: { ...POSITION.original, companyName: '深圳数据科技有限公司', companyNameZh: '深圳数据科技有限公司' },
    });

    const detail = await call(t, 'GET', `/applications/${applicationId}`, { token: candidate.token, lang: 'zh-HK' });
    expect(detail.body.job).toMatchObject(POSITION);
    expect(detail.body.interviews[0]).toMatchObject({
      place: '深圳灣科技生態園',
      note: '請帶上學生證和簡歷。',
      original: { place: PLACE, note: NOTE },
    });

    const english = await call(t, 'GET', `/applications/${applicationId}`, { token: candidate.token, lang: 'en' });
    expect(english.body.job.positionName).toBe('数据分析实习生');
    expect(english.body.job).not.toHaveProperty('original');
    expect(english.body.interviews[0]).toMatchObject({ place: PLACE, note: NOTE });
    expect(english.body.interviews[0]).not.toHaveProperty('original');
  });

  it('converts the interview lists of both sides, the reason of a cancellation too', async () => {
    const [interview] = (await call(t, 'GET', '/interviews', { token: candidate.token, lang: 'zh-HK' })).body.items;
    expect(interview.job).toMatchObject({ ...POSITION, companyName: '深圳數據科技有限公司' });
    expect(interview).toMatchObject({ place: '深圳灣科技生態園', original: { place: PLACE, note: NOTE } });

    const cancelled = await call(t, 'POST', `/interviews/${interview.id}/cancel`, {
      token: mainland.token,
      lang: 'zh-HK',
      body: { reason: REASON },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.interview).toMatchObject({
      cancelReason: '面試官臨時出差。',
      original: { cancelReason: REASON },
    });

    const [companySide] = (await call(t, 'GET', '/interviews', { token: mainland.token, lang: 'zh-HK' })).body.items;
    expect(companySide.job).toMatchObject(POSITION);
    expect(companySide).toMatchObject({ cancelReason: '面試官臨時出差。', original: { cancelReason: REASON } });
    const [asWritten] = (await call(t, 'GET', '/interviews', { token: mainland.token, lang: 'zh-CN' })).body.items;
    expect(asWritten).toMatchObject({ cancelReason: REASON, job: { positionName: '数据分析实习生' } });
    expect(asWritten).not.toHaveProperty('original');
    expect(asWritten.job).not.toHaveProperty('original');
  });

  it('converts the dashboards', async () => {
    const interview = await call(t, 'POST', '/interviews', {
      token: mainland.token,
      lang: 'en',
      body: { applicationId, ...buildInterview(t, { place: PLACE }) },
    });
    expect(interview.status, JSON.stringify(interview.body)).toBe(201);

    const mine = await call(t, 'GET', '/applications/candidate/statistics', { token: candidate.token, lang: 'zh-HK' });
    expect(mine.status).toBe(200);
    expect(mine.body.upcomingInterviews[0]).toMatchObject({ place: '深圳灣科技生態園', original: { place: PLACE } });
    expect(mine.body.upcomingInterviews[0].job).toMatchObject({ ...POSITION, companyName: '深圳數據科技有限公司' });
    expect(mine.body.recentApplications[0].job).toMatchObject(POSITION);
    expect(mine.body.recommendedJobs.map((r: { job: { positionName: string } }) => r.job.positionName)).toContain(
      '區塊鏈開發實習生',
    );

    const company = await call(t, 'GET', '/applications/company/statistics', { token: mainland.token, lang: 'zh-HK' });
    expect(company.body.upcomingInterviews[0]).toMatchObject({ original: { place: PLACE } });
    expect(company.body.upcomingInterviews[0].job).toMatchObject(POSITION);
    const jobs = await call(t, 'GET', '/applications/hiring-company/jobs', { token: mainland.token, lang: 'zh-HK' });
    expect(jobs.body.items.find((job: { id: string }) => job.id === simplifiedJob.id)).toMatchObject(POSITION);
  });

  it('converts the names in notifications, in the bell and in their emails', async () => {
    const bell = await call(t, 'GET', '/notification', { token: candidate.token, lang: 'zh-HK' });
    const accepted = bell.body.items.find((n: { type: string }) => n.type === 'COMPANY_ACCEPTED_APPLICATION');
    expect(accepted.text).toContain('數據分析實習生');
    expect(accepted.text).toContain('深圳數據科技有限公司');
    expect(accepted.params).toMatchObject({ positionName: '數據分析實習生' });
    expect(accepted.original).toEqual({
      positionName: '数据分析实习生',
      companyName: '深圳数据科技有限公司',
      companyNameZh: '深圳数据科技有限公司',
    });
    const english = await call(t, 'GET', '/notification', { token: candidate.token, lang: 'en' });
    const asWritten = english.body.items.find((n: { id: string }) => n.id === accepted.id);
    expect(asWritten.text).toContain('数据分析实习生');
    expect(asWritten).not.toHaveProperty('original');

    // The candidate reads email in zh: the latest one, about the interview just scheduled.
    const email = await lastEmailTo(t, candidate.email);
    expect(email?.textBody).toContain('數據分析實習生');
    expect(email?.textBody).not.toContain('数据分析实习生');
  });
});
