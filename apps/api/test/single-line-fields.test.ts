// A one-line field (a name, a subject, a job's position…) holds no control character: such values
// reach email headers (the office's need-help subject and Reply-To, a notification's subject) and
// a line break there could start a header of its own. A control character inside answers 400
// FIELD_INVALID naming the field; one at either end is trimmed away as a pasted line ending; a
// textarea's field (a job's description, a review's reply, report and rejection) keeps its line
// breaks.
import { HelpRequesterRole, HelpTopic } from '@fis/shared/enums';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyReviews, emailOutbox, helpRequests, reviewReports } from '../src/db/schema.js';
import { candidateWithId } from './application-factories.js';
import { buildJob, jobRow, signedInCompany } from './company-job-factories.js';
import { signedInAdmin, uniqueEmail } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { companyWithJob, interviewed, publishedReview } from './review-factories.js';
import { multipart } from './upload-corpus.js';

const SUPPORT = 'office@scheme.test';
let t: TestApp;
let company: Awaited<ReturnType<typeof signedInCompany>>;
beforeAll(async () => {
  t = await startTestApp({ supportEmail: SUPPORT });
  company = await signedInCompany(t);
});
afterAll(() => t.close());

/** POST /need-help as the web app sends it (multipart), in `lang`. */
async function needHelp(name: string, email: string, lang = 'en') {
  const { body, contentType } = multipart(
    Object.entries({
      name,
      email,
      role: String(HelpRequesterRole.OTHER),
      topic: String(HelpTopic.TECHNICAL),
      message: 'The page stops.\nWhat now?',
    }).map(([field, value]) => ({ name: field, value })),
  );
  const res = await fetch(`${t.url}/api/v1/need-help`, {
    method: 'POST',
    headers: { 'content-type': contentType, 'accept-language': lang },
    body,
  });
  return { status: res.status, body: await res.json() };
}

describe('a one-line field with a control character', () => {
  it('is refused in the need-help name, translated, and no email to the office is queued', async () => {
    for (const name of ['Chan\r\nBcc: everyone@example.com', 'Chan\nSiu Ming', 'Chan\u2028Siu', 'Chan\u0085Siu']) {
      const email = uniqueEmail('header');
      const answer = await needHelp(name, email, 'zh-HK');
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'FIELD_INVALID', field: 'name', message: '資料無效' });
      const stored = await t.app.db
        .select({ id: helpRequests.id })
        .from(helpRequests)
        .where(sql`${helpRequests.email} = ${email}`);
      expect(stored).toEqual([]);
    }
    const queued = await t.app.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(sql`${emailOutbox.toAddress} = ${SUPPORT}`);
    expect(queued).toEqual([]);
  });

  it('is trimmed away at either end, as a pasted line ending, where the same one inside is refused', async () => {
    expect((await needHelp('Chan Siu\r\nMing', uniqueEmail('inside'))).body).toMatchObject({
      code: 'FIELD_INVALID',
      field: 'name',
    });
    const email = uniqueEmail('trimmed');
    expect((await needHelp('\r\nChan Siu Ming\r\n', email)).status).toBe(201);
    const [stored] = await t.app.db
      .select({ name: helpRequests.name })
      .from(helpRequests)
      .where(sql`${helpRequests.email} = ${email}`);
    expect(stored?.name).toBe('Chan Siu Ming');
  });

  it("is refused in a message's subject and a job's position, while the job's description keeps its lines", async () => {
    const subject = await call(t, 'POST', '/contact', {
      token: company.token,
      body: { recipients: ['someone@example.com'], subject: 'Hello\nBcc: x@example.com', description: 'Hi' },
    });
    expect([subject.status, subject.body.field]).toEqual([400, 'subject']);
    const position = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob({ positionName: 'Analyst\u0007Intern' }),
    });
    expect([position.status, position.body.code, position.body.field]).toEqual([400, 'FIELD_INVALID', 'positionName']);
    const description = 'What you will do:\n- reconcile payments\n- write reports';
    const job = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob({ description }),
    });
    expect(job.status, JSON.stringify(job.body)).toBe(201);
    expect((await jobRow(t, job.body.job.id)).description).toBe(description);
  });
});

describe('a skill', () => {
  it("is one line, in a job's skills and a candidate's", async () => {
    const job = await call(t, 'POST', '/job/company-create-job', {
      token: company.token,
      body: buildJob({ skills: ['SQL', 'Python\nBcc: x@example.com'] }),
    });
    expect([job.status, job.body.code, job.body.field]).toEqual([400, 'FIELD_INVALID', 'skills.1']);
    const candidate = await candidateWithId(t);
    const profile = await call(t, 'POST', '/user/update-profile', {
      token: candidate.token,
      body: { skills: ['Excel\u0007', 'SQL'] },
    });
    expect([profile.status, profile.body.code, profile.body.field]).toEqual([400, 'FIELD_INVALID', 'skills.0']);
    // Trimmed first, as every one-line field is.
    const trimmed = await call(t, 'POST', '/user/update-profile', {
      token: candidate.token,
      body: { skills: ['Excel\r\n', 'SQL'] },
    });
    expect(trimmed.status, JSON.stringify(trimmed.body)).toBe(200);
  });
});

describe("a review's textareas", () => {
  it("keep their line breaks: the company's reply, a report and the office's rejection", async () => {
    const admin = (await signedInAdmin(t)).token;
    const reviewed = await companyWithJob(t, 'Multiline Pay Ltd');
    const author = await interviewed(t, reviewed);
    const reader = await interviewed(t, reviewed);
    const id = await publishedReview(t, admin, author, reviewed.companyId);
    const stored = async () =>
      (await t.app.db.select().from(companyReviews).where(sql`${companyReviews.id} = ${id}`))[0];

    const reply = 'Thank you.\nLaunch weeks are now four days.';
    const replied = await call(t, 'POST', `/review/${id}/reply`, { token: reviewed.token, body: { reply } });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect((await stored())?.reply).toBe(reply);

    const reason = 'It names my manager.\r\nPlease look.';
    const reported = await call(t, 'POST', `/review/${id}/report`, { token: reader.token, body: { reason } });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    const [report] = await t.app.db.select().from(reviewReports).where(sql`${reviewReports.reviewId} = ${id}`);
    expect(report?.reason).toBe(reason);

    const rejection = 'Please leave out:\n- the name of your manager\n- the team';
    const rejected = await call(t, 'POST', `/admin/reviews/${id}/reject`, {
      token: admin,
      body: { reason: rejection },
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await stored())?.rejectReason).toBe(rejection);
  });
});
