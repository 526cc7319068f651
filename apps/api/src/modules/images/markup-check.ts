/**
 * Tags and schemes an HTML polyglot needs: a file that is a valid picture and also a page a browser
 * would run (markup in a comment, a text chunk or after the image's end). Each marker is long enough
 * that compressed pixel data practically never holds it by chance (a 5-letter tag followed by a
 * delimiter: about one chance in 2^41 per byte, under one in 200 000 for a 10 MB file). Short tags
 * such as `<svg` or `<img` would match random data too often, and do nothing without an HTML parser
 * reaching them, which one of these tags shows.
 */
const markupPattern =
  /<(?:script|iframe|object|embed|html|body|meta|form|!doctype|\?php)[\s>/]|javascript:|onerror\s*=|onload\s*=/i;

/** Whether the bytes, read as Latin-1 (one character per byte), hold web markup. */
export function containsMarkup(bytes: Buffer): boolean {
  return markupPattern.test(bytes.toString('latin1'));
}
