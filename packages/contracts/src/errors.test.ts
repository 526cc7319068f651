import { describe, expect, it } from 'vitest';
import { errorMessages } from './errors';
import { type LocalizedText, languages } from './i18n';

describe('error messages', () => {
  it('have a non-empty text in every language for every code', () => {
    for (const [code, texts] of Object.entries(errorMessages)) {
      for (const language of languages) expect(texts[language].trim(), `${code} ${language}`).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, texts] of Object.entries(errorMessages)) {
      expect(placeholders(texts.en), code).toEqual(placeholders(texts['zh-Hant']));
    }
  });

  it('cannot be declared without both texts: the type-check fails (npm run typecheck)', () => {
    // @ts-expect-error the English text is missing, so this does not type-check
    const missingEnglish = { SOME_CODE: { 'zh-Hant': '文字' } } satisfies Record<string, LocalizedText>;
    expect(Object.keys(missingEnglish)).toEqual(['SOME_CODE']);
  });
});
