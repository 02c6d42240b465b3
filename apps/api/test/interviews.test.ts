// Interviews: the candidate's and the company's lists, the company's reschedule and cancel, who may
// do what, and the calendar file the candidate's email carries.
import { randomUUID } from 'node:crypto';
import { Stage } from '@fis/shared/application-stages';
import type { NotificationParams } from '@fis/shared/notification-schemas';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, interviews, jobs, notifications } from '../src/db/schema.js';
import { unescapeText, unfoldLines } from '../src/modules/interviews/interview-calendar.js';
import { expireJobs } from '../src/modules/jobs/expire-jobs.js';
import { appliedId, buildInterview, candidateWithId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, signedInAdmin } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';

const START = new Date('2026-03-02T02:00:00Z'); // 10:00 on 2 March 2026 in Hong Kong
const DAY = 86_400_000;

let t: TestApp;
let adminToken: string;
let a: Awaited<ReturnType<typeof signedInCompany>>;
let b: Awaited<ReturnType<typeof signedInCompany>>;
let alice: Awaited<ReturnType<typeof candidateWithId>>;
let bob: Awaited<ReturnType<typeof candidateWithId>>;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await signedInAdmin(t)).token;
  a = await signedInCompany(t, { companyName: 'Alpha Pay Ltd' });
  b = await signedInCompany(t, { companyName: 'Beta Wealth Ltd' });
  alice = await candidateWithId(t);
  bob = await candidateWithId(t);
});
beforeEach(() => t.clock.set(START));
afterAll(() => t.close());

type Party = { token: string; userId: string };

/** Applies, screens and moves to interviewing with an interview `days` from now; returns the ids. */
async function scheduled(
  company: Party & { companyId: string },
  candidate: Party,
  options: { days?: number; positionName?: string } = {},
) {
  const job = await createJob(t, company.companyId, { positionName: options.positionName ?? 'Payments Intern' });
  const applicationId = await appliedId(t, candidate, job.id);
  await setStage(t, applicationId, Stage.SCREENING, Stage.NEW);
  const startsAt = new Date(t.clock.now().getTime() + (options.days ?? 7) * DAY).toISOString();
  const res = await call(t, 'PUT', `/applications/${applicationId}`, {
    token: company.token,
    body: { stage: Stage.INTERVIEWING, interview: buildInterview(t, { startsAt }) },
  });
  if (res.status !== 200) throw new Error(`move failed: ${JSON.stringify(res.body)}`);
  const interviewId = res.body.application.interviews[0].id as string;
  return { applicationId, interviewId, jobId: job.id };
}

const list = (token: string, query = '') => call(t, 'GET', `/interviews${query}`, { token, lang: 'en' });
const reschedule = (token: string, id: string, body: unknown, lang = 'en') =>
  call(t, 'PUT', `/interviews/${id}`, { token, body, lang });
const cancel = (token: string, id: string, body?: unknown, lang = 'en') =>
  call(t, 'POST', `/interviews/${id}/cancel`, { token, body, lang });

async function interviewRow(id: string) {
  const [row] = await t.app.db.select().from(interviews).where(eq(interviews.id, id));
  return row;
}

/** The newest notification email of the candidate, and its calendar file decoded. */
async function lastInvite(email: string) {
  const [mail] = await t.app.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'notification')))
    .orderBy(desc(emailOutbox.seq))
    .limit(1);
  const file = mail?.attachments[0];
  const ics = file ? Buffer.from(file.content, 'base64').toString('utf8') : '';
  const value = (name: string) => {
    const line = unfoldLines(ics).find((l) => l.startsWith(`${name}:`));
    return line === undefined ? undefined : unescapeText(line.slice(name.length + 1));
  };
  return { mail, file, ics, value };
}

describe('scheduling an interview', () => {
  it('sends the candidate a METHOD:REQUEST calendar file with the interview', async () => {
    const { interviewId } = await scheduled(a, alice, { positionName: 'Risk Intern' });
    const { mail, file, ics, value } = await lastInvite(alice.email);
    expect(mail?.attachments).toHaveLength(1);
    expect(file).toMatchObject({
      filename: 'interview.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(ics).toContain('\r\n');
    expect(value('METHOD')).toBe('REQUEST');
    expect(value('UID')).toBe(`${interviewId}@app.test`);
    expect(value('SEQUENCE')).toBe('0');
    expect(value('DTSTART')).toBe('20260309T020000Z');
    expect(value('DTEND')).toBe('20260309T024500Z');
    expect(value('SUMMARY')).toContain('Risk Intern');
    expect(value('SUMMARY')).toContain('Alpha Pay Ltd');
    expect(value('LOCATION')).toBe('1 Harbour Road, Wan Chai');
  });
});

describe('GET /interviews', () => {
  it('lists the candidate’s own and the company’s, the next interview first, then past ones most recent first', async () => {
    const carol = await candidateWithId(t);
    const c = await signedInCompany(t, { companyName: 'Gamma Ltd' });
    const later = await scheduled(c, carol, { days: 10, positionName: 'Later Intern' });
    const sooner = await scheduled(c, carol, { days: 3, positionName: 'Sooner Intern' });
    const other = await scheduled(b, bob, { days: 5 });

    const mine = await list(carol.token);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.items.map((i: { id: string }) => i.id)).toEqual([sooner.interviewId, later.interviewId]);
    expect(mine.body.items[0]).toMatchObject({
      applicationId: sooner.applicationId,
      stage: Stage.INTERVIEWING,
      durationMinutes: 45,
      cancelledAt: null,
      job: { id: sooner.jobId, positionName: 'Sooner Intern', companyName: 'Gamma Ltd', companyLogoUrl: null },
      candidate: { id: carol.userId, englishName: expect.any(String) },
    });
    const company = await list(c.token, '?when=upcoming');
    expect(company.body.items.map((i: { id: string }) => i.id)).toEqual([sooner.interviewId, later.interviewId]);
    // Someone else's interviews are not listed.
    const ids = (await list(b.token)).body.items.map((i: { id: string }) => i.id);
    expect(ids).toContain(other.interviewId);
    expect(ids).not.toContain(sooner.interviewId);
    expect((await list(bob.token)).body.items.map((i: { id: string }) => i.id)).not.toContain(sooner.interviewId);

    // Both held already (sessions last hours, so the interviews move rather than the clock): the
    // most recent first; paging works. One under way (started, not yet ended) is still upcoming.
    const setStart = (id: string, at: number) =>
      t.app.db
        .update(interviews)
        .set({ startsAt: new Date(at) })
        .where(eq(interviews.id, id));
    await setStart(sooner.interviewId, START.getTime() - 2 * DAY);
    await setStart(later.interviewId, START.getTime() - DAY);
    const none = await list(carol.token);
    expect(none.body).toMatchObject({ items: [], total: 0 });
    const past = await list(carol.token, '?when=past&take=1');
    expect(past.body).toMatchObject({ total: 2, page: 1, take: 1 });
    expect(past.body.items.map((i: { id: string }) => i.id)).toEqual([later.interviewId]);
    const page2 = await list(carol.token, '?when=past&take=1&page=2');
    expect(page2.body.items.map((i: { id: string }) => i.id)).toEqual([sooner.interviewId]);
    await setStart(later.interviewId, START.getTime() - 10 * 60_000);
    expect((await list(carol.token)).body.items.map((i: { id: string }) => i.id)).toEqual([later.interviewId]);
  });

  it('lists cancelled interviews with their cancelledAt', async () => {
    const carol = await candidateWithId(t);
    const { interviewId } = await scheduled(a, carol);
    expect((await cancel(a.token, interviewId)).status).toBe(200);
    const [item] = (await list(carol.token)).body.items;
    expect(item).toMatchObject({ id: interviewId, cancelledAt: START.toISOString() });
  });

  it('answers 401 without a token, 403 to the admin, and names a bad query field', async () => {
    expect((await call(t, 'GET', '/interviews')).status).toBe(401);
    expect((await list(adminToken)).status).toBe(403);
    const bad = await list(alice.token, '?when=soon');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'FIELD_INVALID', field: 'when' });
  });
});

describe('PUT /interviews/{id}', () => {
  it('reschedules: a new time, the sequence up, the candidate told with a new calendar file', async () => {
    const { interviewId, applicationId } = await scheduled(a, alice);
    const res = await reschedule(a.token, interviewId, {
      startsAt: '2026-03-12T14:00:00+08:00',
      durationMinutes: 60,
      videoLink: 'https://meet.example.com/abc',
      note: 'Second floor',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Interview rescheduled');
    expect(res.body.interview).toMatchObject({
      id: interviewId,
      startsAt: '2026-03-12T06:00:00.000Z',
      durationMinutes: 60,
      place: null,
      videoLink: 'https://meet.example.com/abc',
      note: 'Second floor',
      cancelledAt: null,
    });
    expect((await interviewRow(interviewId))?.sequence).toBe(1);
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.applicationId, applicationId)));
    expect(told.map((n) => n.type)).toEqual(['COMPANY_ACCEPTED_APPLICATION', 'INTERVIEW_RESCHEDULED']);
    expect(told[1]?.params).toMatchObject({ interviewAt: '2026-03-12T06:00:00.000Z', companyName: 'Alpha Pay Ltd' });

    const { file, mail, value } = await lastInvite(alice.email);
    expect(mail?.textBody).toContain('2026-03-12 14:00 (HKT)');
    expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(value('UID')).toBe(`${interviewId}@app.test`);
    expect(value('SEQUENCE')).toBe('1');
    expect(value('DTSTART')).toBe('20260312T060000Z');
    expect(value('DTEND')).toBe('20260312T070000Z');
    expect(value('URL')).toBe('https://meet.example.com/abc');
    expect(value('DESCRIPTION')).toContain('Second floor');
  });

  it('translates the message', async () => {
    const { interviewId } = await scheduled(a, alice);
    const res = await reschedule(a.token, interviewId, buildInterview(t), 'zh-HK');
    expect(res.body.message).toBe('面試已改期');
  });

  it('answers 404 for another company’s interview or an unknown id, 403 to the candidate', async () => {
    const { interviewId } = await scheduled(a, alice);
    const other = await reschedule(b.token, interviewId, buildInterview(t));
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    expect((await reschedule(a.token, randomUUID(), buildInterview(t))).status).toBe(404);
    const candidate = await reschedule(alice.token, interviewId, buildInterview(t));
    expect(candidate.status).toBe(403);
    expect(candidate.body.code).toBe('FORBIDDEN');
    expect((await reschedule(adminToken, interviewId, buildInterview(t))).status).toBe(403);
    expect((await interviewRow(interviewId))?.sequence).toBe(0);
  });

  it('names each bad field, and refuses a start in the past on startsAt', async () => {
    const { interviewId } = await scheduled(a, alice);
    const noPlace = await reschedule(a.token, interviewId, buildInterview(t, { place: undefined }));
    expect(noPlace.status).toBe(400);
    expect(noPlace.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'place' });
    const short = await reschedule(a.token, interviewId, buildInterview(t, { durationMinutes: 5 }));
    expect(short.body).toMatchObject({ code: 'FIELD_INVALID', field: 'durationMinutes' });
    const badDate = await reschedule(a.token, interviewId, buildInterview(t, { startsAt: 'next tuesday' }));
    expect(badDate.body).toMatchObject({ code: 'FIELD_INVALID', field: 'startsAt' });
    const past = await reschedule(a.token, interviewId, buildInterview(t, { startsAt: '2026-03-01T10:00:00+08:00' }));
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'INTERVIEW_IN_PAST', field: 'startsAt' });
  });

  it('answers 409 INTERVIEW_NOT_ACTIVE once cancelled or when the application left interviewing', async () => {
    const first = await scheduled(a, alice);
    expect((await cancel(a.token, first.interviewId)).status).toBe(200);
    const afterCancel = await reschedule(a.token, first.interviewId, buildInterview(t));
    expect(afterCancel.status).toBe(409);
    expect(afterCancel.body.code).toBe('INTERVIEW_NOT_ACTIVE');
    expect(afterCancel.body.message).toMatch(/cancelled/);

    const second = await scheduled(a, bob);
    const offered = await call(t, 'PUT', `/applications/${second.applicationId}`, {
      token: a.token,
      body: { stage: Stage.OFFERED },
    });
    expect(offered.status).toBe(200);
    const afterOffer = await reschedule(a.token, second.interviewId, buildInterview(t));
    expect(afterOffer.status).toBe(409);
    expect(afterOffer.body.code).toBe('INTERVIEW_NOT_ACTIVE');
    expect((await cancel(a.token, second.interviewId)).status).toBe(409);
  });
});

describe('POST /interviews/{id}/cancel', () => {
  it('cancels: cancelledAt set, the stage kept, the candidate told with a METHOD:CANCEL file', async () => {
    const { interviewId, applicationId } = await scheduled(a, alice);
    t.clock.advance(60_000);
    const res = await cancel(a.token, interviewId, { reason: 'The role was filled; sorry, 抱歉' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Interview cancelled');
    const cancelledAt = new Date(START.getTime() + 60_000).toISOString();
    expect(res.body.interview).toMatchObject({
      id: interviewId,
      cancelledAt,
      cancelReason: 'The role was filled; sorry, 抱歉',
      stage: Stage.INTERVIEWING,
    });
    const row = await interviewRow(interviewId);
    expect(row?.sequence).toBe(1);
    expect(row?.cancelledAt?.toISOString()).toBe(cancelledAt);
    const app = await call(t, 'GET', `/applications/${applicationId}`, { token: alice.token });
    expect(app.body.stage).toBe(Stage.INTERVIEWING);
    expect(app.body.interviews[0]).toMatchObject({ cancelledAt, cancelReason: 'The role was filled; sorry, 抱歉' });
    const [listed] = (await list(alice.token, `?take=100`)).body.items.filter(
      (i: { id: string }) => i.id === interviewId,
    );
    expect(listed.cancelReason).toBe('The role was filled; sorry, 抱歉');

    const [told] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'INTERVIEW_CANCELLED')))
      .orderBy(desc(notifications.createdAt))
      .limit(1);
    expect(told?.applicationId).toBe(applicationId);

    const { file, value } = await lastInvite(alice.email);
    expect(file).toMatchObject({
      filename: 'interview.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    expect(value('METHOD')).toBe('CANCEL');
    expect(value('STATUS')).toBe('CANCELLED');
    expect(value('SEQUENCE')).toBe('1');
    expect(value('UID')).toBe(`${interviewId}@app.test`);
    expect(value('DESCRIPTION')).toContain('The role was filled; sorry, 抱歉');
  });

  it('takes no body, and answers 409 the second time', async () => {
    const { interviewId } = await scheduled(a, alice);
    const res = await cancel(a.token, interviewId, undefined, 'zh-CN');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('面试已取消');
    expect(res.body.interview.cancelReason).toBeNull();
    const again = await cancel(a.token, interviewId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INTERVIEW_NOT_ACTIVE');
  });

  it('answers 404 for another company’s interview, 403 to the candidate, and names a too-long reason', async () => {
    const { interviewId } = await scheduled(a, alice);
    expect((await cancel(b.token, interviewId)).status).toBe(404);
    expect((await cancel(alice.token, interviewId)).status).toBe(403);
    const long = await cancel(a.token, interviewId, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'FIELD_TOO_LONG', field: 'reason' });
    expect((await interviewRow(interviewId))?.cancelledAt).toBeNull();
  });
});

describe('POST /interviews', () => {
  const schedule = (token: string, body: unknown, lang = 'en') => call(t, 'POST', '/interviews', { token, body, lang });

  it('sets another interview after a cancellation: a new calendar event, the stage kept, the candidate told', async () => {
    const { interviewId, applicationId } = await scheduled(a, alice, { positionName: 'Second Round Intern' });
    expect((await cancel(a.token, interviewId)).status).toBe(200);
    const before = await call(t, 'GET', `/applications/${applicationId}`, { token: alice.token });

    const res = await schedule(a.token, {
      applicationId,
      ...buildInterview(t, { startsAt: '2026-03-16T15:30:00+08:00', durationMinutes: 30 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Another interview has been scheduled');
    const newId = res.body.interview.id as string;
    expect(newId).not.toBe(interviewId);
    expect(res.body.interview).toMatchObject({
      applicationId,
      startsAt: '2026-03-16T07:30:00.000Z',
      durationMinutes: 30,
      cancelledAt: null,
      stage: Stage.INTERVIEWING,
    });

    const app = await call(t, 'GET', `/applications/${applicationId}`, { token: alice.token });
    expect(app.body.stage).toBe(Stage.INTERVIEWING);
    expect(app.body.interviews.map((i: { id: string }) => i.id).sort()).toEqual([interviewId, newId].sort());
    // No stage move was written: the history still ends with the move to interviewing.
    expect(app.body.history).toEqual(before.body.history);
    expect(app.body.history.at(-1)).toMatchObject({ toStage: Stage.INTERVIEWING });

    const [told] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'INTERVIEW_SCHEDULED')));
    expect(told).toMatchObject({
      applicationId,
      params: expect.objectContaining({ interviewAt: '2026-03-16T07:30:00.000Z' }),
    });
    const { file, value } = await lastInvite(alice.email);
    expect(file?.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(value('UID')).toBe(`${newId}@app.test`);
    expect(value('SEQUENCE')).toBe('0');
    expect(value('DTSTART')).toBe('20260316T073000Z');
    expect((await list(alice.token, '?take=100')).body.items.map((i: { id: string }) => i.id)).toContain(newId);
  });

  it('sets a further round beside one still to come, in the caller’s language', async () => {
    const { applicationId } = await scheduled(a, bob);
    const res = await schedule(a.token, { applicationId, ...buildInterview(t) }, 'zh-HK');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('已安排另一場面試');
  });

  it('answers 409 APPLICATION_NOT_INTERVIEWING before interviewing and after an offer', async () => {
    const job = await createJob(t, a.companyId);
    const screening = await appliedId(t, alice, job.id);
    await setStage(t, screening, Stage.SCREENING, Stage.NEW);
    const early = await schedule(a.token, { applicationId: screening, ...buildInterview(t) });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      code: 'APPLICATION_NOT_INTERVIEWING',
      message: 'Interviews can be scheduled only while the application is in the interview stage',
    });

    const { applicationId } = await scheduled(a, bob);
    await call(t, 'PUT', `/applications/${applicationId}`, { token: a.token, body: { stage: Stage.OFFERED } });
    expect((await schedule(a.token, { applicationId, ...buildInterview(t) })).status).toBe(409);
    expect(await t.app.db.select().from(interviews).where(eq(interviews.applicationId, screening))).toEqual([]);
  });

  it('answers 404 for another company’s application or an unknown id, 403 to the candidate and the admin', async () => {
    const { applicationId } = await scheduled(a, alice);
    const other = await schedule(b.token, { applicationId, ...buildInterview(t) });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('NOT_FOUND');
    expect((await schedule(a.token, { applicationId: randomUUID(), ...buildInterview(t) })).status).toBe(404);
    expect((await schedule(alice.token, { applicationId, ...buildInterview(t) })).status).toBe(403);
    expect((await schedule(adminToken, { applicationId, ...buildInterview(t) })).status).toBe(403);
    expect(await t.app.db.select().from(interviews).where(eq(interviews.applicationId, applicationId))).toHaveLength(1);
  });

  it('names each bad field, and refuses a start in the past on startsAt', async () => {
    const { applicationId } = await scheduled(a, alice);
    const noPlace = await schedule(a.token, { applicationId, ...buildInterview(t, { place: undefined }) });
    expect(noPlace.status).toBe(400);
    expect(noPlace.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'place' });
    const noApplication = await schedule(a.token, buildInterview(t));
    expect(noApplication.status).toBe(404);
    const past = await schedule(a.token, {
      applicationId,
      ...buildInterview(t, { startsAt: '2026-03-01T10:00:00+08:00' }),
    });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ code: 'INTERVIEW_IN_PAST', field: 'startsAt' });
  });
});

describe('leaving interviewing', () => {
  it('keeps a past interview as it was, and marks one to come cancelled when the candidate withdraws', async () => {
    const carol = await candidateWithId(t);
    const { interviewId: held, applicationId } = await scheduled(a, carol);
    await t.app.db
      .update(interviews)
      .set({ startsAt: new Date(START.getTime() - DAY) })
      .where(eq(interviews.id, held));
    const next = await call(t, 'POST', '/interviews', {
      token: a.token,
      body: { applicationId, ...buildInterview(t) },
    });
    expect(next.status).toBe(201);
    const withdrawn = await call(t, 'PUT', `/applications/${applicationId}`, {
      token: carol.token,
      body: { stage: Stage.DECLINED },
    });
    expect(withdrawn.status).toBe(200);
    expect((await interviewRow(held))?.cancelledAt).toBeNull();
    expect((await interviewRow(next.body.interview.id))?.cancelledAt?.toISOString()).toBe(START.toISOString());
    // The company's news carries no calendar file: the event is the candidate's.
    const [told] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, a.email), eq(emailOutbox.template, 'notification')))
      .orderBy(desc(emailOutbox.seq))
      .limit(1);
    expect(told?.attachments ?? []).toEqual([]);
  });
});

describe("the applicants' next interview", () => {
  it('is on each row of the company’s lists until it is over or called off, for the offer’s confirmation to name', async () => {
    const dave = await candidateWithId(t);
    const { applicationId, interviewId, jobId } = await scheduled(a, dave, { days: 3 });
    const row = async () => {
      const res = await call(t, 'GET', `/applications/jobs/${jobId}`, { token: a.token });
      return res.body.items.find((item: { id: string }) => item.id === applicationId);
    };
    const startsAt = new Date(START.getTime() + 3 * DAY).toISOString();
    expect((await row()).upcomingInterviewAt).toBe(startsAt);
    const all = await call(t, 'GET', '/applications/hiring-company/candidates?take=100', { token: a.token });
    expect(all.body.items.find((item: { id: string }) => item.id === applicationId).upcomingInterviewAt).toBe(startsAt);
    // Once it has ended, there is none still to come.
    const moveTo = (at: number) =>
      t.app.db
        .update(interviews)
        .set({ startsAt: new Date(at) })
        .where(eq(interviews.id, interviewId));
    await moveTo(START.getTime() - DAY);
    expect((await row()).upcomingInterviewAt).toBeNull();
    await moveTo(START.getTime() + 3 * DAY);
    // The offer calls it off, as the confirmation said.
    expect(
      (await call(t, 'PUT', `/applications/${applicationId}`, { token: a.token, body: { stage: Stage.OFFERED } }))
        .status,
    ).toBe(200);
    expect((await interviewRow(interviewId))?.cancelledAt).not.toBeNull();
    expect((await row()).upcomingInterviewAt).toBeNull();
  });
});

describe('every cancellation reaches the candidate (issue 10)', () => {
  const causes = [
    {
      cause: 'an offer',
      end: (ids: Awaited<ReturnType<typeof scheduled>>) =>
        call(t, 'PUT', `/applications/${ids.applicationId}`, { token: a.token, body: { stage: Stage.OFFERED } }),
    },
    {
      cause: 'a rejection',
      end: (ids: Awaited<ReturnType<typeof scheduled>>) =>
        call(t, 'PUT', `/applications/${ids.applicationId}`, {
          token: a.token,
          body: { stage: Stage.REJECTED_AFTER_INTERVIEW },
        }),
    },
    {
      cause: 'the candidate withdrawing',
      end: (ids: Awaited<ReturnType<typeof scheduled>>, carol: Party) =>
        call(t, 'PUT', `/applications/${ids.applicationId}`, { token: carol.token, body: { stage: Stage.DECLINED } }),
    },
    {
      cause: 'the company closing the job',
      end: (ids: Awaited<ReturnType<typeof scheduled>>) =>
        call(t, 'PUT', `/job/update/status/${ids.jobId}`, { token: a.token, body: { status: 3 } }),
    },
    {
      cause: 'the company deleting the job',
      end: (ids: Awaited<ReturnType<typeof scheduled>>) => call(t, 'DELETE', `/job/${ids.jobId}`, { token: a.token }),
    },
    {
      cause: 'the admin closing the job',
      end: (ids: Awaited<ReturnType<typeof scheduled>>) =>
        call(t, 'POST', `/admin/jobs/${ids.jobId}/close`, { token: adminToken, body: { reason: 'Filled.' } }),
    },
  ];
  for (const { cause, end } of causes) {
    it(`after ${cause}: a notification per interview called off, its email with the METHOD:CANCEL file`, async () => {
      const carol = await candidateWithId(t);
      const ids = await scheduled(a, carol, { positionName: 'Ledger Intern' });
      const second = await call(t, 'POST', '/interviews', {
        token: a.token,
        body: { applicationId: ids.applicationId, ...buildInterview(t, { startsAt: '2026-03-20T10:00:00+08:00' }) },
      });
      expect(second.status).toBe(201);
      t.clock.advance(60_000);
      const [before] = await t.app.db
        .select({ seq: emailOutbox.seq })
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.seq))
        .limit(1);
      const res = await end(ids, carol);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      expect((await interviewRow(ids.interviewId))?.cancelledAt?.toISOString()).toBe(t.clock.now().toISOString());

      const told = await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, carol.userId), eq(notifications.type, 'INTERVIEW_CALLED_OFF')));
      expect(told.map((n) => (n.params as NotificationParams).interviewAt).sort()).toEqual([
        '2026-03-09T02:00:00.000Z',
        '2026-03-20T02:00:00.000Z',
      ]);
      for (const n of told) {
        expect(n).toMatchObject({ applicationId: ids.applicationId, jobId: ids.jobId });
        expect(n.params).toMatchObject({ positionName: 'Ledger Intern', companyName: 'Alpha Pay Ltd' });
      }
      const bell = await call(t, 'GET', '/notification', { token: carol.token, lang: 'en' });
      expect(bell.body.items.map((n: { text: string }) => n.text)).toContain(
        'Your interview for Ledger Intern at Alpha Pay Ltd on 2026-03-09 10:00 (HKT) is cancelled: the application is no longer at the interview stage',
      );

      // One email per interview, each with the calendar file that removes that event, and no
      // calendar file on any other email of the move.
      const mails = await t.app.db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, carol.email),
            eq(emailOutbox.template, 'notification'),
            gt(emailOutbox.seq, before?.seq ?? 0),
          ),
        );
      const cancels = mails.filter((m) => m.attachments.some((f) => f.contentType.endsWith('method=CANCEL')));
      expect(cancels).toHaveLength(2);
      const uids = cancels.map((m) => {
        const ics = Buffer.from(m.attachments[0]?.content ?? '', 'base64').toString('utf8');
        expect(ics).toContain('METHOD:CANCEL');
        return unfoldLines(ics).find((l) => l.startsWith('UID:'));
      });
      expect(uids.sort()).toEqual(
        [`UID:${ids.interviewId}@app.test`, `UID:${second.body.interview.id}@app.test`].sort(),
      );
      for (const m of cancels) expect(m.attachments).toHaveLength(1);
      expect(mails.filter((m) => m.attachments.length > 0)).toHaveLength(2);
    });
  }

  it('an expired job keeps its interviews: expiry ends no application (docs/decisions/008)', async () => {
    const carol = await candidateWithId(t);
    const ids = await scheduled(a, carol);
    await t.app.db.update(jobs).set({ expiresOn: '2026-03-01' }).where(eq(jobs.id, ids.jobId));
    await expireJobs(t.app.services);
    expect((await interviewRow(ids.interviewId))?.cancelledAt).toBeNull();
  });
});

describe('an interview more than a year ahead', () => {
  it('is refused on startsAt, whether set by a move, scheduled or rescheduled', async () => {
    const farAway = { startsAt: '9999-12-31T23:30:00-08:00' };
    const { interviewId, applicationId } = await scheduled(a, alice);
    const moved = await reschedule(a.token, interviewId, buildInterview(t, farAway));
    expect(moved.status).toBe(400);
    expect(moved.body).toMatchObject({ code: 'INTERVIEW_TOO_FAR', field: 'startsAt' });
    expect(moved.body.message).toBe('The interview must be within a year from now');
    const another = await call(t, 'POST', '/interviews', {
      token: a.token,
      body: { applicationId, ...buildInterview(t, { startsAt: new Date(START.getTime() + 367 * DAY).toISOString() }) },
    });
    expect(another.body).toMatchObject({ code: 'INTERVIEW_TOO_FAR', field: 'startsAt' });
    const inAYear = await call(t, 'POST', '/interviews', {
      token: a.token,
      body: { applicationId, ...buildInterview(t, { startsAt: new Date(START.getTime() + 365 * DAY).toISOString() }) },
    });
    expect(inAYear.status).toBe(201);

    const job = await createJob(t, a.companyId);
    const screening = await appliedId(t, bob, job.id);
    await setStage(t, screening, Stage.SCREENING, Stage.NEW);
    const move = await call(t, 'PUT', `/applications/${screening}`, {
      token: a.token,
      body: { stage: Stage.INTERVIEWING, interview: buildInterview(t, farAway) },
    });
    expect(move.body).toMatchObject({ code: 'INTERVIEW_TOO_FAR', field: 'interview.startsAt' });
  });
});
