import { useSyncExternalStore } from 'react';
import { isPhoneNow, phoneQuery } from './phone-query';

export { isPhoneNow, phoneQuery };

function subscribe(listener: () => void): () => void {
  const list = window.matchMedia(phoneQuery);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** Whether the screen is phone-sized now, re-rendering when that changes (a rotated phone). */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneNow, () => false);
}
