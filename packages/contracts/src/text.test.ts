import { describe, expect, it } from 'vitest';
import { hasInvalidCharacters, lineText, multilineText, nameText, text, tokenText } from './text';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('text()', () => {
  it('normalises to NFC and trims', () => {
    // e + combining acute accent becomes é (U+00E9).
    expect(lineText(20).parse('  Cafe\u0301  ')).toBe('Café');
    expect(lineText(20).parse('台積電')).toBe('台積電');
  });

  it('refuses U+0000 and other control characters in one line, tab included', () => {
    for (const value of ['a\u0000b', 'a\u0007b', 'a\tb', 'a\nb', 'a\u007Fb', 'a\u0085b']) {
      expect(issues(lineText(20).safeParse(value)), JSON.stringify(value)).toEqual([
        'FIELD_INVALID_CHARACTERS',
      ]);
    }
  });

  it('accepts tab and newline in multi-line text, with \\r\\n and \\r made \\n, and still refuses NUL', () => {
    expect(multilineText(50).parse('line 1\r\nline 2\rline 3\n\tindented')).toBe(
      'line 1\nline 2\nline 3\n\tindented',
    );
    expect(issues(multilineText(50).safeParse('a\u0000b'))).toEqual(['FIELD_INVALID_CHARACTERS']);
    expect(issues(multilineText(50).safeParse('a\u001Bb'))).toEqual(['FIELD_INVALID_CHARACTERS']);
  });

  it('refuses a lone surrogate, alone or beside text, but keeps characters outside the BMP', () => {
    expect(issues(lineText(20).safeParse('\ud800'))).toEqual(['FIELD_INVALID_CHARACTERS']);
    expect(issues(lineText(20).safeParse('a\udc00b'))).toEqual(['FIELD_INVALID_CHARACTERS']);
    expect(issues(multilineText(20).safeParse('x\ud83d'))).toEqual(['FIELD_INVALID_CHARACTERS']);
    expect(lineText(20).parse('𠮷野家 😀')).toBe('𠮷野家 😀');
  });

  it('refuses bidi embedding, override and isolate characters in names only', () => {
    for (const value of ['\u202Egnp.exe', 'a\u202Ab', 'a\u2066b', 'a\u2069b']) {
      expect(issues(nameText(20).safeParse(value)), JSON.stringify(value)).toEqual([
        'FIELD_INVALID_CHARACTERS',
      ]);
    }
    expect(lineText(20).parse('\u2067עברית\u2069')).toBe('\u2067עברית\u2069');
    expect(nameText(20).parse('王小明‧Wang')).toBe('王小明‧Wang');
  });

  it('counts the length after normalising and trimming, and reports min and max as before', () => {
    expect(lineText(3).parse('  abc  ')).toBe('abc');
    expect(lineText(3).safeParse('abcd').success).toBe(false);
    expect(nameText(10).safeParse('   ').success).toBe(false);
    expect(text({ max: 5, min: 2 }).safeParse('a').error?.issues[0]?.code).toBe('too_small');
  });

  it('leaves tokens as sent (no trimming) but still refuses NUL', () => {
    expect(tokenText(20).parse(' tok ')).toBe(' tok ');
    expect(issues(tokenText(20).safeParse('tok\u0000'))).toEqual(['FIELD_INVALID_CHARACTERS']);
  });

  it('answers one issue for a bad character, not one per rule', () => {
    expect(issues(nameText(5).safeParse('\ud800\u0000\u202E'))).toEqual(['FIELD_INVALID_CHARACTERS']);
  });
});

describe('hasInvalidCharacters', () => {
  it('tells the kinds apart', () => {
    expect(hasInvalidCharacters('a\tb', 'line')).toBe(true);
    expect(hasInvalidCharacters('a\tb', 'multiline')).toBe(false);
    expect(hasInvalidCharacters('a\u202Eb', 'line')).toBe(false);
    expect(hasInvalidCharacters('a\u202Eb', 'name')).toBe(true);
    expect(hasInvalidCharacters('普通的文字', 'name')).toBe(false);
  });
});
