// @vitest-environment happy-dom
// RelativeTime (components/ui/relative-time.tsx) keeps itself current: one timer for the page moves
// every time shown on, and only a time whose words changed draws again, never the list around it.
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from '../src/components/ui/relative-time';
import { initI18n } from '../src/lib/i18n';

const NOW = Date.parse('2026-03-02T02:00:00Z');
const minutesAgo = (n: number) => new Date(NOW - n * 60_000).toISOString();

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('RelativeTime', () => {
  it('moves on as time passes, drawing again only the times whose words changed', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
    let listRenders = 0;
    function List() {
      listRenders += 1;
      return createElement(
        'div',
        null,
        createElement('span', { 'data-testid': 'recent' }, createElement(RelativeTime, { iso: minutesAgo(50 / 60) })),
        createElement('span', { 'data-testid': 'old' }, createElement(RelativeTime, { iso: minutesAgo(3 * 24 * 60) })),
      );
    }
    render(createElement(MantineProvider, null, createElement(List)));
    const recent = screen.getByTestId('recent').firstElementChild as HTMLElement;
    expect(recent.textContent).toBe('50 seconds ago');
    expect(recent.tagName).toBe('TIME');
    expect(recent.getAttribute('datetime')).toBe(minutesAgo(50 / 60));
    expect(recent.getAttribute('tabindex')).toBe('0');
    expect(screen.getByTestId('old').textContent).toBe('3 days ago');

    act(() => vi.advanceTimersByTime(10_000));
    expect(recent.textContent).toBe('1 minute ago');
    act(() => vi.advanceTimersByTime(60_000));
    expect(recent.textContent).toBe('2 minutes ago');
    expect(screen.getByTestId('old').textContent).toBe('3 days ago');
    // The list itself drew once: the ticks reached only the times.
    expect(listRenders).toBe(1);
  });
});
