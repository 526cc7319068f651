import { z } from 'zod';

/**
 * The one text type of every input that takes free text. PostgreSQL refuses U+0000 and lone surrogates
 * (the request would fail with a 500), and control or bidi-override characters in a name spoof what
 * people read, so such input is refused here, with FIELD_INVALID_CHARACTERS, before it goes anywhere:
 *
 * - the text is NFC-normalised and trimmed (unless `trim: false`);
 * - lone surrogates (`\ud800` without its pair) are refused;
 * - C0 and C1 control characters (and DEL) are refused, except tab and newline in multi-line text, where
 *   `\r\n` and `\r` become `\n`;
 * - names (`kind: 'name'`) also refuse the bidi embedding, override and isolate characters
 *   (U+202A–U+202E, U+2066–U+2069), which turn `gnp.exe` into what looks like `exe.png`.
 *
 * Browser-safe: plain regular expressions and `String.prototype.normalize`, no Node API.
 */
export const invalidCharactersCode = 'FIELD_INVALID_CHARACTERS';

export type TextKind = 'line' | 'multiline' | 'name';

/** With the `u` flag a surrogate range matches only a surrogate without its pair. */
const loneSurrogate = /[\uD800-\uDFFF]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controlsInLine = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const controlsInMultiline = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/;

/** Whether a text holds a character its kind refuses (after normalisation: `\r` is gone from multi-line text). */
export function hasInvalidCharacters(value: string, kind: TextKind = 'line'): boolean {
  if (loneSurrogate.test(value)) return true;
  if ((kind === 'multiline' ? controlsInMultiline : controlsInLine).test(value)) return true;
  return kind === 'name' && bidiControls.test(value);
}

/** NFC, and for multi-line text one kind of line break. A lone surrogate passes through unchanged. */
export function normalizeText(value: string, kind: TextKind = 'line'): string {
  const nfc = value.normalize('NFC');
  return kind === 'multiline' ? nfc.replace(/\r\n?/g, '\n') : nfc;
}

export interface TextOptions {
  /** Longest accepted length (after normalisation and trimming), in UTF-16 units as `.max()` counts. */
  max: number;
  /** Shortest accepted length; 0 (an empty text is fine) unless given. */
  min?: number;
  kind?: TextKind;
  /** Leading and trailing white space is removed unless false (secrets, tokens). */
  trim?: boolean;
}

/** A text input: see the rules above. Stays a `ZodString`, so `.regex()` and the like can follow. */
export function text({ max, min = 0, kind = 'line', trim = true }: TextOptions) {
  let schema = z
    .string()
    .refine((value) => !loneSurrogate.test(value), { message: invalidCharactersCode, abort: true })
    .overwrite((value) => normalizeText(value, kind));
  if (trim) schema = schema.trim();
  schema = schema.refine((value) => !hasInvalidCharacters(value, kind), {
    message: invalidCharactersCode,
    abort: true,
  });
  if (min > 0) schema = schema.min(min);
  return schema.max(max);
}

/** One line of free text (a title, a keyword, an address). */
export const lineText = (max: number, min = 0) => text({ max, min });
/** Free text with line breaks (notes, descriptions, notices). */
export const multilineText = (max: number, min = 0) => text({ max, min, kind: 'multiline' });
/** A name people read (a person, a company, a role, the site): no bidi overrides either. */
export const nameText = (max: number, min = 1) => text({ max, min, kind: 'name' });
/** An opaque token or secret as sent (never trimmed nor changed, but still plain characters). */
export const tokenText = (max: number, min = 0) => text({ max, min, trim: false });
