import { keyedHash, sameHash } from '../../lib/secure-token';

/**
 * The device cookie (OWASP "device cookies"): after a password sign-in the browser keeps
 * `<device id>.<signature>`, the signature binding the id to the account. A sign-in presenting a valid
 * one for the same account is a known device: its failures count against the device, so strangers
 * locking the account out do not lock out its owner's own browser.
 */
export const deviceCookieName = 'portal_device';
export const deviceCookieDays = 180;

const signature = (key: string, deviceId: string, userId: string) =>
  keyedHash(key, deviceId, `device-cookie:${userId}`);

export function signDeviceCookie(key: string, deviceId: string, userId: string): string {
  return `${deviceId}.${signature(key, deviceId, userId)}`;
}

/** The device id of a cookie signed for this user, or null (absent, forged, or another account's). */
export function deviceIdFor(key: string, cookie: string | undefined, userId: string): string | null {
  const [deviceId, signed, extra] = (cookie ?? '').split('.');
  if (!deviceId || !signed || extra !== undefined) return null;
  if (!/^[0-9a-f-]{36}$/.test(deviceId)) return null;
  return sameHash(signed, signature(key, deviceId, userId)) ? deviceId : null;
}

/** The device cookie of a request's Cookie header. */
export function deviceCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === deviceCookieName) return value.join('=');
  }
  return undefined;
}

/** `Set-Cookie`: HttpOnly (no script reads it), SameSite=Strict, sent to the API paths only. */
export function deviceCookieHeader(value: string, options: { secure: boolean }): string {
  const attributes = [
    `${deviceCookieName}=${value}`,
    'Path=/api',
    `Max-Age=${deviceCookieDays * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
