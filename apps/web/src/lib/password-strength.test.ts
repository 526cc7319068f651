import { describe, expect, it } from 'vitest';
import { containsAccount, ratePassword } from './password-strength';

describe('ratePassword', () => {
  it('calls anything under 8 characters too short', () => {
    expect(ratePassword('')).toBe('tooShort');
    expect(ratePassword('Ab1!xyz')).toBe('tooShort');
  });

  it('calls common, repetitive, sequential and short numeric passwords weak', () => {
    for (const password of [
      'password',
      'Password1',
      'aaaaaaaa',
      'abababab',
      '12345678',
      'hgfedcba',
      '20261122',
    ]) {
      expect(ratePassword(password), password).toBe('weak');
    }
  });

  it('calls a password holding the account name weak, whatever its case', () => {
    expect(containsAccount('myMing2026!', 'ming')).toBe(true);
    expect(containsAccount('whatever', 'ab')).toBe(false);
    expect(ratePassword('Xx-Ming-2026-yY', 'ming')).toBe('weak');
  });

  it('rewards length first, then the kinds of characters', () => {
    expect(ratePassword('lanternmist')).toBe('weak');
    expect(ratePassword('lantern2mist')).toBe('fair');
    expect(ratePassword('Lantern2mist')).toBe('good');
    expect(ratePassword('quiet harbour 7 lantern')).toBe('strong');
  });
});
