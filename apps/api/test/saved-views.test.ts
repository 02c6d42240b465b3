// The office's saved views (issue 27 section 4, decision 057) over real HTTP: only the office gets
// in; a view's query is checked by its own list's schema and bad input names its field in the
// reader's language; names are unique per list and the views of a list are capped; any officer
// renames or deletes any view, each change audited. The weekly export sends each active recipient
// one email with the view's CSV in their language, whose rows are the list's rows for the view's
// filters, however many times the task runs and on however many instances, and skips a recipient
// suspended or removed.
import { randomUUID } from 'node:crypto';
import { UserStatus } from '@fis/shared/enums';
import { SAVED_VIEWS_PER_LIST_MAX } from '@fis/shared/saved-view-schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, candidateProfiles, emailOutbox, savedViews, users } from '../src/db/schema.js';
import { t as translate } from '../src/lib/catalogs.js';
import { sendDueSavedViewExports } from '../src/modules/saved-views/send-saved-view-exports.js';
import { candidateWithId } from './application-factories.js';
import { signedInCandidate, signedInCompany } from './company-job-factories.js';
import { createAdmin, signedInAdmin } from './factories.js';
import { call, freshDatabase, startTestApp, type TestApp } from './helper.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HOUR = 3_600_000;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let colleague: Awaited<ReturnType<typeof signedInAdmin>>;
let candidateToken: string;
let companyToken: string;
/** A word in the programme of every candidate this file makes, so that a filter finds only them. */
const TAG = `sv${Date.now().toString(36)}`;

/** Candidates of the tag, with their English names (the list's name sort reads them). */
async function taggedCandidates(app: TestApp, names: string[]) {
  const made: { userId: string; email: string }[] = [];
  for (const name of names) {
    const person = await candidateWithId(app);
    await app.app.db
      .update(candidateProfiles)
      .set({ programme: `BSc ${TAG}`, englishName: name, chineseName: null })
      .where(eq(candidateProfiles.userId, person.userId));
    made.push({ userId: person.userId, email: person.email });
  }
  return made;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
  colleague = await signedInAdmin(t);
  candidateToken = (await signedInCandidate(t)).token;
  companyToken = (await signedInCompany(t)).token;
  await taggedCandidates(t, ['Cheung Wing', 'Au Yan', 'Ho Ming']);
});
afterAll(() => t?.close());

const ID = '00000000-0000-4000-8000-000000000000';
const create = (body: unknown, token = admin.token, lang = 'en') =>
  call(t, 'POST', '/admin/saved-views', { token, body, lang });
const uniqueName = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function auditOf(entityId: string) {
  return t.app.db
    .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'saved_view'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt);
}

describe('who may', () => {
  it('answers 401 without a session and 403 to candidates and companies, before reading the input', async () => {
    const routes: [string, string][] = [
      ['GET', '/admin/saved-views'],
      ['POST', '/admin/saved-views'],
      ['PUT', `/admin/saved-views/${ID}`],
      ['DELETE', `/admin/saved-views/${ID}`],
      ['PUT', `/admin/saved-views/${ID}/schedule`],
      ['DELETE', `/admin/saved-views/${ID}/schedule`],
    ];
    for (const [method, path] of routes) {
      const body = method === 'PUT' || method === 'POST' ? {} : undefined;
      expect((await call(t, method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await call(t, method, path, { body, token: candidateToken })).status, `${method} ${path}`).toBe(403);
      expect((await call(t, method, path, { body, token: companyToken })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('answers 404 for a view that does not exist, or an id that is none', async () => {
    const body = { list: 'candidates', name: 'Nothing', query: {} };
    const schedule = { weekday: 1, hour: 9, recipientIds: [admin.admin.id] };
    for (const id of [ID, 'not-an-id']) {
      expect((await call(t, 'PUT', `/admin/saved-views/${id}`, { token: admin.token, body })).status).toBe(404);
      expect((await call(t, 'DELETE', `/admin/saved-views/${id}`, { token: admin.token })).status).toBe(404);
      const scheduled = await call(t, 'PUT', `/admin/saved-views/${id}/schedule`, {
        token: admin.token,
        body: schedule,
      });
      expect(scheduled.status).toBe(404);
      expect((await call(t, 'DELETE', `/admin/saved-views/${id}/schedule`, { token: admin.token })).status).toBe(404);
    }
  });
});

describe('input', () => {
  it('names the field of a bad value in the reader’s language', async () => {
    const noName = await create({ list: 'candidates', query: {} }, admin.token, 'zh');
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({
      code: 'FIELD_REQUIRED',
      field: 'name',
      message: translate('zh', 'errors:FIELD_REQUIRED'),
    });
    const blank = await create({ list: 'candidates', name: '   ', query: {} }, admin.token, 'cn');
    expect(blank.body).toMatchObject({ field: 'name', message: translate('cn', 'errors:FIELD_INVALID') });
    const long = await create({ list: 'candidates', name: 'x'.repeat(81), query: {} });
    expect(long.body).toMatchObject({ code: 'FIELD_TOO_LONG', field: 'name' });
    const list = await create({ list: 'reviews', name: 'A view', query: {} });
    expect(list.status).toBe(400);
    expect(list.body.field).toBe('list');
  });

  it("checks a view's query with its own list's schema", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['candidates', { graduationYear: '1990' }, 'query.graduationYear'],
      ['candidates', { eligibilityStatus: '9' }, 'query.eligibilityStatus'],
      ['candidates', { emailVerified: 'maybe' }, 'query.emailVerified'],
      ['candidates', { roundId: 'round-one' }, 'query.roundId'],
      // A sort of the candidates list is no sort of the jobs list.
      ['jobs', { sort: 'graduationYear' }, 'query.sort'],
      // A job only viewed is no application (decision 022).
      ['applications', { stage: '-1' }, 'query.stage'],
      ['companies', { region: 'Mars' }, 'query.region'],
    ];
    for (const [list, query, field] of cases) {
      const res = await create({ list, name: uniqueName('Bad'), query }, admin.token, 'zh');
      expect(res.status, `${list} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body.field, `${list} ${JSON.stringify(query)}`).toBe(field);
      expect(res.body.message).toBe(translate('zh', 'errors:FIELD_INVALID'));
    }
    // The list's own rule across filters: the places left are counted in a round (decision 054).
    const places = await create({ list: 'companies', name: uniqueName('Places'), query: { placesLeft: 'true' } });
    expect(places.status).toBe(400);
    expect(places.body).toMatchObject({ code: 'FIELD_REQUIRED', field: 'query.roundId' });
    // The same query is a view of the list it belongs to.
    const jobs = await create({
      list: 'jobs',
      name: uniqueName('Open jobs'),
      query: { status: '1', sort: 'expiresOn' },
    });
    expect(jobs.status).toBe(201);
    expect(jobs.body.query).toEqual({ status: '1', sort: 'expiresOn' });
  });

  it('names the bad field of a schedule: the day, the hour, the recipients', async () => {
    const view = await create({ list: 'candidates', name: uniqueName('Schedule input'), query: {} });
    const path = `/admin/saved-views/${view.body.id}/schedule`;
    const put = (body: unknown) => call(t, 'PUT', path, { token: admin.token, body, lang: 'en' });
    const good = { weekday: 1, hour: 9, recipientIds: [admin.admin.id] };
    expect((await put({ ...good, weekday: 8 })).body.field).toBe('weekday');
    expect((await put({ ...good, weekday: undefined })).body).toMatchObject({
      code: 'FIELD_REQUIRED',
      field: 'weekday',
    });
    expect((await put({ ...good, hour: 24 })).body.field).toBe('hour');
    expect((await put({ ...good, hour: 9.5 })).body.field).toBe('hour');
    expect((await put({ ...good, recipientIds: [] })).body).toMatchObject({
      code: 'FIELD_REQUIRED',
      field: 'recipientIds',
    });
    expect((await put({ ...good, recipientIds: ['nobody'] })).body.field).toBe('recipientIds.0');
    // Only active members of the office: not a candidate, not a suspended officer.
    const candidate = await candidateWithId(t);
    const suspended = await createAdmin(t);
    await t.app.db.update(users).set({ status: UserStatus.SUSPENDED }).where(eq(users.id, suspended.id));
    for (const stranger of [candidate.userId, suspended.id]) {
      const res = await put({ ...good, recipientIds: [admin.admin.id, stranger] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'FIELD_INVALID', field: 'recipientIds.1' });
    }
  });
});

describe('views', () => {
  it('keeps the query as the address writes it and shows it to every officer', async () => {
    const name = uniqueName('Unverified');
    const res = await create({
      list: 'candidates',
      name: `  ${name} `,
      query: { programme: TAG, eligibilityStatus: 0, emailVerified: 'true', page: '3', sort: '' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      list: 'candidates',
      name,
      query: { programme: TAG, eligibilityStatus: '0', emailVerified: 'true', sort: 'newest' },
      schedule: null,
      createdBy: admin.admin.email,
    });
    expect(res.body.query).not.toHaveProperty('page');
    const seen = await call(t, 'GET', '/admin/saved-views?list=candidates', { token: colleague.token });
    expect(seen.status).toBe(200);
    expect(seen.body.items).toContainEqual(expect.objectContaining({ id: res.body.id, name }));
    const jobs = await call(t, 'GET', '/admin/saved-views?list=jobs', { token: colleague.token });
    expect(jobs.body.items.map((v: { id: string }) => v.id)).not.toContain(res.body.id);
    expect((await call(t, 'GET', '/admin/saved-views?list=reviews', { token: colleague.token })).body.field).toBe(
      'list',
    );
    expect(await auditOf(res.body.id)).toEqual([
      expect.objectContaining({ action: 'saved_view.created', actor: admin.admin.id }),
    ]);
  });

  it('keeps names unique per list, whatever their case, and lets any officer rename and delete a view', async () => {
    const name = uniqueName('Funder pack');
    const first = await create({ list: 'applications', name, query: { stage: '5' } });
    expect(first.status).toBe(201);
    const again = await create({ list: 'applications', name: name.toUpperCase(), query: {} }, colleague.token, 'zh');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'SAVED_VIEW_NAME_TAKEN',
      field: 'name',
      message: translate('zh', 'errors:SAVED_VIEW_NAME_TAKEN'),
    });
    // Another list may have a view of the same name.
    expect((await create({ list: 'companies', name, query: {} })).status).toBe(201);

    const other = await create({ list: 'applications', name: uniqueName('Other'), query: {} });
    const path = `/admin/saved-views/${first.body.id}`;
    const clash = await call(t, 'PUT', path, {
      token: colleague.token,
      body: { list: 'applications', name: other.body.name, query: {} },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.field).toBe('name');
    const moved = await call(t, 'PUT', path, { token: colleague.token, body: { list: 'jobs', name, query: {} } });
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('list');

    const renamed = await call(t, 'PUT', path, {
      token: colleague.token,
      body: { list: 'applications', name: `${name} (weekly)`, query: { stage: '6', sort: 'appliedAt' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: `${name} (weekly)`,
      query: { stage: '6', sort: 'appliedAt' },
      createdBy: admin.admin.email,
    });
    // Renaming a view to its own name in another case is no clash.
    const recased = await call(t, 'PUT', path, {
      token: colleague.token,
      body: { list: 'applications', name: `${name} (WEEKLY)`, query: {} },
    });
    expect(recased.status).toBe(200);

    const removed = await call(t, 'DELETE', path, { token: colleague.token });
    expect(removed.status).toBe(204);
    const left = await call(t, 'GET', '/admin/saved-views?list=applications', { token: admin.token });
    expect(left.body.items.map((v: { id: string }) => v.id)).not.toContain(first.body.id);
    expect((await auditOf(first.body.id)).map((row) => [row.action, row.actor])).toEqual([
      ['saved_view.created', admin.admin.id],
      ['saved_view.updated', colleague.admin.id],
      ['saved_view.updated', colleague.admin.id],
      ['saved_view.deleted', colleague.admin.id],
    ]);
  });

  it('keeps at most SAVED_VIEWS_PER_LIST_MAX views of a list', async () => {
    const have = (await call(t, 'GET', '/admin/saved-views?list=companies', { token: admin.token })).body.items.length;
    for (let i = have; i < SAVED_VIEWS_PER_LIST_MAX; i++) {
      expect((await create({ list: 'companies', name: uniqueName(`Company view ${i}`), query: {} })).status).toBe(201);
    }
    const full = await create({ list: 'companies', name: uniqueName('One too many'), query: {} }, admin.token, 'en');
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('SAVED_VIEWS_FULL');
    expect(full.body.message).toContain(String(SAVED_VIEWS_PER_LIST_MAX));
    // Another list is counted on its own.
    expect((await create({ list: 'jobs', name: uniqueName('Jobs view'), query: {} })).status).toBe(201);
  });
});

/** The emails of a view's weekly export, with their CSV decoded. */
async function exportsOf(app: TestApp, to: string[]) {
  const rows = await app.app.db
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.toAddress, to), eq(emailOutbox.template, 'savedViewExport')))
    .orderBy(emailOutbox.seq);
  return rows.map((row) => ({
    to: row.toAddress,
    language: row.language,
    subject: row.subject,
    files: row.attachments.map((file) => ({ ...file, text: Buffer.from(file.content, 'base64').toString('utf8') })),
  }));
}

/** A CSV's records (no byte order mark), split simply: the test data holds no quoted commas. */
const records = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('the weekly export', () => {
  let viewId: string;
  let officers: { en: { id: string; email: string }; zh: { id: string; email: string } };
  let suspended: { id: string; email: string };
  let removed: { id: string; email: string };
  const addresses = () => [officers.en.email, officers.zh.email, suspended.email, removed.email];

  beforeAll(async () => {
    const zh = await createAdmin(t);
    await t.app.db.update(users).set({ emailLanguage: 'zh' }).where(eq(users.id, zh.id));
    officers = { en: await createAdmin(t), zh };
    suspended = await createAdmin(t);
    removed = await createAdmin(t);
    const view = await create({
      list: 'candidates',
      name: uniqueName('Funder pack'),
      query: { programme: TAG, sort: 'name' },
    });
    viewId = view.body.id;
  });

  it('starts next week when the day and hour have already come this week', async () => {
    // The test clock is Monday 10:00 in Hong Kong.
    const reader = await createAdmin(t);
    const view = await create({ list: 'jobs', name: uniqueName('Monday morning'), query: {} });
    const res = await call(t, 'PUT', `/admin/saved-views/${view.body.id}/schedule`, {
      token: admin.token,
      body: { weekday: 1, hour: 9, recipientIds: [reader.id] },
    });
    expect(res.status).toBe(200);
    expect(res.body.schedule).toMatchObject({ weekday: 1, hour: 9, lastSentWeek: '2026-03-02' });
    await sendDueSavedViewExports(t.app.services);
    expect(await exportsOf(t, [reader.email])).toEqual([]);
  });

  it('sends each active recipient one email with the CSV in their language, even when the task runs twice at once', async () => {
    const res = await call(t, 'PUT', `/admin/saved-views/${viewId}/schedule`, {
      token: colleague.token,
      body: {
        weekday: 1,
        hour: 11,
        recipientIds: [officers.en.id, officers.zh.id, suspended.id, removed.id, officers.en.id],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.schedule).toMatchObject({ weekday: 1, hour: 11, lastSentWeek: null });
    expect(res.body.schedule.recipients).toHaveLength(4);
    // Not yet: it is 10:00.
    await sendDueSavedViewExports(t.app.services);
    expect(await exportsOf(t, addresses())).toEqual([]);

    // Since then one was suspended and one removed from the team.
    await t.app.db.update(users).set({ status: UserStatus.SUSPENDED }).where(eq(users.id, suspended.id));
    await t.app.db.update(users).set({ status: UserStatus.DELETED }).where(eq(users.id, removed.id));
    const listed = await call(t, 'GET', '/admin/saved-views?list=candidates', { token: admin.token });
    const scheduled = listed.body.items.find((v: { id: string }) => v.id === viewId);
    expect(scheduled.schedule.recipients).toContainEqual({ id: suspended.id, email: suspended.email, active: false });

    t.clock.advance(HOUR);
    await Promise.all([sendDueSavedViewExports(t.app.services), sendDueSavedViewExports(t.app.services)]);
    await sendDueSavedViewExports(t.app.services);
    const sent = await exportsOf(t, addresses());
    expect(sent.map((email) => email.to).sort()).toEqual([officers.en.email, officers.zh.email].sort());

    // The rows are the list's rows for the view's filters, in its order, headed in the reader's language.
    const list = await call(t, 'GET', `/admin/candidates?programme=${TAG}&sort=name`, { token: admin.token });
    const en = sent.find((email) => email.to === officers.en.email);
    expect(en?.language).toBe('en');
    expect(en?.subject).toContain('Candidates');
    expect(en?.files).toHaveLength(1);
    expect(en?.files[0]).toMatchObject({ filename: 'candidates-20260302.csv', contentType: 'text/csv; charset=utf-8' });
    const [header, ...rows] = records(en?.files[0]?.text ?? '');
    expect(header?.[0]).toBe(translate('en', 'adminLists:csv.candidates.englishName'));
    const emailColumn = header?.indexOf(translate('en', 'adminLists:csv.candidates.email')) ?? -1;
    expect(rows.map((row) => row[emailColumn])).toEqual(list.body.items.map((item: { email: string }) => item.email));
    expect(rows.map((row) => row[0])).toEqual(['Au Yan', 'Cheung Wing', 'Ho Ming']);
    // The very file the list's own export writes with the same query.
    const file = await fetch(`${t.url}/api/v1/admin/candidates/export-csv?programme=${TAG}&sort=name`, {
      headers: { authorization: `Bearer ${admin.token}`, 'accept-language': 'en' },
    });
    expect(en?.files[0]?.text).toBe(Buffer.from(await file.arrayBuffer()).toString('utf8'));

    const zh = sent.find((email) => email.to === officers.zh.email);
    expect(zh?.language).toBe('zh');
    expect(zh?.subject).toContain('求職者');
    expect(records(zh?.files[0]?.text ?? '')[0]?.[0]).toBe(translate('zh', 'adminLists:csv.candidates.englishName'));

    const audits = (await auditOf(viewId)).filter((row) => row.action === 'saved_view.exported');
    expect(audits.map((row) => (row.details as { email: string }).email).sort()).toEqual(
      [officers.en.email, officers.zh.email].sort(),
    );
    expect(audits[0]?.details).toMatchObject({ list: 'candidates', rowCount: 3, week: '2026-03-02' });
    const [stored] = await t.app.db.select().from(savedViews).where(eq(savedViews.id, viewId));
    expect(stored?.lastSentWeek).toBe('2026-03-02');

    // The next week, once more each.
    t.clock.advance(7 * 24 * HOUR);
    await sendDueSavedViewExports(t.app.services);
    expect(await exportsOf(t, addresses())).toHaveLength(4);
    t.clock.advance(-7 * 24 * HOUR - HOUR);
  });

  it('stops when the schedule is removed, the view staying', async () => {
    const res = await call(t, 'DELETE', `/admin/saved-views/${viewId}/schedule`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.schedule).toBeNull();
    t.clock.advance(14 * 24 * HOUR);
    await sendDueSavedViewExports(t.app.services);
    t.clock.advance(-14 * 24 * HOUR);
    expect(await exportsOf(t, addresses())).toHaveLength(4);
    expect((await auditOf(viewId)).map((row) => row.action)).toContain('saved_view.unscheduled');
  });
});

describe('two instances on one database', () => {
  it('sends a week once when both run the task at once, and again after a restart', async () => {
    const database = await freshDatabase(POSTGRES_URL);
    const one = await startTestApp({}, { databaseLocation: database.location });
    const two = await startTestApp(
      { tokenSecret: one.app.config.tokenSecret },
      { databaseLocation: database.location },
    );
    let three: TestApp | undefined;
    let oneOpen = true;
    try {
      const officer = await signedInAdmin(one);
      const recipients = [await createAdmin(one), await createAdmin(one)];
      const view = await call(one, 'POST', '/admin/saved-views', {
        token: officer.token,
        body: { list: 'companies', name: 'Funder pack', query: { sort: 'name' } },
      });
      expect(view.status).toBe(201);
      const scheduled = await call(two, 'PUT', `/admin/saved-views/${view.body.id}/schedule`, {
        token: officer.token,
        body: { weekday: 1, hour: 11, recipientIds: recipients.map((r) => r.id) },
      });
      expect(scheduled.status).toBe(200);
      for (const app of [one, two]) app.clock.advance(HOUR);
      await Promise.all([
        sendDueSavedViewExports(one.app.services),
        sendDueSavedViewExports(two.app.services),
        sendDueSavedViewExports(one.app.services),
        sendDueSavedViewExports(two.app.services),
      ]);
      const addresses = recipients.map((r) => r.email);
      expect((await exportsOf(one, addresses)).map((email) => email.to).sort()).toEqual([...addresses].sort());

      await one.close();
      oneOpen = false;
      three = await startTestApp({}, { databaseLocation: database.location });
      three.clock.advance(2 * HOUR);
      await sendDueSavedViewExports(three.app.services);
      expect(await exportsOf(two, addresses)).toHaveLength(2);
    } finally {
      await three?.close();
      await two.close();
      if (oneOpen) await one.close();
      await database.drop();
    }
  });
});
