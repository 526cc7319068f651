import { describe, expect, it } from 'vitest';
import { isApiCall, securityHeaders } from './security';

/** The policy's directives by name: `{ 'script-src': ["'self'", …] }`. */
function directives(): Record<string, string[]> {
  const policy = securityHeaders()['content-security-policy'] ?? '';
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('content security policy', () => {
  it('allows the Google and Facebook sign-in scripts and nothing else from elsewhere', () => {
    expect(directives()['script-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
    ]);
  });

  it("allows the providers' frames, calls and Google's button style", () => {
    const policy = directives();
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/',
      'https://www.facebook.com',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://accounts.google.com/gsi/',
      'https://www.facebook.com',
    ]);
    expect(policy['style-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://accounts.google.com/gsi/style',
    ]);
  });

  it('keeps everything else as strict as before', () => {
    const policy = directives();
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  it("lets the providers' pop-ups answer the page that opened them", () => {
    expect(securityHeaders()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('which answers are API calls', () => {
  it('counts the API under both prefixes, and not its documentation or the web app', () => {
    expect(isApiCall('/api/v1/Users?page=1')).toBe(true);
    expect(isApiCall('/api/health')).toBe(true);
    expect(isApiCall('/api/docs')).toBe(false);
    expect(isApiCall('/api/docs/json')).toBe(false);
    expect(isApiCall('/user-admin')).toBe(false);
    expect(isApiCall('/assets/index.js')).toBe(false);
  });
});
