// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuietValue } from './use-quiet-value.ts';

const quietWhenLong = (settled: string, value: string) =>
  settled.length > 3 && value.length > 3 ? 300 : 0;

describe('useQuietValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a value on at once when the rule asks for no pause', () => {
    const { result, rerender } = renderHook(({ v }) => useQuietValue(v, quietWhenLong), {
      initialProps: { v: 'a' },
    });
    rerender({ v: 'ab' });
    expect(result.current).toBe('ab');
    rerender({ v: 'abcdef' });
    expect(result.current).toBe('abcdef');
  });

  it('holds a long value while it keeps changing, and hands on the last once it pauses', () => {
    const { result, rerender } = renderHook(({ v }) => useQuietValue(v, quietWhenLong), {
      initialProps: { v: 'long-0' },
    });
    for (const v of ['long-1', 'long-2', 'long-3']) {
      rerender({ v });
      act(() => vi.advanceTimersByTime(200));
      expect(result.current).toBe('long-0');
    }
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('long-3');
  });
});
