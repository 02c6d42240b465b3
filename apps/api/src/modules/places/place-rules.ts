// The two moves that use a funded place (docs/decisions/040), checked inside the move's
// transaction: an offer needs a place left on its job's side among the company's grants; an
// accepted offer takes one of the round's places, and the last one ends the round early.
import { Stage } from '@fis/shared/application-stages';
import { DEFAULT_LANGUAGE, type Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { placeSideOf } from '@fis/shared/place-sides';
import { roundName } from '@fis/shared/scheme-rounds';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { t } from '../../lib/catalogs.js';
import type { RoundRow } from '../rounds/rounds-repository.js';
import { jobSideSql, takenPlaces } from './places-repository.js';

interface JobRound {
  round: Pick<RoundRow, 'id' | 'nameEn' | 'nameZh' | 'nameCn' | 'totalPlaces' | 'endedEarlyAt'>;
  city: number;
}

/** The job's round, locked when `lock` says so (every accept in a round waits for the one before). */
async function jobRound(tx: Executor, jobId: string, lock: boolean): Promise<JobRound> {
  const [row] = rowsOf<{
    id: string;
    name_en: string;
    name_zh: string;
    name_cn: string;
    total_places: number | null;
    ended_early_at: Date | null;
    city: number;
  }>(
    await tx.execute(sql`
      SELECT r.id, r.name_en, r.name_zh, r.name_cn, r.total_places, r.ended_early_at, j.city
      FROM jobs j JOIN scheme_rounds r ON r.id = j.round_id WHERE j.id = ${jobId}
      ${lock ? sql`FOR UPDATE OF r` : sql``}`),
  );
  if (!row) throw new Error(`job ${jobId} has no round`);
  return {
    round: {
      id: row.id,
      nameEn: row.name_en,
      nameZh: row.name_zh,
      nameCn: row.name_cn,
      totalPlaces: row.total_places,
      endedEarlyAt: row.ended_early_at,
    },
    city: row.city,
  };
}

/**
 * An offer holds one of the company's places on the job's side: refused (NO_PLACES_LEFT) when its
 * offers and hires there already use every place granted. The grant row is locked, so two offers
 * made at once cannot both take the last place. A round that counts no places limits nothing.
 */
export async function assertPlaceForOffer(
  tx: Executor,
  input: { jobId: string; companyId: string; lang?: Language },
): Promise<void> {
  const { round, city } = await jobRound(tx, input.jobId, false);
  if (round.totalPlaces === null) return;
  const lang = input.lang ?? DEFAULT_LANGUAGE;
  if (round.endedEarlyAt) throw new AppError(ErrorCode.ROUND_FULL, { params: { round: roundName(round, lang) } });
  const side = placeSideOf(city);
  const [grant] = rowsOf<{ granted: number }>(
    await tx.execute(sql`
      SELECT granted FROM round_places
      WHERE round_id = ${round.id} AND company_id = ${input.companyId} AND side = ${side} FOR UPDATE`),
  );
  const [used] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE j.round_id = ${round.id} AND j.company_id = ${input.companyId} AND ${jobSideSql} = ${side}
        AND a.stage IN (${Stage.OFFERED}, ${Stage.HIRED})`),
  );
  if ((used?.n ?? 0) >= (grant?.granted ?? 0)) {
    throw new AppError(ErrorCode.NO_PLACES_LEFT, {
      params: { round: roundName(round, lang), side: t(lang, `common:placeSide.${side}`) },
    });
  }
}

/**
 * An accepted offer takes one of the round's places. With the round locked, it is refused
 * (ROUND_FULL) once every place is taken; it answers whether it takes the last one, which ends the
 * round (end-round-early.ts).
 */
export async function takePlace(
  tx: Executor,
  input: { jobId: string; lang?: Language },
): Promise<{ roundId: string; fillsRound: boolean }> {
  const { round } = await jobRound(tx, input.jobId, true);
  if (round.totalPlaces === null) return { roundId: round.id, fillsRound: false };
  const lang = input.lang ?? DEFAULT_LANGUAGE;
  const n = await takenPlaces(tx, round.id);
  if (round.endedEarlyAt || n >= round.totalPlaces) {
    throw new AppError(ErrorCode.ROUND_FULL, { params: { round: roundName(round, lang) } });
  }
  return { roundId: round.id, fillsRound: n + 1 >= round.totalPlaces };
}

/**
 * A job whose offers hold or whose hires take places keeps its round and its side: moving it would
 * carry them into a round or side whose grants and total never counted them (JOB_PLACES_IN_USE on
 * the field that would move them).
 */
export async function assertJobPlacesStay(
  tx: Executor,
  job: { id: string; roundId: string; city: number },
  next: { roundId: string; city: number },
): Promise<void> {
  const field =
    next.roundId !== job.roundId ? 'roundId' : placeSideOf(next.city) !== placeSideOf(job.city) ? 'city' : null;
  if (!field) return;
  const [used] = rowsOf<{ n: number }>(
    await tx.execute(sql`
      SELECT count(*)::int AS n FROM applications
      WHERE job_id = ${job.id} AND stage IN (${Stage.OFFERED}, ${Stage.HIRED})`),
  );
  if ((used?.n ?? 0) > 0) throw new AppError(ErrorCode.JOB_PLACES_IN_USE, { field });
}

/**
 * Before an accept locks its application: locks the round of the application's job, then the job,
 * the order a job's close or delete follows from the job down (job, then its applications). The
 * accept that fills the round then closes the round's other applications, which other accepts
 * waiting on the round lock do not hold; and a close of the accept's own job either finishes first
 * (the offer ends, a clear 409) or waits for the accept. Nothing waits in a circle (a deadlock).
 */
export async function lockRoundOfApplication(tx: Executor, applicationId: string): Promise<void> {
  await tx.execute(sql`
    SELECT r.id FROM scheme_rounds r
    WHERE r.id = (SELECT j.round_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE a.id = ${applicationId})
    FOR UPDATE`);
  await tx.execute(sql`
    SELECT j.id FROM jobs j
    WHERE j.id = (SELECT a.job_id FROM applications a WHERE a.id = ${applicationId})
    FOR UPDATE`);
}
