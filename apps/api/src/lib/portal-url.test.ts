import { describe, expect, it } from 'vitest';
import { type PortalUrlPolicy, portalUrlResolver, trustedPortalUrl } from './portal-url';

const production: PortalUrlPolicy = {
  publicUrl: 'https://portal.example.tw',
  publicUrlIsSet: true,
  production: true,
  allowedOrigins: ['https://members.example.tw'],
};
const localInstall: PortalUrlPolicy = {
  publicUrl: 'http://localhost:3000',
  publicUrlIsSet: false,
  production: false,
  allowedOrigins: [],
};

describe('trustedPortalUrl', () => {
  it('keeps PUBLIC_URL for a request from elsewhere unless the origin is allow-listed', () => {
    expect(trustedPortalUrl(production, 'https://attacker.example')).toBe('https://portal.example.tw');
    expect(trustedPortalUrl(production, 'https://members.example.tw')).toBe('https://members.example.tw');
    expect(trustedPortalUrl(production, 'http://members.example.tw')).toBe('https://portal.example.tw');
    expect(trustedPortalUrl(production, undefined)).toBe('https://portal.example.tw');
  });

  it('follows the request on a local install, but not in production nor once PUBLIC_URL is set', () => {
    expect(trustedPortalUrl(localInstall, 'http://192.168.1.20:8080')).toBe('http://192.168.1.20:8080');
    expect(trustedPortalUrl({ ...localInstall, production: true }, 'http://192.168.1.20:8080')).toBe(
      'http://localhost:3000',
    );
    expect(trustedPortalUrl({ ...localInstall, publicUrlIsSet: true }, 'http://192.168.1.20:8080')).toBe(
      'http://localhost:3000',
    );
  });

  it('ignores what is not an http(s) origin', () => {
    expect(trustedPortalUrl(localInstall, 'javascript://alert(1)')).toBe('http://localhost:3000');
    expect(trustedPortalUrl(localInstall, 'http://exa mple')).toBe('http://localhost:3000');
  });
});

describe('portalUrlResolver', () => {
  it('answers as trustedPortalUrl, again after its bounded memory was cleared', () => {
    const resolve = portalUrlResolver(production, 2);
    const origins = [
      'https://attacker.example',
      'https://members.example.tw',
      undefined,
      'https://x.example',
    ];
    for (const origin of [...origins, ...origins]) {
      expect(resolve(origin), String(origin)).toBe(trustedPortalUrl(production, origin));
    }
    expect(portalUrlResolver(localInstall)('http://192.168.1.5:3000')).toBe('http://192.168.1.5:3000');
  });
});
