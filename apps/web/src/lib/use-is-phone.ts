import { useSyncExternalStore } from 'react';

/** Below antd's `md` breakpoint (768 px): a phone, where lists read as cards instead of tables. */
export const phoneQuery = '(max-width: 767.98px)';

function subscribe(listener: () => void): () => void {
  const list = window.matchMedia(phoneQuery);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** Whether the screen is phone-sized at this moment. */
export const isPhoneNow = () => window.matchMedia(phoneQuery).matches;

/** Whether the screen is phone-sized now, re-rendering when that changes (a rotated phone). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
