import { ErrorCode } from '@fis/shared/error-codes';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { currentRound, roundPhase, upcomingRounds } from '@fis/shared/scheme-rounds';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { AppError } from '../../lib/app-error.js';
import { allRounds } from './rounds-repository.js';

/**
 * The round a job is saved in (docs/decisions/039). A job chosen into a round goes into a current
 * or upcoming one; an edit may keep the round it has even once it ended. Nothing chosen: an edit
 * keeps its round, a new job joins the current round, else the next; with neither, NO_ROUND_OPEN.
 */
export async function roundForJob(
  db: Executor,
  clock: { now(): Date },
  { requested, kept }: { requested?: string | undefined; kept?: string },
): Promise<string> {
  const today = hongKongDate(clock.now());
  const rounds = await allRounds(db);
  if (requested === undefined || requested === kept) {
    if (kept) return kept;
    const current = currentRound(rounds, today);
    const round =
      (current && roundPhase(current, today) === 'open' ? current : undefined) ?? upcomingRounds(rounds, today)[0];
    if (!round) throw new AppError(ErrorCode.NO_ROUND_OPEN, { field: 'roundId' });
    return keepRound(db, round.id, ErrorCode.NO_ROUND_OPEN);
  }
  const round = rounds.find((r) => r.id === requested);
  if (!round) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'roundId' });
  if (roundPhase(round, today) === 'ended') throw new AppError(ErrorCode.ROUND_ENDED, { field: 'roundId' });
  return keepRound(db, round.id, ErrorCode.FIELD_INVALID);
}

/**
 * Holds the chosen round until the job is saved (a key-share lock, the one the job's foreign key
 * takes): a round deleted in the meantime answers `gone` on the field rather than a failed key, and
 * a delete that comes after waits and then finds the job (ROUND_HAS_JOBS).
 */
async function keepRound(db: Executor, id: string, gone: ErrorCode): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM scheme_rounds WHERE id = ${id} FOR KEY SHARE`),
  );
  if (!row) throw new AppError(gone, { field: 'roundId' });
  return row.id;
}
