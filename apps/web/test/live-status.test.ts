// @vitest-environment happy-dom
// The live-updates sign: shown only once the socket has been down for more than a moment, gone
// as soon as it is back, so a brief reconnect never flickers in the header; its reason follows at
// once while shown.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAUSED_SHOWN_AFTER_MS, setLiveStatus, useShownLiveStatus } from '../src/lib/live-status';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => setLiveStatus('live'));
  vi.useRealTimers();
});

describe('useShownLiveStatus', () => {
  it('is live while live, paused after a pause longer than a moment, live again once live', () => {
    const { result } = renderHook(() => useShownLiveStatus());
    expect(result.current).toBe('live');
    act(() => setLiveStatus('paused'));
    act(() => vi.advanceTimersByTime(PAUSED_SHOWN_AFTER_MS - 100));
    expect(result.current).toBe('live');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('paused');
    act(() => setLiveStatus('live'));
    expect(result.current).toBe('live');
  });

  it('gives the reason of a pause already shown at once', () => {
    const { result } = renderHook(() => useShownLiveStatus());
    act(() => setLiveStatus('paused'));
    act(() => vi.advanceTimersByTime(PAUSED_SHOWN_AFTER_MS + 100));
    act(() => setLiveStatus('too-many-tabs'));
    expect(result.current).toBe('too-many-tabs');
  });

  it('shows nothing for a drop shorter than a moment', () => {
    const { result } = renderHook(() => useShownLiveStatus());
    act(() => setLiveStatus('paused'));
    act(() => vi.advanceTimersByTime(PAUSED_SHOWN_AFTER_MS / 2));
    act(() => setLiveStatus('live'));
    act(() => vi.advanceTimersByTime(PAUSED_SHOWN_AFTER_MS * 2));
    expect(result.current).toBe('live');
  });
});
