import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token for links and tickets (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tickets are stored as their SHA-256: a database reader cannot use them. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A 6-digit code from the CSPRNG. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Short secrets (codes, captcha answers) are stored as a keyed hash bound to their row. */
export function keyedHash(key: string, rowId: string, secret: string): string {
  return createHmac('sha256', key).update(`${rowId}:${secret}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
