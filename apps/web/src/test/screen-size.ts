import { vi } from 'vitest';
import { phoneQuery } from '../lib/phone-query';

/**
 * A screen below antd's `md` breakpoint: the phone query matches, and antd's own breakpoints (all
 * `min-width`) do not. Undone after each test (setup.ts unstubs globals).
 */
export function phoneScreen() {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({ ...matchMedia(query), matches: query === phoneQuery }));
}
