import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useContentStable } from './use-content-stable';

describe('useContentStable', () => {
  it('answers the first object while the content stays the same, and the new one when it changes', () => {
    const first = { page: 1, filters: { status: 'active' } };
    const { result, rerender } = renderHook(({ value }) => useContentStable(value), {
      initialProps: { value: first },
    });
    expect(result.current).toBe(first);

    rerender({ value: { page: 1, filters: { status: 'active' } } });
    expect(result.current).toBe(first);

    const changed = { page: 2, filters: { status: 'active' } };
    rerender({ value: changed });
    expect(result.current).toBe(changed);
  });
});
