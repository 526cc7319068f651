import { afterEach, describe, expect, it } from 'vitest';
import {
  invitationStorageKey,
  signInPath,
  signUpPath,
  takeInvitationToken,
  tokenFromHash,
} from './invitation-token';

afterEach(() => window.sessionStorage.clear());

describe('invitation token', () => {
  const token = 'Abc_def-0123456789abcdefghij';

  it('reads the token from the link’s fragment and refuses anything else', () => {
    expect(tokenFromHash(`#token=${token}`)).toBe(token);
    expect(tokenFromHash('#token=<script>')).toBeNull();
    expect(tokenFromHash('')).toBeNull();
  });

  it('remembers the token across the sign-up detour, and a new link replaces it', () => {
    expect(takeInvitationToken(`#token=${token}`)).toBe(token);
    expect(takeInvitationToken('')).toBe(token);
    const other = `${token}XYZ`;
    expect(takeInvitationToken(`#token=${other}`)).toBe(other);
    expect(window.sessionStorage.getItem(invitationStorageKey)).toBe(other);
  });

  it('sends sign-up with the invited address and both hand-offs back to the landing page', () => {
    expect(signUpPath('a+b@example.tw')).toBe('/register?email=a%2Bb%40example.tw&returnUrl=%2Finvitation');
    expect(signInPath).toBe('/login?returnUrl=%2Finvitation');
  });
});
