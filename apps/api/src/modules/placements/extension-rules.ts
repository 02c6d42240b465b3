// The one rule of an extension's length (docs/decisions/041): the months asked for plus the months
// the placement already has may not pass the round's longest internship. Checked when the company
// asks and again, under the placement's row lock, when the office approves.
import { ErrorCode } from '@fis/shared/error-codes';
import { roundName } from '@fis/shared/scheme-rounds';
import { AppError } from '../../lib/app-error.js';
import type { LockedPlacement } from './placement-changes.js';

/** EXTENSION_TOO_LONG on the months field, naming the round in the reader's language and its longest. */
export function assertExtensionFits(placement: LockedPlacement, months: number, lang: string): void {
  if (placement.months + months <= placement.round.maxMonths) return;
  throw new AppError(ErrorCode.EXTENSION_TOO_LONG, {
    field: 'months',
    params: { round: roundName(placement.round, lang), max: placement.round.maxMonths },
  });
}
