import { formatTaipeiTime } from '../../../lib/taipei-time';

/** A moment as `2026-03-15 14:03`, machine-readable too. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{formatTaipeiTime(value, 'minute')}</time>;
}
