// The recommendation lists kept in the database (docs/decisions/029): each owner's list as the
// scorer last ranked it, read in one statement with its entries re-gated live, and stored again
// when the triggers of migration 0028 say it is stale.
import { type SQL, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../context.js';
import { executePrepared, rowsOf } from '../../db/sql-helpers.js';
import { arrayParam, type MatchRow } from './match-sql.js';

/** recommendation_lists.owner_kind; the numbers are also in migration 0028's triggers. */
export const RecommendationListKind = {
  /** The jobs for a candidate (owner: the candidate's user id). */
  JOBS_FOR_CANDIDATE: 1,
  /** The candidates for a job (owner: the job's id). */
  CANDIDATES_FOR_JOB: 2,
} as const;
export type RecommendationListKind = (typeof RecommendationListKind)[keyof typeof RecommendationListKind];

/**
 * How many entries a list keeps, against the number shown: what the live gate hides (a job
 * closed, applied to or dismissed since) still leaves a full list, until the list is made again.
 */
export const STORED_LIST_FACTOR = 3;

/** What a list keeps of each entry: its match as the scorer found it, and whether the office picked it. */
export type StoredMatch = MatchRow & { office_pick: boolean };

// Every field of StoredMatch, by name (a Record of them all: a field added to MatchRow and not here
// fails to compile).
const STORED_FIELD_SET: Record<keyof StoredMatch, true> = {
  score: true,
  skills_common: true,
  function_met: true,
  mode_met: true,
  education_met: true,
  graduation_met: true,
  location_points: true,
  job_skill_keys: true,
  job_skill_names: true,
  candidate_skill_keys: true,
  match_function: true,
  match_mode: true,
  match_city: true,
  job_levels: true,
  candidate_levels: true,
  graduation_year_from: true,
  graduation_year_to: true,
  match_graduation_year: true,
  office_pick: true,
};
const STORED_FIELDS = Object.keys(STORED_FIELD_SET) as (keyof StoredMatch)[];

/** The side whose changes make a list of this kind stale (recommendation_generations' column). */
const OTHER_SIDE = {
  [RecommendationListKind.JOBS_FOR_CANDIDATE]: sql.raw('g.jobs_changed'),
  [RecommendationListKind.CANDIDATES_FOR_JOB]: sql.raw('g.candidates_changed'),
};

/** What a read saw of the list, for storing it again: the counter and the list's version then. */
export interface ListSeen {
  counter: number;
  version: number | null;
}

/** An entry read from a list: the row its statement gave, and its stored match. */
export interface ListEntry<Row> {
  row: Row;
  match: StoredMatch;
}

export type ListRead<Row> = { fresh: true; entries: ListEntry<Row>[] } | { fresh: false; seen: ListSeen };

/**
 * The owner's list in one statement: when it is fresh, its entries in the stored order through
 * `entries`, a statement over `le` (id, stored, ord: the stored entries) that joins and gates
 * them live and cuts them to the list size; when it is not, what storing it again needs.
 */
export async function readRecommendationList<Row>(
  ctx: UseCaseContext,
  kind: RecommendationListKind,
  ownerId: string,
  entries: (fresh: SQL) => SQL,
): Promise<ListRead<Row>> {
  const fresh = sql`l.ids IS NOT NULL AND l.generation >= ${OTHER_SIDE[kind]}`;
  const result = await executePrepared(
    ctx.db,
    sql`SELECT ${fresh} AS list_fresh, g.counter AS list_counter,
      l.version AS list_version, e.*
    FROM recommendation_generations g
      LEFT JOIN recommendation_lists l ON l.owner_kind = ${kind} AND l.owner_id = ${ownerId}
      LEFT JOIN LATERAL (${entries(fresh)}) e ON true`,
  );
  type Head = { list_fresh: boolean | null; list_counter: number | string; list_version: number | null };
  const rows = rowsOf<Head & Row & { stored: StoredMatch | null }>(result);
  const [head] = rows;
  if (!head) throw new Error('recommendation_generations has no row (migration 0028)');
  if (!head.list_fresh) {
    return { fresh: false, seen: { counter: Number(head.list_counter), version: head.list_version } };
  }
  // A fresh list whose entries are all hidden gives one row of nulls.
  const found: ListEntry<Row>[] = [];
  for (const row of rows) if (row.stored) found.push({ row, match: row.stored });
  return { fresh: true, entries: found };
}

/** The stored entries of `l`, as `le` (id, stored, ord), for readRecommendationList's `entries`. */
export const STORED_ENTRIES = sql.raw(
  'ROWS FROM (unnest(l.ids), jsonb_array_elements(l.matches)) WITH ORDINALITY AS le(id, stored, ord)',
);

/**
 * Stores the list as the scorer ranked it, unless its owner's facts changed since the read
 * (the version it saw no longer holds, or a row appeared where there was none): then the list
 * answers this request only, and the next read makes it again.
 */
export async function storeRecommendationList(
  ctx: UseCaseContext,
  kind: RecommendationListKind,
  ownerId: string,
  seen: ListSeen,
  entries: readonly { id: string; match: StoredMatch }[],
): Promise<void> {
  const matches = entries.map(({ match }) => Object.fromEntries(STORED_FIELDS.map((f) => [f, match[f]])));
  await ctx.db.execute(sql`INSERT INTO recommendation_lists
      (owner_kind, owner_id, ids, matches, generation, computed_at, version)
    VALUES (${kind}, ${ownerId}, ${arrayParam(
      entries.map((e) => e.id),
      'uuid',
    )}, ${JSON.stringify(matches)}::jsonb, ${seen.counter}, ${ctx.clock.now()}::timestamptz, 0)
    ON CONFLICT (owner_kind, owner_id) DO UPDATE SET ids = excluded.ids, matches = excluded.matches,
      generation = excluded.generation, computed_at = excluded.computed_at
    WHERE recommendation_lists.version = ${seen.version}`);
}
