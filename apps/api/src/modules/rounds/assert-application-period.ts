import type { Language } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { roundName, roundPhase, upcomingRounds } from '@fis/shared/scheme-rounds';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { allRounds } from './rounds-repository.js';

/**
 * Applying is open only within the job's round's application period (Hong Kong days, both ends
 * included; docs/decisions/039), and only while the round has a funded place left (decision 040). Outside it the answer says when the round opens, or that it
 * closed and when the next round takes applications, if one is announced.
 */
export async function assertApplicationPeriod(
  db: Executor,
  input: { roundId: string; today: string; lang: Language },
): Promise<void> {
  const rounds = await allRounds(db);
  const round = rounds.find((r) => r.id === input.roundId);
  if (!round) throw new Error(`job round ${input.roundId} not found`);
  const phase = roundPhase(round, input.today);
  if (phase === 'open') return;
  const name = roundName(round, input.lang);
  if (round.endedEarlyAt) throw new AppError(ErrorCode.ROUND_FULL, { params: { round: name } });
  if (phase === 'upcoming') {
    throw new AppError(ErrorCode.APPLICATION_PERIOD_NOT_OPEN, {
      params: { round: name, start: round.applicationStart, end: round.applicationEnd },
    });
  }
  const next = upcomingRounds(rounds, input.today)[0];
  if (!next)
    throw new AppError(ErrorCode.APPLICATION_PERIOD_ENDED_NO_NEXT, {
      params: { round: name, end: round.applicationEnd },
    });
  throw new AppError(ErrorCode.APPLICATION_PERIOD_ENDED, {
    params: {
      round: name,
      end: round.applicationEnd,
      nextRound: roundName(next, input.lang),
      nextStart: next.applicationStart,
      nextEnd: next.applicationEnd,
    },
  });
}
