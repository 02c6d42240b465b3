// @vitest-environment happy-dom
// The live-updates sign: shown only once the socket has been down for more than a moment, gone
// as soon as it is back, so a brief reconnect never flickers in the header.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAUSED_SHOWN_AFTER_MS, setLiveStatus, useLiveUpdatesPaused } from '../src/lib/live-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => setLiveStatus('live'));
  vi.useRealTimers();
});

describe('useLiveUpdatesPaused', () => {
  it('is false while live, true after a pause longer than a moment, false again once live', () => {
    const { result } = renderHook(() => useLiveUpdatesPaused());
    expect(result.current).toBe(false);
    act(() => setLiveStatus('paused'));
    act(() => vi.advanceTimersByTime(PAUSED_SHOWN_AFTER_MS - 100));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe(true);
    act(() => setLiveStatus('live'));
    expect(result.current).toBe(false);
  });

  it('shows nothing for a drop shorter than a moment', () => {
    const { result } = renderHook(() => useLiveUpdatesPaused());
    act(() => setLiveStatus('paused'));
    act(() => vi.advanceTimersByTime(PAUSED_SHOWN_AFTER_MS / 2));
    act(() => setLiveStatus('live'));
    act(() => vi.advanceTimersByTime(PAUSED_SHOWN_AFTER_MS * 2));
    expect(result.current).toBe(false);
  });
});
