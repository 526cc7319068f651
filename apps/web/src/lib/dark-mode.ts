import { useSyncExternalStore } from 'react';
import { rememberDisplay } from './display-cookie';

/** Dark mode is remembered in localStorage ('true' / 'false'); without a choice the system setting wins. */
export const darkModeStorageKey = 'portal.darkMode';

const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function readDarkMode(): boolean {
  try {
    const stored = window.localStorage.getItem(darkModeStorageKey);
    if (stored === 'true') return true;
    if (stored === 'false') return false;
  } catch {
    // storage unavailable (private mode): fall back to the system setting
  }
  return systemPrefersDark();
}

/** Mirrors the mode on <html> so page-level CSS (body background, scrollbars) follows it. */
export function applyDarkModeToDocument(isDark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
  rememberDisplay();
}

export function setDarkMode(isDark: boolean): void {
  try {
    window.localStorage.setItem(darkModeStorageKey, String(isDark));
  } catch {
    // not remembered, but still applied for this page
  }
  applyDarkModeToDocument(isDark);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDarkMode(): [boolean, (isDark: boolean) => void] {
  const isDark = useSyncExternalStore(subscribe, readDarkMode, () => false);
  return [isDark, setDarkMode];
}
