// The scale seed's applications with the history a real season leaves (docs/decisions/042: the
// reports count from it): each application's events, from the apply through every move up to its
// stage, in an order the stage machine allows, days apart within the round's period; the office's
// picks of part of the candidates; and the companies' grants of places with the round's total.
// Like the rest of the seed, each is one INSERT … SELECT inside PostgreSQL, its randomness drawn
// from the seeded generator (setseed), so a run gives the same history as the one before.
import { APPLICATION_MOVES, Stage } from '@fis/shared/application-stages';
import type pg from 'pg';

/**
 * Each current stage (an eighth of the applications each, as before the history was kept) and the
 * ways it is reached, with their shares of that stage.
 */
const HISTORIES: ReadonlyArray<readonly [Stage, ReadonlyArray<readonly [share: number, path: readonly Stage[]]>]> = [
  [Stage.NEW, [[1, [Stage.NEW]]]],
  [Stage.SCREENING, [[1, [Stage.NEW, Stage.SCREENING]]]],
  [
    Stage.REJECTED_AFTER_SCREENING,
    [
      [0.7, [Stage.NEW, Stage.SCREENING, Stage.REJECTED_AFTER_SCREENING]],
      [0.3, [Stage.NEW, Stage.REJECTED_AFTER_SCREENING]],
    ],
  ],
  [Stage.INTERVIEWING, [[1, [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING]]]],
  [
    Stage.REJECTED_AFTER_INTERVIEW,
    [[1, [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.REJECTED_AFTER_INTERVIEW]]],
  ],
  [
    Stage.OFFERED,
    [
      [0.75, [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.OFFERED]],
      [0.25, [Stage.NEW, Stage.SCREENING, Stage.OFFERED]],
    ],
  ],
  [
    Stage.HIRED,
    [
      [0.75, [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.OFFERED, Stage.HIRED]],
      [0.25, [Stage.NEW, Stage.SCREENING, Stage.OFFERED, Stage.HIRED]],
    ],
  ],
  [
    Stage.DECLINED,
    [
      // Half are offers turned down, half withdrawn before an offer.
      [0.35, [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.OFFERED, Stage.DECLINED]],
      [0.15, [Stage.NEW, Stage.SCREENING, Stage.OFFERED, Stage.DECLINED]],
      [0.2, [Stage.NEW, Stage.DECLINED]],
      [0.2, [Stage.NEW, Stage.SCREENING, Stage.DECLINED]],
      [0.1, [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.DECLINED]],
    ],
  ],
];

export interface ScaleHistoryPath {
  stage: Stage;
  /** The share of the stage's applications, as [lo, hi) of a uniform draw. */
  lo: number;
  hi: number;
  path: Stage[];
  /** Who made each move: the apply is the candidate's, the rest as APPLICATION_MOVES says. */
  actors: string[];
}

/** The histories with each move's actor, checked against the stage machine. */
export function scaleHistoryPaths(): ScaleHistoryPath[] {
  return HISTORIES.flatMap(([stage, ways]) => {
    let lo = 0;
    return ways.map(([share, path]) => {
      const actors = path.map((to, i) => {
        const move = APPLICATION_MOVES.find((m) => m.from === (i === 0 ? Stage.VIEWED : path[i - 1]) && m.to === to);
        if (!move) throw new Error(`The scale history ${path.join('→')} makes a move the stage machine refuses`);
        return move.actor;
      });
      if (path.at(-1) !== stage) throw new Error(`The scale history ${path.join('→')} does not end at ${stage}`);
      const way = { stage, lo, hi: lo + share, path: [...path], actors };
      lo += share;
      return way;
    });
  });
}

/** Days from one move to the next: half a day to five. */
const GAP_DAYS = { least: 0.5, spread: 4.5 };
/** The period the applications are made in: the last 30 days, or the round's days so far if fewer. */
const WINDOW_DAYS = 30;

/**
 * Two applications per candidate on average (on the visible jobs of `scale_visible_jobs`), each
 * with its events and its stage, previous stage and stage-change time as its last event leaves
 * them; then every hire's placement as the accept makes it (the caller runs that).
 */
export async function insertScaleApplications(
  client: pg.ClientBase,
  input: { domain: string; now: Date; roundId: string },
): Promise<void> {
  const paths = scaleHistoryPaths();
  const moves = Math.max(...paths.map((p) => p.path.length - 1));
  await client.query(
    `CREATE TEMP TABLE scale_paths ON COMMIT DROP AS
     SELECT stage, lo, hi, path::smallint[] AS path, actors::text[] AS actors
     FROM unnest($1::int[], $2::float8[], $3::float8[], $4::text[], $5::text[]) AS p(stage, lo, hi, path, actors)`,
    [
      paths.map((p) => p.stage),
      paths.map((p) => p.lo),
      // The last way of a stage takes what rounding leaves.
      paths.map((p, i) => (paths[i + 1]?.stage === p.stage ? p.hi : 2)),
      paths.map((p) => `{${p.path.join(',')}}`),
      paths.map((p) => `{${p.actors.join(',')}}`),
    ],
  );
  // Each application's moves as offsets in days from the apply, then placed so that its last move
  // is before now and its apply within the period (scaled down if the round opened too recently).
  // Every draw is made while the candidates are read in order, never in an order of random ids.
  // The offsets and times are written out per position (at most `moves` + 1), and each stage of
  // the arithmetic materialized: inlined, every reference computed the arrays again (14 s).
  const positions = Array.from({ length: moves + 1 }, (_, k) => k + 1);
  const offsets = positions.map((k) =>
    k === 1
      ? '0::float8'
      : positions
          .slice(0, k - 1)
          .map((i) => `($5::float8 + r_gaps[${i}] * $6::float8)`)
          .join(' + '),
  );
  const times = positions.map(
    (k) => `$2::timestamptz - make_interval(secs => 86400 * (apply_days - offsets[${k}] * scale))`,
  );
  await client.query(
    `CREATE TEMP TABLE scale_histories ON COMMIT DROP AS
     WITH period AS (
       SELECT extract(epoch FROM $2::timestamptz - greatest($2::timestamptz - make_interval(days => $4::int),
                      (r.application_start::timestamp AT TIME ZONE 'Asia/Hong_Kong'))) / 86400 AS days
       FROM scheme_rounds r WHERE r.id = $3::uuid
     ), picks AS MATERIALIZED (
       SELECT u.id AS user_id, k, 1 + floor(random() * (SELECT count(*) FROM scale_visible_jobs))::int AS n,
              floor(random() * 8)::int AS stage, random() AS r_path, random() AS r_when,
              ARRAY[${positions.slice(1).map(() => 'random()')}] AS r_gaps,
              -- Whether the office picked the job for the candidate first, and how long before.
              ARRAY[random(), random()] AS r_office
       FROM users u CROSS JOIN generate_series(1, 2) k
       WHERE u.email LIKE 'candidate%@' || $1
     ), chosen AS (
       -- A candidate drawn twice to one job applied once.
       SELECT DISTINCT ON (v.id, p.user_id) v.id AS job_id, v.company_id, p.*
       FROM picks p JOIN scale_visible_jobs v ON v.n = p.n
       ORDER BY v.id, p.user_id, p.k
     ), shaped AS MATERIALIZED (
       SELECT c.*, s.path, s.actors, cardinality(s.path) AS moves, period.days,
              ARRAY[${offsets.join(', ')}] AS offsets
       FROM chosen c JOIN scale_paths s ON s.stage = c.stage AND c.r_path >= s.lo AND c.r_path < s.hi
       CROSS JOIN period
     ), fitted AS (
       SELECT shaped.*, CASE WHEN offsets[moves] > 0.9 * days THEN 0.9 * days / offsets[moves] ELSE 1 END AS scale
       FROM shaped
     ), placed AS MATERIALIZED (
       SELECT fitted.*, offsets[moves] * scale + r_when * (days - offsets[moves] * scale) AS apply_days
       FROM fitted
     )
     SELECT gen_random_uuid() AS id, job_id, company_id, user_id, path, actors, r_office,
            (ARRAY[${times.join(', ')}])[1:moves] AS times
     FROM placed`,
    [input.domain, input.now, input.roundId, WINDOW_DAYS, GAP_DAYS.least, GAP_DAYS.spread],
  );
  await client.query(
    `INSERT INTO applications (id, job_id, company_id, candidate_id, stage, previous_stage, applied_at, stage_changed_at, created_at)
     SELECT id, job_id, company_id, user_id, path[cardinality(path)], path[cardinality(path) - 1],
            times[1], times[cardinality(times)], times[1]
     FROM scale_histories`,
  );
  // path[0] is NULL: the apply comes from no stage, as apply-to-job writes it.
  await client.query(
    `INSERT INTO application_events (application_id, actor_user_id, actor, from_stage, to_stage, created_at)
     SELECT h.id, CASE h.actors[i] WHEN 'candidate' THEN h.user_id WHEN 'company' THEN c.user_id END,
            h.actors[i], h.path[i - 1], h.path[i], h.times[i]
     FROM scale_histories h
     JOIN companies c ON c.id = h.company_id
     CROSS JOIN LATERAL generate_series(1, cardinality(h.path)) i`,
  );
}
