import { describe, expect, it } from 'vitest';
import { canonicalRoute } from './rate-limits';

describe('canonicalRoute', () => {
  it('names a route by method and path without its /api/v1 or /api prefix', () => {
    expect(canonicalRoute('POST', '/api/v1/Auth/Login')).toBe('POST /Auth/Login');
    expect(canonicalRoute('POST', '/api/Auth/Login')).toBe('POST /Auth/Login');
    expect(canonicalRoute('HEAD', '/api/Configuration')).toBe('GET /Configuration');
    expect(canonicalRoute('GET', '/apiary')).toBe('GET /apiary');
  });
});
