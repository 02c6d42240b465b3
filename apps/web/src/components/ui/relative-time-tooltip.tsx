// The exact Hong Kong date and time of a relative time, in a tooltip on hover, on keyboard focus and
// on touch; relative-time.tsx loads it when someone first reaches for the time, and it opens at once.
import { Tooltip } from '@mantine/core';
import { type ReactElement, type Ref, useRef } from 'react';
import { useDates } from '../../lib/dates';
import { useTakeOver } from '../../lib/load-on-intent';

export default function RelativeTimeTooltip({
  iso,
  time,
  openAtOnce,
  focusAtOnce,
}: {
  iso: string;
  /** The <time> element, given the ref to put on it. */
  time: (ref: Ref<HTMLTimeElement>) => ReactElement;
  /** The time drawn before this code arrived was pointed at, pressed or focused. */
  openAtOnce: boolean;
  /** That time had the focus: its replacement takes it. */
  focusAtOnce: boolean;
}) {
  const { dateTime } = useDates();
  const ref = useRef<HTMLTimeElement>(null);
  // Pointed at or pressed, it opens by its default (a press on a time is no reason to move the focus).
  useTakeOver(ref, { focused: focusAtOnce, pressed: false });
  return (
    <Tooltip
      label={dateTime(iso)}
      events={{ hover: true, focus: true, touch: true }}
      withArrow
      defaultOpened={openAtOnce}
    >
      {time(ref)}
    </Tooltip>
  );
}
