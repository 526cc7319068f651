import { describe, expect, it } from 'vitest';
import { interpolate, languageFromAcceptLanguage } from './i18n';

describe('languageFromAcceptLanguage', () => {
  it.each([
    [undefined, 'zh-Hant'],
    ['', 'zh-Hant'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW,zh;q=0.9,en;q=0.8', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['fr-FR, en;q=0.5', 'en'],
    ['ja', 'zh-Hant'],
    ['zh;q=0.3, en;q=0.7', 'en'],
    ['en;q=0', 'zh-Hant'],
  ])('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('interpolate', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(interpolate('請 {retryAfter} 秒後再試 {x}', { retryAfter: 30 })).toBe('請 30 秒後再試 {x}');
  });
});
