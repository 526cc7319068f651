import { useMemo } from 'react';

/**
 * The same object for as long as its content (as JSON) stays the same: for values built anew at each
 * render (options written inline, a state read again) that memoised children and hooks compare by
 * identity. Plain data only.
 */
export function useContentStable<T>(value: T): T {
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by content (key), not identity
  return useMemo(() => value, [key]);
}
