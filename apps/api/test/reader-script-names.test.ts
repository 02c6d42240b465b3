// Names in the reader's language and script (docs/decisions/012, 035): the admin's candidate record
// and the candidate's "who can see your files" name a company by its Chinese name for zh and cn
// readers, and a job title written in Traditional reaches a cn reader in Simplified, with the text
// as written in `original`; so does a published review's text, which its author's own view keeps as
// written.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema.js';
import { appliedId, candidateWithId } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { companyWithJob, interviewed, publishedReview } from './review-factories.js';

let t: TestApp;
let admin: string;
let candidate: Awaited<ReturnType<typeof candidateWithId>>;
let jobId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInAdmin(t)).token;
  const company = await signedInCompany(t, { companyName: 'Harbour Ledger Ltd' });
  await t.app.db.update(companies).set({ nameZh: '海港賬簿有限公司' }).where(eq(companies.id, company.companyId));
  jobId = (await createJob(t, company.companyId, { positionName: '數據分析實習生' })).id;
  candidate = await candidateWithId(t);
  await appliedId(t, candidate, jobId);
});
afterAll(async () => t?.close());

describe("the admin's candidate record", () => {
  it('names the company in Chinese and the job in the reader’s script', async () => {
    const zh = await call(t, 'GET', `/admin/candidates/${candidate.userId}`, { token: admin, lang: 'zh' });
    expect(zh.body.applications[0]).toMatchObject({
      positionName: '數據分析實習生',
      companyName: 'Harbour Ledger Ltd',
      companyNameZh: '海港賬簿有限公司',
    });
    expect(zh.body.applications[0].original).toBeUndefined();
    const cn = await call(t, 'GET', `/admin/candidates/${candidate.userId}`, { token: admin, lang: 'cn' });
    expect(cn.body.applications[0]).toMatchObject({
      positionName: '数据分析实习生',
      companyNameZh: '海港账簿有限公司',
      original: { positionName: '數據分析實習生', companyNameZh: '海港賬簿有限公司' },
    });
  });
});

describe("the candidate's file access", () => {
  it('names the company in Chinese and the job in the reader’s script', async () => {
    const cn = await call(t, 'GET', '/user/file-access', { token: candidate.token, lang: 'cn' });
    expect(cn.status).toBe(200);
    expect(cn.body.items[0]).toMatchObject({
      company: { name: 'Harbour Ledger Ltd', nameZh: '海港账簿有限公司', original: { nameZh: '海港賬簿有限公司' } },
      job: { id: jobId, positionName: '数据分析实习生', original: { positionName: '數據分析實習生' } },
    });
  });
});

describe('a published review', () => {
  it('reaches a cn reader in Simplified, marked with the text as written, and its author as written', async () => {
    const reviewed = await companyWithJob(t, 'Review Script Ltd');
    const author = await interviewed(t, reviewed);
    const id = await publishedReview(t, admin, author, reviewed.companyId, {
      title: '團隊氣氛輕鬆',
      jobTitle: '數據分析實習生',
      likes: '導師會詳細講解每個項目。',
    });
    const reader = await candidateWithId(t);
    const list = await call(t, 'GET', `/review?companyId=${reviewed.companyId}`, { token: reader.token, lang: 'cn' });
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toMatchObject({
      id,
      title: '团队气氛轻松',
      jobTitle: '数据分析实习生',
      likes: '导师会详细讲解每个项目。',
      original: { title: '團隊氣氛輕鬆', jobTitle: '數據分析實習生', likes: '導師會詳細講解每個項目。' },
    });
    const one = await call(t, 'GET', `/review/${id}`, { token: reader.token, lang: 'cn' });
    expect(one.body.review).toMatchObject({ title: '团队气氛轻松', original: { title: '團隊氣氛輕鬆' } });
    const own = await call(t, 'GET', `/review/${id}`, { token: author.token, lang: 'cn' });
    expect(own.body).toMatchObject({ view: 'own', review: { title: '團隊氣氛輕鬆' } });
  });
});
