import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  it('gives the value once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    rerender({ value: '美' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: '美好' });
    act(() => vi.advanceTimersByTime(200));
    // 400 ms after the first letter, but only 200 ms after the last: still the old value.
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('美好');
  });
});
