// Company reviews (issue 13 sections 1 and 5, docs/decisions/017-company-reviews.md) over real
// HTTP: who may review (no application, screening only, interviewed, an offer declined), one
// review per company, anonymity in every answer a company or another candidate sees, the
// moderation states, reports that leave a review published, the company's reply, edits that wait
// for the scheme office again, someone else's review answering 404, and the ratings on the cards.
import { Stage } from '@fis/shared/application-stages';
import { ReviewStatus } from '@fis/shared/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, auditLog, users } from '../src/db/schema.js';
import { lastEmailTo, signedInAdmin, signInCandidate } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import {
  buildReview,
  type Candidate,
  type Company,
  candidateAt,
  companyWithJob,
  expectAnonymous,
  interviewed,
  publishedReview,
  writeReview,
} from './review-factories.js';

let t: TestApp;
let admin: string;
let company: Company;
let otherCompany: Company;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedInAdmin(t)).token;
  company = await companyWithJob(t, 'Reviewed Pay Ltd');
  otherCompany = await companyWithJob(t, 'Unrelated Pay Ltd');
});
afterAll(async () => t?.close());

const ID = '00000000-0000-4000-8000-000000000000';

describe('who may call what', () => {
  it('answers 401 to an anonymous caller on every route', async () => {
    const routes: [string, string, unknown?][] = [
      ['POST', '/review/create', buildReview(ID)],
      ['GET', `/review/eligibility?companyId=${ID}`],
      ['GET', `/review?companyId=${ID}`],
      ['GET', `/review/summary?companyId=${ID}`],
      ['GET', '/review/mine'],
      ['GET', '/review/company'],
      ['GET', `/review/${ID}`],
      ['PUT', `/review/${ID}`, buildReview(ID)],
      ['DELETE', `/review/${ID}`],
      ['POST', `/review/${ID}/reply`, { reply: 'Thanks' }],
      ['POST', `/review/${ID}/report`, { reason: 'Rude' }],
      ['GET', '/admin/reviews'],
      ['POST', `/admin/reviews/${ID}/publish`],
      ['POST', `/admin/reviews/${ID}/reject`, { reason: 'No' }],
      ['POST', `/admin/reviews/${ID}/keep`],
    ];
    for (const [method, path, body] of routes) {
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('answers 403 to the wrong role', async () => {
    const candidate = await interviewed(t, company);
    const routes: [string, string, string, unknown?][] = [
      [company.token, 'POST', '/review/create', buildReview(company.companyId)],
      [admin, 'POST', '/review/create', buildReview(company.companyId)],
      [company.token, 'GET', `/review/eligibility?companyId=${company.companyId}`],
      [company.token, 'GET', '/review/mine'],
      [candidate.token, 'GET', '/review/company'],
      [company.token, 'PUT', `/review/${ID}`, buildReview(ID)],
      [company.token, 'DELETE', `/review/${ID}`],
      [candidate.token, 'POST', `/review/${ID}/reply`, { reply: 'Thanks' }],
      [candidate.token, 'GET', '/admin/reviews'],
      [company.token, 'GET', '/admin/reviews'],
      [candidate.token, 'POST', `/admin/reviews/${ID}/publish`],
      [company.token, 'POST', `/admin/reviews/${ID}/reject`, { reason: 'No' }],
      [company.token, 'POST', `/admin/reviews/${ID}/keep`],
    ];
    for (const [token, method, path, body] of routes) {
      expect((await call(t, method, path, { token, body })).status, `${method} ${path}`).toBe(403);
    }
  });
});

/** The moves of the candidate's application, as the stage machine writes them. */
async function recordMoves(candidate: Candidate, path: Stage[]) {
  const [application] = await t.app.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.candidateId, candidate.userId));
  if (!application) throw new Error('no application');
  await t.app.db.insert(applicationEvents).values(
    path.map((stage, i) => ({
      applicationId: application.id,
      actor: i === 0 ? 'candidate' : 'company',
      fromStage: i === 0 ? null : (path[i - 1] ?? null),
      toStage: stage,
      createdAt: t.clock.now(),
    })),
  );
}

describe('who may review a company', () => {
  const eligibility = (candidate: Candidate) =>
    call(t, 'GET', `/review/eligibility?companyId=${company.companyId}`, { token: candidate.token });
  const create = (candidate: Candidate) =>
    call(t, 'POST', '/review/create', { token: candidate.token, body: buildReview(company.companyId), lang: 'en' });

  it('refuses a candidate with no application or one still in screening', async () => {
    for (const candidate of [await candidateAt(t, company, null), await candidateAt(t, company, Stage.SCREENING)]) {
      expect((await eligibility(candidate)).body).toEqual({ canReview: false, reviewId: null });
      const res = await create(candidate);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('REVIEW_NOT_ALLOWED');
    }
  });

  it('refuses a candidate who withdrew before the interview, and one who met another company', async () => {
    const withdrew = await candidateAt(t, company, Stage.DECLINED, Stage.SCREENING);
    expect((await create(withdrew)).status).toBe(403);
    // A job closed, then deleted, while the application was in screening.
    const closedEarly = await candidateAt(t, company, Stage.JOB_DELETED, Stage.JOB_CLOSED);
    await recordMoves(closedEarly, [Stage.NEW, Stage.SCREENING, Stage.JOB_CLOSED, Stage.JOB_DELETED]);
    expect((await create(closedEarly)).status).toBe(403);
    const elsewhere = await candidateAt(t, otherCompany, Stage.INTERVIEWING);
    expect((await create(elsewhere)).status).toBe(403);
  });

  it('accepts a candidate who interviewed, was offered, was hired or declined an offer, once per company', async () => {
    // A job closed, then deleted, after the interview: the moves made tell.
    const closedLate = await candidateAt(t, company, Stage.JOB_DELETED, Stage.JOB_CLOSED);
    await recordMoves(closedLate, [
      Stage.NEW,
      Stage.SCREENING,
      Stage.INTERVIEWING,
      Stage.JOB_CLOSED,
      Stage.JOB_DELETED,
    ]);
    const candidates = [
      closedLate,
      await interviewed(t, company),
      await candidateAt(t, company, Stage.OFFERED),
      await candidateAt(t, company, Stage.HIRED),
      await candidateAt(t, company, Stage.REJECTED_AFTER_INTERVIEW),
      await candidateAt(t, company, Stage.DECLINED, Stage.OFFERED),
      await candidateAt(t, company, Stage.JOB_CLOSED, Stage.INTERVIEWING),
    ];
    for (const candidate of candidates) {
      expect((await eligibility(candidate)).body).toEqual({ canReview: true, reviewId: null });
      const res = await create(candidate);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Thank you for your feedback!');
      expect(res.body.item).toMatchObject({ status: ReviewStatus.PENDING, companyId: company.companyId });
      expect((await eligibility(candidate)).body).toEqual({ canReview: false, reviewId: res.body.item.id });
      const again = await create(candidate);
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('REVIEW_EXISTS');
    }
  });
});

describe('bad input', () => {
  let author: Candidate;
  beforeAll(async () => {
    author = await interviewed(t, otherCompany);
  });
  const fieldOf = async (body: unknown) => {
    const res = await call(t, 'POST', '/review/create', { token: author.token, body, lang: 'en' });
    expect(res.status).toBe(400);
    return res.body;
  };

  it('names the field', async () => {
    const id = otherCompany.companyId;
    expect(await fieldOf(buildReview(id, { title: '' }))).toMatchObject({ field: 'title', code: 'FIELD_REQUIRED' });
    expect(await fieldOf(buildReview(id, { rating: 6 }))).toMatchObject({ field: 'rating', code: 'FIELD_INVALID' });
    expect(await fieldOf(buildReview(id, { rating: 3.5 }))).toMatchObject({ field: 'rating' });
    expect(await fieldOf(buildReview(id, { topicRatings: {} }))).toMatchObject({
      field: 'topicRatings',
      code: 'REVIEW_TOPIC_REQUIRED',
      message: 'Rate at least one topic',
    });
    expect(await fieldOf(buildReview(id, { topicRatings: { CULTURE: 0, OFFICE: null } }))).toMatchObject({
      field: 'topicRatings',
      code: 'REVIEW_TOPIC_REQUIRED',
    });
    expect(await fieldOf(buildReview(id, { topicRatings: { PARKING: 4 } as never }))).toMatchObject({
      field: 'topicRatings',
    });
    expect((await fieldOf(buildReview(id, { topicRatings: { CULTURE: 9 } }))).field).toMatch(/^topicRatings/);
    expect((await fieldOf(buildReview(id, { attributes: ['FREE_LUNCH'] as never }))).field).toMatch(/^attributes/);
    expect(await fieldOf(buildReview(id, { attributes: ['GROWTH', 'GROWTH'] }))).toMatchObject({ field: 'attributes' });
    expect(await fieldOf(buildReview(id, { likes: 'x'.repeat(2001) }))).toMatchObject({
      field: 'likes',
      code: 'FIELD_TOO_LONG',
    });
    expect(await fieldOf(buildReview(id, { dislikes: '   ' }))).toMatchObject({ field: 'dislikes' });
    expect(await fieldOf(buildReview('not-a-company'))).toMatchObject({ field: 'companyId' });
  });

  it('refuses bad queries and reasons with 400, and an id that is not one with 404', async () => {
    const bad = [
      `/review?companyId=${company.companyId}&sort=best`,
      `/review?companyId=${company.companyId}&topic=PARKING`,
      `/review?companyId=${company.companyId}&take=500`,
      '/review?companyId=',
    ];
    for (const path of bad) expect((await call(t, 'GET', path, { token: author.token })).status, path).toBe(400);
    const queue = await call(t, 'GET', '/admin/reviews?status=everything', { token: admin });
    expect(queue.body).toMatchObject({ field: 'status' });
    const id = await writeReview(t, author, otherCompany.companyId);
    const reject = await call(t, 'POST', `/admin/reviews/${id}/reject`, { token: admin, body: { reason: ' ' } });
    expect(reject.status).toBe(400);
    expect(reject.body.field).toBe('reason');
    expect((await call(t, 'GET', '/review/42', { token: author.token })).status).toBe(404);
  });
});

describe('moderation, anonymity and the company', () => {
  let author: Candidate;
  let reader: Candidate;
  let reviewId: string;

  beforeAll(async () => {
    author = await interviewed(t, company);
    reader = await candidateAt(t, company, null);
    await t.app.db.update(users).set({ emailLanguage: 'en' }).where(eq(users.id, author.userId));
    reviewId = await writeReview(t, author, company.companyId, { title: 'Moderated review' });
  });

  const get = (token: string, id = reviewId) => call(t, 'GET', `/review/${id}`, { token });
  const listed = async (token: string) => {
    const res = await call(t, 'GET', `/review?companyId=${company.companyId}&take=50`, { token });
    expect(res.status).toBe(200);
    return res.body.items.map((r: { id: string }) => r.id) as string[];
  };

  it('keeps a waiting review from everyone but its author and the admin', async () => {
    expect((await get(reader.token)).status).toBe(404);
    expect((await get(company.token)).status).toBe(404);
    expect(await listed(reader.token)).not.toContain(reviewId);
    const mine = await get(author.token);
    expect(mine.body).toMatchObject({ view: 'own', review: { id: reviewId, status: ReviewStatus.PENDING } });
    const asAdmin = await get(admin);
    expect(asAdmin.body).toMatchObject({
      view: 'admin',
      review: { author: { id: author.userId, email: author.email, name: author.englishName } },
    });
    const queue = await call(t, 'GET', '/admin/reviews?status=pending&take=50', { token: admin });
    expect(queue.body.items.map((r: { id: string }) => r.id)).toContain(reviewId);
  });

  it('publishes: the company is told, everyone signed in reads it without knowing who wrote it', async () => {
    const res = await call(t, 'POST', `/admin/reviews/${reviewId}/publish`, { token: admin, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'The review is published', item: { status: ReviewStatus.PUBLISHED } });
    expect((await call(t, 'POST', `/admin/reviews/${reviewId}/publish`, { token: admin })).body.code).toBe(
      'REVIEW_STATE_CHANGED',
    );

    const notifications = await call(t, 'GET', '/notification', { token: company.token, lang: 'en' });
    expect(notifications.body.items).toContainEqual(
      expect.objectContaining({
        type: 'COMPANY_REVIEW',
        text: 'A new review of Reviewed Pay Ltd is published',
        params: expect.objectContaining({ reviewId }),
      }),
    );
    expectAnonymous(notifications.body, author);
    const email = await lastEmailTo(t, company.email);
    expect(email?.textBody).toContain('/company/profile?tab=reviews');
    expectAnonymous(email, author);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reviewId), eq(auditLog.action, 'review.published')));
    expect(audit?.entityType).toBe('review');

    const asReader = await get(reader.token);
    expect(asReader.body).toMatchObject({
      view: 'public',
      review: {
        title: 'Moderated review',
        author: { institution: 'CUHK', institutionOther: null, graduationYear: 2027 },
        isMine: false,
        reportedByMe: false,
      },
    });
    expectAnonymous(asReader.body, author);
    expectAnonymous(await get(company.token).then((r) => r.body), author);
    const page = await call(t, 'GET', `/review?companyId=${company.companyId}&take=50`, { token: reader.token });
    expect(page.body.items.map((r: { id: string }) => r.id)).toContain(reviewId);
    expectAnonymous(page.body, author);
    const own = await call(t, 'GET', '/review/company?take=50', { token: company.token });
    expect(own.body.items.map((r: { id: string }) => r.id)).toContain(reviewId);
    expectAnonymous(own.body, author);
    expect((await call(t, 'GET', '/review/company', { token: otherCompany.token })).body.items).toEqual([]);
  });

  it('lets only the reviewed company reply, once, replaced on a second reply', async () => {
    const reply = (token: string, text: string) =>
      call(t, 'POST', `/review/${reviewId}/reply`, { token, body: { reply: text }, lang: 'en' });
    expect((await reply(otherCompany.token, 'Not ours')).status).toBe(404);
    expect((await reply(company.token, '')).body).toMatchObject({ field: 'reply' });
    const first = await reply(company.token, 'Thank you, we are shortening launch weeks.');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Your reply is published');
    expectAnonymous(first.body, author);
    await reply(company.token, 'Thank you: launch weeks are now four days.');
    const seen = await get(reader.token);
    expect(seen.body.review.reply).toMatchObject({ text: 'Thank you: launch weeks are now four days.' });
  });

  it('takes reports but keeps the review published until the admin decides', async () => {
    const report = (token: string) =>
      call(t, 'POST', `/review/${reviewId}/report`, { token, body: { reason: 'Names a colleague' }, lang: 'en' });
    expect((await report(author.token)).body.code).toBe('REVIEW_OWN');
    expect((await call(t, 'POST', `/review/${reviewId}/report`, { token: reader.token, body: {} })).body.field).toBe(
      'reason',
    );
    const first = await report(reader.token);
    expect(first.status).toBe(201);
    expect((await report(reader.token)).body.code).toBe('REVIEW_ALREADY_REPORTED');
    expect((await report(company.token)).status).toBe(201);

    expect(await listed(reader.token)).toContain(reviewId);
    expect((await get(reader.token)).body.review.reportedByMe).toBe(true);
    const queue = await call(t, 'GET', '/admin/reviews?status=reported', { token: admin });
    expect(queue.body.counts.reported).toBe(1);
    expect(queue.body.items[0]).toMatchObject({ id: reviewId, author: { email: author.email } });
    expect(
      queue.body.items[0].openReports.map((r: { reporter: { email: string } }) => r.reporter.email).sort(),
    ).toEqual([reader.email, company.email].sort());

    const kept = await call(t, 'POST', `/admin/reviews/${reviewId}/keep`, { token: admin });
    expect(kept.body.item).toMatchObject({ status: ReviewStatus.PUBLISHED, openReports: [] });
    expect((await call(t, 'GET', '/admin/reviews?status=reported', { token: admin })).body.items).toEqual([]);
    expect((await call(t, 'POST', `/admin/reviews/${reviewId}/keep`, { token: admin })).body.code).toBe(
      'REVIEW_STATE_CHANGED',
    );
    // Decided: the reader may report it again.
    expect((await report(reader.token)).status).toBe(201);
  });

  it("answers 404 to someone else's edit or delete; the author's edit waits for the admin again", async () => {
    const edit = buildReview(company.companyId, { title: 'Edited review', rating: 2 });
    const { companyId: _, ...fields } = edit;
    for (const token of [reader.token]) {
      expect((await call(t, 'PUT', `/review/${reviewId}`, { token, body: fields })).status).toBe(404);
      expect((await call(t, 'DELETE', `/review/${reviewId}`, { token })).status).toBe(404);
    }
    const res = await call(t, 'PUT', `/review/${reviewId}`, { token: author.token, body: fields, lang: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Thank you for your feedback!',
      item: { status: 0, title: 'Edited review' },
    });
    expect((await get(reader.token)).status).toBe(404);
    expect(await listed(reader.token)).not.toContain(reviewId);
    const reply = await call(t, 'POST', `/review/${reviewId}/reply`, { token: company.token, body: { reply: 'Hm' } });
    expect(reply.body.code).toBe('REVIEW_NOT_PUBLISHED');
  });

  it('rejects with a reason: the author reads it and is emailed in their language', async () => {
    const res = await call(t, 'POST', `/admin/reviews/${reviewId}/reject`, {
      token: admin,
      body: { reason: 'Please leave out the name of your supervisor.' },
      lang: 'zh',
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ status: ReviewStatus.REJECTED });
    const mine = await call(t, 'GET', '/review/mine', { token: author.token });
    expect(mine.body.items).toContainEqual(
      expect.objectContaining({
        id: reviewId,
        status: ReviewStatus.REJECTED,
        rejectReason: 'Please leave out the name of your supervisor.',
        company: expect.objectContaining({ id: company.companyId, name: 'Reviewed Pay Ltd' }),
      }),
    );
    const mail = await lastEmailTo(t, author.email);
    expect(mail?.subject).toBe('Your review of Reviewed Pay Ltd was not published');
    expect(mail?.textBody).toContain('Please leave out the name of your supervisor.');
    expect(mail?.textBody).toContain(`/candidate/company/${company.companyId}/write-review`);
    expect((await get(reader.token)).status).toBe(404);
    expect(
      (await call(t, 'POST', `/admin/reviews/${reviewId}/reject`, { token: admin, body: { reason: 'x' } })).body.code,
    ).toBe('REVIEW_STATE_CHANGED');
  });

  it('removes a published review after reports: the reports close, the author is told in Chinese', async () => {
    const zhAuthor = await interviewed(t, otherCompany);
    const id = await publishedReview(t, admin, zhAuthor, otherCompany.companyId);
    await call(t, 'POST', `/review/${id}/report`, { token: reader.token, body: { reason: 'Offensive' } });
    t.clock.advance(60_000);
    const res = await call(t, 'POST', `/admin/reviews/${id}/reject`, { token: admin, body: { reason: '內容不當' } });
    expect(res.body.item).toMatchObject({ status: ReviewStatus.REJECTED, openReports: [] });
    // Rejected, it no longer reads as published, and its submission keeps its own time.
    const own = (await call(t, 'GET', `/review/${id}`, { token: zhAuthor.token })).body.review;
    expect(own).toMatchObject({ status: ReviewStatus.REJECTED, publishedAt: null });
    expect(own.updatedAt).toBe(own.createdAt);
    expect(res.body.item.updatedAt).toBe(own.createdAt);
    const mail = await lastEmailTo(t, zhAuthor.email);
    expect(mail?.subject).toBe('您對Unrelated Pay Ltd的評價未獲發佈');
    expect(mail?.textBody).toContain('內容不當');
  });

  it('lets the author delete their own review', async () => {
    const res = await call(t, 'DELETE', `/review/${reviewId}`, { token: author.token, lang: 'en' });
    expect(res.status).toBe(200);
    expect((await get(author.token)).status).toBe(404);
    expect((await call(t, 'DELETE', `/review/${reviewId}`, { token: author.token })).status).toBe(404);
  });
});

describe('ratings', () => {
  it('shows the average and count on the cards, the summary per topic and attribute, and sorts by rating', async () => {
    const tag = `Ratingco${Date.now().toString(36)}`;
    const [low, high, none] = [
      await companyWithJob(t, `${tag} Low Ltd`),
      await companyWithJob(t, `${tag} High Ltd`),
      await companyWithJob(t, `${tag} None Ltd`),
    ];
    const [a, b, c] = [await interviewed(t, low), await interviewed(t, low), await interviewed(t, high)];
    const first = await publishedReview(t, admin, a, low.companyId, {
      rating: 2,
      topicRatings: { CULTURE: 2, OFFICE: 4 },
      attributes: ['GROWTH'],
    });
    await publishedReview(t, admin, b, low.companyId, {
      rating: 5,
      topicRatings: { CULTURE: 3 },
      attributes: ['GROWTH', 'INNOVATION'],
    });
    await publishedReview(t, admin, c, high.companyId, { rating: 5 });
    // A waiting review counts nowhere.
    await writeReview(t, await interviewed(t, low), low.companyId, { rating: 1 });

    const directory = await call(t, 'GET', `/company/get-all?keyword=${tag}&sort=rating`, { token: a.token });
    expect(directory.body.items.map((x: { id: string; rating: unknown }) => [x.id, x.rating])).toEqual([
      [high.companyId, { average: 5, count: 1 }],
      [low.companyId, { average: 3.5, count: 2 }],
      [none.companyId, { average: null, count: 0 }],
    ]);
    const byName = await call(t, 'GET', `/company/get-all?keyword=${tag}`, { token: a.token });
    expect(byName.body.items.map((x: { id: string }) => x.id)).toEqual([high.companyId, low.companyId, none.companyId]);
    expect((await call(t, 'GET', `/company/get-all?sort=stars`)).body.field).toBe('sort');

    const jobs = await call(t, 'GET', `/job?companyId=${low.companyId}`, { token: a.token });
    expect(jobs.body.items[0].company.rating).toEqual({ average: 3.5, count: 2 });
    const profile = await call(t, 'GET', `/company/${low.companyId}`, { token: a.token });
    expect(profile.body.rating).toEqual({ average: 3.5, count: 2 });
    expect(profile.body.jobs[0].company.rating).toEqual({ average: 3.5, count: 2 });

    const summary = await call(t, 'GET', `/review/summary?companyId=${low.companyId}`, { token: c.token });
    expect(summary.body).toMatchObject({
      average: 3.5,
      count: 2,
      topics: {
        CULTURE: { average: 2.5, count: 2 },
        OFFICE: { average: 4, count: 1 },
        BENEFITS: { average: null, count: 0 },
      },
      attributes: { GROWTH: 2, INNOVATION: 1, MISSION: 0 },
    });
    expect((await call(t, 'GET', `/review/summary?companyId=${ID}`, { token: c.token })).status).toBe(404);

    const list = (query: string) =>
      call(t, 'GET', `/review?companyId=${low.companyId}&${query}`, { token: c.token }).then((r) =>
        r.body.items.map((x: { rating: number }) => x.rating),
      );
    expect(await list('sort=highest')).toEqual([5, 2]);
    expect(await list('sort=lowest')).toEqual([2, 5]);
    expect(await list('topic=OFFICE')).toEqual([2]);
    expect(await list('take=1&page=2&sort=highest')).toEqual([2]);

    // An edit takes the review out of the rating until it is published again; deleting likewise.
    const { companyId: _, ...fields } = buildReview(low.companyId, { rating: 4 });
    await call(t, 'PUT', `/review/${first}`, { token: a.token, body: fields });
    const afterEdit = await call(t, 'GET', `/company/${low.companyId}`, { token: a.token });
    expect(afterEdit.body.rating).toEqual({ average: 5, count: 1 });
    await call(t, 'POST', `/admin/reviews/${first}/publish`, { token: admin });
    expect((await call(t, 'GET', `/company/${low.companyId}`, { token: a.token })).body.rating).toEqual({
      average: 4.5,
      count: 2,
    });
    await call(t, 'DELETE', `/review/${first}`, { token: a.token });
    expect((await call(t, 'GET', `/company/${low.companyId}`, { token: a.token })).body.rating).toEqual({
      average: 5,
      count: 1,
    });
  });
});

describe('how long a waiting review has waited', () => {
  it("says since when, from the author's last writing, and marks one waiting past the working days allowed", async () => {
    const start = t.clock.now();
    try {
      const reviewed = await companyWithJob(t, 'Queue Pay Ltd');
      // Friday 10:00 in Hong Kong; due three working days later, Wednesday 10:00.
      t.clock.set(new Date('2026-03-06T02:00:00Z'));
      const olderAuthor = await interviewed(t, reviewed);
      const editor = await interviewed(t, reviewed);
      const older = await writeReview(t, olderAuthor, reviewed.companyId, { title: 'Older waiting review' });
      const edited = await writeReview(t, editor, reviewed.companyId, { title: 'Edited waiting review' });
      // Tuesday 10:00: its author edits the other one, which waits again from then; due Friday 10:00.
      t.clock.set(new Date('2026-03-10T02:00:00Z'));
      const { companyId: _, ...fields } = buildReview(reviewed.companyId, { title: 'Edited again' });
      const tuesday = await signInCandidate(t, editor.email);
      expect((await call(t, 'PUT', `/review/${edited}`, { token: tuesday, body: fields })).status).toBe(200);
      // Wednesday 09:59: not yet. (An officer signed in now: a session of the test's start has ended.)
      t.clock.set(new Date('2026-03-11T01:59:00Z'));
      const officer = (await signedInAdmin(t)).token;
      const queue = async (status: string) =>
        (await call(t, 'GET', `/admin/reviews?status=${status}&take=50`, { token: officer })).body.items as {
          id: string;
        }[];
      const seen = async (id: string, status = 'pending') => (await queue(status)).find((r) => r.id === id);
      expect(await seen(older)).toMatchObject({ waitingSince: '2026-03-06T02:00:00.000Z', pastDue: false });
      // Wednesday 10:01: the older one is past due, the one edited on Tuesday not.
      t.clock.set(new Date('2026-03-11T02:01:00Z'));
      expect(await seen(older)).toMatchObject({ waitingSince: '2026-03-06T02:00:00.000Z', pastDue: true });
      expect(await seen(edited)).toMatchObject({ waitingSince: '2026-03-10T02:00:00.000Z', pastDue: false });
      const order = (await queue('pending')).map((r) => r.id);
      expect(order.indexOf(older)).toBeLessThan(order.indexOf(edited));
      // Published, it no longer waits.
      expect((await call(t, 'POST', `/admin/reviews/${older}/publish`, { token: officer })).status).toBe(200);
      expect(await seen(older, 'published')).toMatchObject({ waitingSince: null, pastDue: false });
    } finally {
      t.clock.set(start);
    }
  });
});
