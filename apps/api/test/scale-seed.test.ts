// The scale seed (`npm run seed:scale`, src/seed/scale-data.ts) on a small scale: every
// application has the history a real one would have (the events of docs/decisions/042, each move
// one the stage machine allows, days apart within the period), the office's picks and grants are
// there, so the office's reports have figures, and a second run draws the same data. The seed is
// written for PostgreSQL (one INSERT … SELECT per table), so this file runs on the PostgreSQL of
// TEST_DATABASE_URL (CI's second pass), and is skipped without one, as a new machine may have none.
import { APPLICATION_MOVES, Stage } from '@fis/shared/application-stages';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { hasScaleData, seedScaleData } from '../src/seed/scale-data.js';
import { signedInAdmin } from './factories.js';
import { call, freshDatabase, insertTestRound, startTestApp, type TestApp } from './helper.js';

const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const SIZE = { jobs: 60, companies: 6, candidates: 400 };
const DAY = 86_400_000;

let t: TestApp;
let client: pg.Client;
let drop: () => Promise<void>;

/** Fills a database holding the test round with the scale data of the test clock's day. */
async function seed(into: pg.Client, now: Date) {
  return seedScaleData(into, { ...SIZE, now, passwordHash: 'not-a-hash' });
}

beforeAll(async () => {
  if (!POSTGRES_URL) return;
  const database = await freshDatabase(POSTGRES_URL);
  drop = database.drop;
  t = await startTestApp({}, { databaseLocation: database.location });
  await insertTestRound(t.app.db);
  client = new pg.Client({ connectionString: database.location });
  await client.connect();
  await seed(client, t.clock.now());
});
afterAll(async () => {
  await client?.end();
  await t?.close();
  await drop?.();
});

describe.skipIf(!POSTGRES_URL)('the scale seed (PostgreSQL: needs TEST_DATABASE_URL)', () => {
  it('gives every application the events of its history, up to its stage', async () => {
    expect(await hasScaleData(client)).toBe(true);
    const { rows } = await client.query<{
      stage: number;
      previous_stage: number | null;
      applied_at: Date;
      stage_changed_at: Date;
      events: { from: number | null; to: number; actor: string; actorUserId: string | null; at: string }[];
    }>(
      `SELECT a.stage, a.previous_stage, a.applied_at, a.stage_changed_at,
              json_agg(json_build_object('from', e.from_stage, 'to', e.to_stage, 'actor', e.actor,
                                         'actorUserId', e.actor_user_id, 'at', e.created_at)
                       ORDER BY e.created_at) AS events
       FROM applications a LEFT JOIN application_events e ON e.application_id = a.id
       GROUP BY a.id`,
    );
    expect(rows.length).toBeGreaterThan(SIZE.candidates);
    const now = t.clock.now().getTime();
    const stages = new Set<number>();
    for (const a of rows) {
      const { events } = a;
      const last = events.at(-1);
      expect(events[0]).toMatchObject({ from: null, to: Stage.NEW, actor: 'candidate' });
      for (const [i, e] of events.entries()) {
        if (i === 0) continue;
        const before = events[i - 1];
        expect(APPLICATION_MOVES).toContainEqual(expect.objectContaining({ from: e.from, to: e.to, actor: e.actor }));
        expect(e.from).toBe(before?.to);
        const gap = Date.parse(e.at) - Date.parse(before?.at ?? '');
        expect(gap).toBeGreaterThanOrEqual(0.5 * DAY);
        expect(gap).toBeLessThanOrEqual(5 * DAY);
      }
      for (const e of events) expect(e.actorUserId === null).toBe(e.actor === 'system');
      expect(last?.to).toBe(a.stage);
      expect(a.previous_stage).toBe(events.at(-2)?.to ?? null);
      expect(a.applied_at.getTime()).toBe(Date.parse(events[0]?.at ?? ''));
      expect(a.stage_changed_at.getTime()).toBe(Date.parse(last?.at ?? ''));
      // Within the last 30 days (the round opened long before), none after now.
      expect(a.applied_at.getTime()).toBeGreaterThanOrEqual(now - 30 * DAY);
      expect(a.stage_changed_at.getTime()).toBeLessThanOrEqual(now);
      stages.add(a.stage);
    }
    expect([...stages].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives the office reports figures: grants, picks followed and not, placements', async () => {
    const admin = await signedInAdmin(t);
    const get = async (path: string) => {
      const res = await call(t, 'GET', path, { token: admin.token, lang: 'en' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const flow = await get('/admin/reports/flow');
    expect(flow.groups.length).toBeGreaterThan(0);
    for (const figure of ['interviews', 'offers', 'acceptances', 'responded', 'recommended', 'recommendedApplied']) {
      expect(flow.total[figure], figure).toBeGreaterThan(0);
    }
    expect(flow.total.recommendedApplied).toBeLessThan(flow.total.recommended);
    expect(flow.total.medianDaysToResponse).toBeGreaterThan(0.5);
    expect(flow.total.medianDaysToOffer).toBeGreaterThan(flow.total.medianDaysToResponse);

    const places = await get('/admin/reports/places');
    expect(places.total.granted).toBeGreaterThan(0);
    expect(places.total.taken).toBe(flow.total.acceptances);
    // Every grant covers what the company uses on its side; the round's total funds them all.
    for (const row of places.rows) expect(row.granted, row.companyName).toBeGreaterThanOrEqual(row.held + row.taken);
    expect(places.totalPlaces).toBe(places.total.granted);
    expect(places.sides.every((s: { granted: number }) => s.granted > 0)).toBe(true);
    expect(places.fill.at(-1).taken).toBe(places.total.taken);

    const money = await get('/admin/reports/money');
    const placements = money.sides.reduce((n: number, s: { placements: number }) => n + s.placements, 0);
    expect(placements).toBe(places.total.taken);
  });

  it('draws the same data on a second run', async () => {
    const other = await freshDatabase(POSTGRES_URL);
    const database = await openDatabase(other.location);
    const second = new pg.Client({ connectionString: other.location });
    try {
      await insertTestRound(database.db);
      await second.connect();
      await seed(second, t.clock.now());
      const fingerprint = async (c: pg.Client) =>
        (
          await c.query(
            `SELECT (SELECT json_agg(x ORDER BY x.at, x.english_name) FROM (
                       SELECT e.from_stage, e.to_stage, e.actor, e.created_at AS at, a.stage, cp.english_name,
                              j.position_name, c.name_en AS company
                       FROM application_events e JOIN applications a ON a.id = e.application_id
                       JOIN jobs j ON j.id = a.job_id JOIN companies c ON c.id = j.company_id
                       JOIN candidate_profiles cp ON cp.user_id = a.candidate_id) x) AS events,
                    (SELECT json_agg(x ORDER BY x.at, x.english_name) FROM (
                       SELECT r.created_at AS at, r.withdrawn_at, cp.english_name FROM office_recommendations r
                       JOIN candidate_profiles cp ON cp.user_id = r.candidate_id) x) AS picks,
                    (SELECT json_agg(x ORDER BY x.name, x.side) FROM (
                       SELECT c.name_en AS name, g.side, g.granted FROM round_places g
                       JOIN companies c ON c.id = g.company_id) x) AS grants`,
          )
        ).rows[0];
      expect(await fingerprint(second)).toEqual(await fingerprint(client));
    } finally {
      await second.end();
      await database.close();
      await other.drop();
    }
  });
});
