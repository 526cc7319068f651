import { afterEach, describe, expect, it } from 'vitest';
import { applyDarkModeToDocument } from './dark-mode';
import { rememberDisplay } from './display-cookie';

const displayCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('portal.display='))
    ?.slice('portal.display='.length);

afterEach(() => {
  document.documentElement.lang = 'zh-Hant-TW';
  applyDarkModeToDocument(false);
});

describe('the display cookie', () => {
  it('holds the language and the mode the document shows, for the server to pick the drawn page or not', () => {
    document.documentElement.lang = 'zh-Hant-TW';
    applyDarkModeToDocument(false);
    expect(displayCookie()).toBe('zh-Hant.light');
    applyDarkModeToDocument(true);
    expect(displayCookie()).toBe('zh-Hant.dark');
    document.documentElement.lang = 'en';
    rememberDisplay();
    expect(displayCookie()).toBe('en.dark');
    applyDarkModeToDocument(false);
    expect(displayCookie()).toBe('en.light');
  });
});
