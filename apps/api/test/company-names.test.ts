// A company's name in the reader's language (issue 10): its Chinese name for a Chinese reader when
// it has one, else its name, in every answer that names a company to a candidate (the applications,
// the dashboard, the interviews) and in every text the API writes (notifications, emails, the
// interview's calendar file), through the one function job cards use (companyNameIn); in the
// reader's Chinese script (decision 012), so a Simplified reader reads a Traditional name in Simplified.
import { Stage } from '@fis/shared/application-stages';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, emailOutbox, users } from '../src/db/schema.js';
import { appliedId, buildInterview, candidateWithId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a company with a Chinese name', () => {
  it('is named in Chinese to a Chinese reader and in English to an English one', async () => {
    const company = await signedInCompany(t, { companyName: 'Harbour Ledger Ltd' });
    await t.app.db
      .update(companies)
      .set({ nameEn: 'Harbour Ledger Ltd', nameZh: '海港帳簿有限公司' })
      .where(eq(companies.id, company.companyId));
    const carol = await candidateWithId(t);
    // Carol reads her email in Simplified Chinese.
    await t.app.db.update(users).set({ emailLanguage: 'cn' }).where(eq(users.id, carol.userId));
    const job = await createJob(t, company.companyId, { positionName: 'Ledger Intern' });
    const id = await appliedId(t, carol, job.id);
    await setStage(t, id, Stage.SCREENING, Stage.NEW);
    const moved = await call(t, 'PUT', `/applications/${id}`, {
      token: company.token,
      body: { stage: Stage.INTERVIEWING, interview: buildInterview(t) },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const names = { companyName: 'Harbour Ledger Ltd', companyNameZh: '海港帳簿有限公司' };
    const list = await call(t, 'GET', '/applications/candidate/applications', { token: carol.token });
    expect(list.body.items[0].job).toMatchObject(names);
    expect((await call(t, 'GET', `/applications/${id}`, { token: carol.token })).body.job).toMatchObject(names);
    expect((await call(t, 'GET', '/interviews', { token: carol.token })).body.items[0].job).toMatchObject(names);
    const dashboard = await call(t, 'GET', '/applications/candidate/statistics', { token: carol.token });
    expect(dashboard.body.upcomingInterviews[0].job).toMatchObject(names);
    expect(dashboard.body.recentApplications[0].job).toMatchObject(names);

    const bell = async (lang: string) =>
      (await call(t, 'GET', '/notification', { token: carol.token, lang })).body.items[0].text as string;
    expect(await bell('zh-HK')).toContain('海港帳簿有限公司');
    expect(await bell('zh-CN')).toContain('海港帐簿有限公司');
    expect(await bell('en')).toContain('Harbour Ledger Ltd invited you');

    const [mail] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, carol.email), eq(emailOutbox.template, 'notification')))
      .orderBy(desc(emailOutbox.seq))
      .limit(1);
    // Carol reads email in Simplified: the email and its calendar file name the company so.
    expect(mail?.textBody).toContain('海港帐簿有限公司');
    expect(mail?.textBody).not.toContain('Harbour Ledger Ltd');
    const ics = Buffer.from(mail?.attachments[0]?.content ?? '', 'base64').toString('utf8');
    expect(ics.replace(/\r\n /g, '')).toContain('海港帐簿有限公司');
  });

  it('is named by its name when it has no Chinese name, in every language', async () => {
    const company = await signedInCompany(t, { companyName: 'Plain Pay Ltd' });
    const dave = await candidateWithId(t);
    const id = await appliedId(t, dave, (await createJob(t, company.companyId)).id);
    const detail = await call(t, 'GET', `/applications/${id}`, { token: dave.token });
    expect(detail.body.job).toMatchObject({ companyName: 'Plain Pay Ltd', companyNameZh: null });
    await call(t, 'PUT', `/applications/${id}`, { token: company.token, body: { stage: Stage.SCREENING } });
    const bell = await call(t, 'GET', '/notification', { token: dave.token, lang: 'zh-HK' });
    expect(bell.body.items[0].text).toContain('Plain Pay Ltd');
  });
});
