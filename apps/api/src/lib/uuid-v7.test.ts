import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newId } from './uuid-v7';

describe('newId', () => {
  it('makes valid, distinct version 7 UUIDs that sort in the order they were made', () => {
    const ids = Array.from({ length: 20_000 }, () => newId());
    expect(ids.every((id) => validate(id) && version(id) === 7)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the current time in milliseconds', () => {
    const before = Date.now();
    const id = newId();
    const msecs = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(msecs).toBeGreaterThanOrEqual(before);
    expect(msecs).toBeLessThanOrEqual(Date.now() + 1);
  });
});
