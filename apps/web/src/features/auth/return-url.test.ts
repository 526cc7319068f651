import { describe, expect, it } from 'vitest';
import { buildLoginUrl, readReturnUrl } from './return-url';

describe('buildLoginUrl', () => {
  it('carries the original path as an encoded returnUrl', () => {
    expect(buildLoginUrl('/dashboard')).toBe('/login?returnUrl=%2Fdashboard');
  });

  it('keeps the query string of the original visit', () => {
    expect(buildLoginUrl('/simple-menu/member', '?page=2&keyword=台積')).toBe(
      `/login?returnUrl=${encodeURIComponent('/simple-menu/member?page=2&keyword=台積')}`,
    );
  });

  it('leaves the returnUrl empty when the visit was to /login itself', () => {
    expect(buildLoginUrl('/login', '?returnUrl=%2Fdashboard')).toBe('/login?returnUrl=');
  });
});

describe('readReturnUrl', () => {
  it('returns the path to go back to after signing in', () => {
    expect(readReturnUrl('?returnUrl=%2Fcompany%2Fdata%3Ftab%3D2')).toBe('/company/data?tab=2');
    expect(readReturnUrl(new URLSearchParams({ returnUrl: '/top-menu/meeting' }))).toBe('/top-menu/meeting');
  });

  it('falls back to / when there is no returnUrl or it is empty', () => {
    expect(readReturnUrl('')).toBe('/');
    expect(readReturnUrl('?returnUrl=')).toBe('/');
  });

  it('refuses addresses outside the app and the sign-in, sign-up and reset pages', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'dashboard',
      '/login?x=1',
      '/register',
      '/forgot-password?step=2',
    ]) {
      expect(readReturnUrl(new URLSearchParams({ returnUrl: bad }))).toBe('/');
    }
  });

  it('round-trips with buildLoginUrl', () => {
    const loginUrl = buildLoginUrl('/review/apply', '?status=pending');
    expect(readReturnUrl(loginUrl.slice(loginUrl.indexOf('?')))).toBe('/review/apply?status=pending');
  });
});
