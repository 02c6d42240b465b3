// A time where recency matters (notifications, messages, application updates), written as how
// long ago it was in the reader's language ("3 minutes ago", lib/dates relativeTime), with the
// exact Hong Kong date and time in a tooltip on hover, on keyboard focus and on touch, and in the
// <time> element's dateTime. The tooltip's code (Mantine's Tooltip, floating-ui) comes when someone
// reaches for a time (lib/load-on-intent.ts), which then opens it at once: a list of a dozen times
// each with its Tooltip drew all of them again in the long task that hydrated the page. It keeps
// itself up to date: one timer for the whole page ticks every ten seconds while any of these is
// shown, and only a time whose words changed draws again (its text is the store's snapshot), never
// the list around it.
import { Text, type TextProps } from '@mantine/core';
import { type Ref, useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../lib/dates';
import { useLoadOnIntent } from '../../lib/load-on-intent';

const TICK_MS = 10_000;

let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}

/** The time of the last tick while the timer runs (one reading for every time on the page). */
const clock = () => (timer === undefined ? Date.now() : now);

/** The words of a time as the clock reads now. */
function useRelativeWords(iso: string, language: string): string {
  const snapshot = useCallback(() => relativeTime(iso, language, clock()), [iso, language]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export function RelativeTime({ iso, ...textProps }: { iso: string } & TextProps) {
  const { i18n } = useTranslation();
  const words = useRelativeWords(iso, i18n.language);
  const intent = useLoadOnIntent(() => import('./relative-time-tooltip'));
  const TimeTooltip = intent.loaded;
  const time = (handlers: Partial<typeof intent.handlers>, ref?: Ref<HTMLTimeElement>) => (
    <Text
      {...handlers}
      ref={ref}
      component="time"
      dateTime={iso}
      // Focusable, so that a keyboard user can read the exact time too (the tooltip describes it).
      tabIndex={0}
      className="mantine-focus-auto"
      // The server's words may be a minute older than the browser's as it takes the page over.
      suppressHydrationWarning
      size="xs"
      c="dimmed"
      {...textProps}
    >
      {words}
    </Text>
  );
  return TimeTooltip ? (
    <TimeTooltip
      iso={iso}
      time={(ref) => time({}, ref)}
      openAtOnce={intent.pressed || intent.hovered.current || intent.focused.current}
      focusAtOnce={intent.focused.current}
    />
  ) : (
    time(intent.handlers)
  );
}
