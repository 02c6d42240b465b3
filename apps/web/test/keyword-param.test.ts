// @vitest-environment happy-dom
// A list's search box bound to the address (lib/use-keyword-param.ts): what is typed is written
// once typing pauses; words the page shows itself with its own change of address (a saved view
// applied, the filters cleared) are never written back, since that write, read from the address
// before the page's change lands, would undo the rest of it.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEYWORD_DEBOUNCE_MS, useKeywordParam } from '../src/lib/use-keyword-param';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a search box in the address', () => {
  it('writes what is typed once typing pauses, trimmed', () => {
    const write = vi.fn();
    const { result } = renderHook(() => useKeywordParam('', write));
    act(() => result.current[1]('  chan '));
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 1));
    expect(write).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(write).toHaveBeenCalledWith('chan');
  });

  it('never writes back what the page shows itself, and writes what is typed after it', () => {
    const write = vi.fn();
    const { result } = renderHook(() => useKeywordParam('', write));
    act(() => result.current[2]('BSc Fintech'));
    expect(result.current[0]).toBe('BSc Fintech');
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS * 2));
    expect(write).not.toHaveBeenCalled();
    act(() => result.current[1]('BSc Data'));
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS));
    expect(write).toHaveBeenCalledExactlyOnceWith('BSc Data');
  });

  it('drops words typed but not yet written when the page shows its own', () => {
    const write = vi.fn();
    const { result } = renderHook(() => useKeywordParam('', write));
    act(() => result.current[1]('chan'));
    act(() => result.current[2](''));
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS * 2));
    expect(result.current[0]).toBe('');
    expect(write).not.toHaveBeenCalled();
  });

  it('writes a box emptied again while the address still shows the words before', () => {
    const write = vi.fn();
    const { result } = renderHook(() => useKeywordParam('', write));
    act(() => result.current[1]('chan'));
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS));
    act(() => result.current[1](''));
    act(() => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS));
    expect(write.mock.calls).toEqual([['chan'], ['']]);
  });
});
