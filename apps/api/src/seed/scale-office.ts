// The scheme office's records in the scale seed, so its reports have figures (docs/decisions/042):
// its account, its picks of jobs for part of the candidates (decision 028: some followed by an
// application, some not, a few withdrawn), and the places it granted the companies on each side
// with the round's total (decision 040). Made after the applications, from them, in PostgreSQL.
import { Stage } from '@fis/shared/application-stages';
import { JobCity } from '@fis/shared/job-enums';
import type pg from 'pg';

/** A job's side is its city's (decision 040), as jobSideSql writes it. */
const SIDE = `(CASE WHEN j.city = ${JobCity.HONG_KONG} THEN 'HongKong' ELSE 'GBA' END)`;

/** The office's account of the scale data: its picks are its own, and the reports bench signs in as it. */
export const SCALE_OFFICE_EMAIL = 'office@scale.fis.invalid';

/**
 * One application in eight was picked for its candidate by the office shortly before they applied
 * (up to three days, never before the period); one candidate in five has a pick of another open
 * job they did not apply to, one in eight of those withdrawn a few days later.
 */
export async function insertScalePicks(
  client: pg.ClientBase,
  input: { domain: string; now: Date; passwordHash: string; roundId: string },
): Promise<void> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO users (email, role, password_hash, status, email_verified_at, is_first_login, email_language, created_at, updated_at)
     VALUES ($1, 1, $2, 1, $3, false, 'en', $3::timestamptz - interval '400 days', $3)
     RETURNING id`,
    [SCALE_OFFICE_EMAIL, input.passwordHash, input.now],
  );
  const officeId = rows[0]?.id;
  // The first day of the period the applications were made in (scale-history.ts).
  const start = `(SELECT greatest($2::timestamptz - interval '30 days',
                                  (r.application_start::timestamp AT TIME ZONE 'Asia/Hong_Kong'))
                  FROM scheme_rounds r WHERE r.id = $3::uuid)`;
  await client.query(
    `INSERT INTO office_recommendations (job_id, candidate_id, recommended_by, created_at)
     SELECT h.job_id, h.user_id, $1::uuid,
            greatest(${start}, h.times[1] - make_interval(secs => (0.1 + h.r_office[2] * 2.9) * 86400))
     FROM scale_histories h
     WHERE h.r_office[1] < 0.125`,
    [officeId, input.now, input.roundId],
  );
  await client.query(
    `WITH drawn AS MATERIALIZED (
       SELECT u.id AS user_id, 1 + floor(random() * (SELECT count(*) FROM scale_visible_jobs))::int AS n,
              random() AS r_when, random() AS r_withdrawn, random() AS r_after
       FROM users u
       WHERE u.email LIKE 'candidate%@' || $4 AND substring(u.email from '^candidate([0-9]+)@')::int % 5 = 2
     ), dated AS (
       SELECT v.id AS job_id, d.user_id, d.r_withdrawn, d.r_after,
              ${start} + (($2::timestamptz - ${start}) * d.r_when) AS at
       FROM drawn d JOIN scale_visible_jobs v ON v.n = d.n
       WHERE NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = v.id AND a.candidate_id = d.user_id)
     )
     INSERT INTO office_recommendations (job_id, candidate_id, recommended_by, created_at, withdrawn_at, withdrawn_by)
     SELECT job_id, user_id, $1::uuid, at,
            CASE WHEN r_withdrawn < 0.125 THEN least($2::timestamptz, at + make_interval(secs => (1 + r_after * 4) * 86400)) END,
            CASE WHEN r_withdrawn < 0.125 THEN $1::uuid END
     FROM dated
     ON CONFLICT DO NOTHING`,
    [officeId, input.now, input.roundId, input.domain],
  );
}

/**
 * The office's grants: every approved company with jobs in the round, on each side it has jobs
 * on, gets the places its offers and hires there use, plus a few more (none more for one in five,
 * which has used them all); the round's total funds every grant of the round, so it is not full
 * (kept when already larger, as after a --reset, which keeps the round).
 */
export async function insertScaleGrants(client: pg.ClientBase, input: { now: Date; roundId: string }): Promise<void> {
  await client.query(
    `INSERT INTO round_places (round_id, company_id, side, granted, created_at, updated_at)
     SELECT $1::uuid, s.company_id, s.side,
            s.used + CASE WHEN s.used > 0 AND s.k % 5 = 0 THEN 0 ELSE 1 + s.k % (2 + s.used / 5) END,
            $2, $2
     FROM (SELECT j.company_id, ${SIDE} AS side,
                  count(a.id) FILTER (WHERE a.stage IN (${Stage.OFFERED}, ${Stage.HIRED}))::int AS used,
                  -- The same draw on every run: from the company's name and the side, not a random id.
                  abs(hashtext(min(co.name_en) || ${SIDE})) AS k
           FROM jobs j
           JOIN scale_companies c ON c.id = j.company_id AND c.approval_status = 1
           JOIN companies co ON co.id = c.id
           LEFT JOIN applications a ON a.job_id = j.id
           WHERE j.round_id = $1::uuid AND j.deleted_at IS NULL
           GROUP BY 1, 2) s`,
    [input.roundId, input.now],
  );
  await client.query(
    `UPDATE scheme_rounds r SET total_places = greatest(r.total_places, g.granted)
     FROM (SELECT sum(granted)::int AS granted FROM round_places WHERE round_id = $1::uuid) g
     WHERE r.id = $1::uuid`,
    [input.roundId],
  );
}
