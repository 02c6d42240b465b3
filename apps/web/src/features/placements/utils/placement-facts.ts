// What the screens work out from a placement as the API sends it, with the shared rules
// (packages/shared/src/placement-rules.ts): which actions can succeed today in Hong Kong
// (docs/decisions/034: a button only where the action can succeed), and the extension months left.
import { hongKongDate } from '@fis/shared/hong-kong-time';
import {
  canAskExtension,
  canEndEarly,
  canProposeStart,
  dayBefore,
  type PlacementFacts,
} from '@fis/shared/placement-rules';
import type { Extension, Placement } from '@fis/shared/placement-schemas';

/** Today's date in Hong Kong (YYYY-MM-DD), whatever the browser's zone. */
export const hongKongToday = (): string => hongKongDate(new Date());

export function factsOf(placement: Placement): PlacementFacts {
  return {
    startDate: placement.startDate,
    months: placement.months,
    datesAgreed: placement.datesAgreedAt !== null,
    endedOn: placement.endedOn,
  };
}

/** The extension waiting for the office, if one is. */
export const pendingExtensionOf = (placement: Placement): Extension | undefined =>
  placement.extensions.find((extension) => extension.status === 'pending');

/** Months an extension may still add before the placement reaches the round's longest internship. */
export const monthsLeftOf = (placement: Placement): number => Math.max(0, placement.round.maxMonths - placement.months);

/** The first and the last day an early end may name: the start, and the day before the end date. */
export function earlyEndRange(placement: Placement): { from: string; to: string } | null {
  if (!placement.startDate || !placement.endDate) return null;
  return { from: placement.startDate, to: dayBefore(placement.endDate) };
}

/** Which of the company's and the office's actions can succeed on `today`. */
export function actionsOf(placement: Placement, today: string) {
  const facts = factsOf(placement);
  const pending = pendingExtensionOf(placement);
  const range = earlyEndRange(placement);
  return {
    proposeStart: canProposeStart(facts, today),
    askExtension: canAskExtension(facts, today) && !pending && monthsLeftOf(placement) > 0,
    // A placement of a single day has no day before its end to end on.
    endEarly: canEndEarly(facts, today) && range !== null && range.from <= range.to,
    decideExtension: pending,
  };
}
