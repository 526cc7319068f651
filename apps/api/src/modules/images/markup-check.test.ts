import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { containsMarkup } from './markup-check';

const withText = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xfe]), Buffer.from(text, 'latin1'), randomBytes(64)]);

describe('containsMarkup', () => {
  it('finds script, page and PHP tags in any case, and script URLs and handlers', () => {
    for (const text of [
      '<script>alert(1)</script>',
      '<SCRIPT src=//x>',
      '<html>',
      '<!DOCTYPE html>',
      '<body onload=x>',
      '<iframe src="x">',
      '<?php system($_GET[0]); ?>',
      '<a href="javascript:alert(1)">',
      '<img src=x onerror = "alert(1)">',
    ]) {
      expect(containsMarkup(withText(text)), text).toBe(true);
    }
  });

  it('leaves words that only look alike, and random data, alone', () => {
    expect(containsMarkup(withText('html body script meta (no tags)'))).toBe(false);
    expect(containsMarkup(withText('<scripts are fun> <htmlish>'))).toBe(false);
    // 4 MB of random bytes, like compressed pixel data.
    expect(containsMarkup(randomBytes(4 * 1024 * 1024))).toBe(false);
  });
});
