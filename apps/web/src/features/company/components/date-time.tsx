import { dayjs } from '../../../lib/dayjs-locale';

/** A moment as `2026-03-15 14:03`, machine-readable too. */
export function DateTime({ value }: { value: string }) {
  return <time dateTime={value}>{dayjs(value).format('YYYY-MM-DD HH:mm')}</time>;
}
