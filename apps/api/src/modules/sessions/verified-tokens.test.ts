import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const at = (iso: string) => new Date(iso);

describe('VerifiedTokens', () => {
  it('answers the session of a remembered token until the second it expires', () => {
    const tokens = new VerifiedTokens(10);
    const expiresAtSeconds = at('2026-11-25T10:00:00Z').getTime() / 1000;
    tokens.remember('token-a', 'session-a', expiresAtSeconds);
    expect(tokens.sessionIdOf('token-a', at('2026-11-25T09:59:59.999Z'))).toBe('session-a');
    expect(tokens.sessionIdOf('token-a', at('2026-11-25T10:00:00Z'))).toBeUndefined();
    // Forgotten once expired: the next call verifies the token again (and refuses it).
    expect(tokens.size).toBe(0);
    expect(tokens.sessionIdOf('token-a', at('2026-11-25T09:00:00Z'))).toBeUndefined();
  });

  it('knows nothing of a token it was never given, even one differing by a byte', () => {
    const tokens = new VerifiedTokens(10);
    tokens.remember('header.payload.signature', 'session-a', Date.now() / 1000 + 3600);
    expect(tokens.sessionIdOf('header.payload.signaturf', new Date())).toBeUndefined();
  });

  it('keeps at most its capacity, dropping the oldest first', () => {
    const tokens = new VerifiedTokens(2);
    const later = Date.now() / 1000 + 3600;
    tokens.remember('first', 's1', later);
    tokens.remember('second', 's2', later);
    tokens.remember('third', 's3', later);
    expect(tokens.size).toBe(2);
    expect(tokens.sessionIdOf('first', new Date())).toBeUndefined();
    expect(tokens.sessionIdOf('second', new Date())).toBe('s2');
    expect(tokens.sessionIdOf('third', new Date())).toBe('s3');
  });
});
