import { describe, expect, it } from 'vitest';
import { rocDateToIso } from './registry';

describe('ROC dates from the registry', () => {
  it.each([
    ['0760221', '1987-02-21'],
    ['1100315', '2021-03-15'],
    ['1130229', '2024-02-29'],
    [' 1150525 ', '2026-05-25'],
  ])('%s is %s', (roc, iso) => {
    expect(rocDateToIso(roc)).toBe(iso);
  });

  it.each(['1130230', '1121301', '1120100', '0000101', '', '   ', 'abcdefg', '11303151', null, undefined])(
    'an impossible or blank %j is null',
    (roc) => {
      expect(rocDateToIso(roc)).toBeNull();
    },
  );
});
