import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { registryLookups } from '../../db/vendor-schema';
import { AppError } from '../../lib/app-error';
import { createRegistryService } from './registry.service';
import { type FakeGcis, fakeUbns, startFakeGcis } from './testing/fake-gcis';

let database: TestDatabase;
let fake: FakeGcis;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeGcis();
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});
beforeEach(async () => {
  fake.mode = 'normal';
  fake.requests.length = 0;
  await database.db.delete(registryLookups);
});

function service(clock = manualClock(), timeoutMs = 1000) {
  return createRegistryService({ db: database.db, clock, baseUrl: fake.url, timeoutMs, minIntervalMs: 0 });
}

async function errorCode(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).details[0].code;
}

describe('registry lookups', () => {
  it('answers the real company, mapped', async () => {
    const result = await service().lookup('22099131');
    expect(result).toMatchObject({
      found: true,
      company: {
        name: '台灣積體電路製造股份有限公司',
        capital: 280500000000,
        setupDate: '1987-02-21',
        lastChangeDate: '2026-05-25',
        status: 'active',
        kind: 'company',
      },
    });
  });

  it('accepts a number as typed (full-width digits, dashes)', async () => {
    const result = await service().lookup('２２０９-９１３１');
    expect(result.found).toBe(true);
    expect(fake.requests[0]).toContain('eq%2022099131');
  });

  it('refuses a bad checksum without asking the registry', async () => {
    expect(await errorCode(service().lookup('12345678'))).toBe('FIELD_INVALID_UBN');
    expect(fake.requests).toEqual([]);
  });

  it('answers not found for [] and an empty body', async () => {
    expect(await service().lookup(fakeUbns.unknown)).toEqual({ found: false });
    fake.mode = 'empty-body';
    expect(await service().lookup('22099131')).toEqual({ found: false });
  });

  it('keeps an impossible ROC date from failing the lookup', async () => {
    const result = await service().lookup(fakeUbns.impossibleDate);
    expect(result).toMatchObject({
      found: true,
      company: { name: '日期異常股份有限公司', setupDate: null, lastChangeDate: '2025-01-10' },
    });
  });

  it.each(['filter-error', 'html-busy', 'status-500'] as const)(
    'throws REGISTRY_UNAVAILABLE for %s, never "not found"',
    async (mode) => {
      fake.mode = mode;
      expect(await errorCode(service().lookup('22099131'))).toBe('REGISTRY_UNAVAILABLE');
    },
  );

  it('throws REGISTRY_UNAVAILABLE when the registry is slower than the timeout', async () => {
    fake.mode = 'slow';
    fake.slowMs = 1000;
    expect(await errorCode(service(manualClock(), 200).lookup('22099131'))).toBe('REGISTRY_UNAVAILABLE');
  });
});

describe('the lookup cache', () => {
  it('reuses an answer for a day, then asks again', async () => {
    const clock = manualClock();
    const registry = service(clock);
    await registry.lookup('22099131');
    await registry.lookup('22099131');
    expect(fake.requests).toHaveLength(1);
    clock.advance(24 * 3600 - 1);
    await registry.lookup('22099131');
    expect(fake.requests).toHaveLength(1);
    clock.advance(2);
    const fresh = await registry.lookup('22099131');
    expect(fake.requests).toHaveLength(2);
    expect(fresh.found).toBe(true);
  });

  it('caches "not found" too', async () => {
    const registry = service();
    await registry.lookup(fakeUbns.unknown);
    // Even if the company appears meanwhile, the day's answer stands.
    fake.records.set(fakeUbns.unknown, { Business_Accounting_NO: fakeUbns.unknown, Company_Name: '新公司' });
    expect(await registry.lookup(fakeUbns.unknown)).toEqual({ found: false });
    expect(fake.requests).toHaveLength(1);
    fake.records.delete(fakeUbns.unknown);
  });

  it('never caches an unavailable registry', async () => {
    const registry = service();
    fake.mode = 'html-busy';
    await errorCode(registry.lookup('22099131'));
    const rows = await database.db.select().from(registryLookups).where(eq(registryLookups.ubn, '22099131'));
    expect(rows).toEqual([]);
    fake.mode = 'normal';
    expect((await registry.lookup('22099131')).found).toBe(true);
    expect(fake.requests).toHaveLength(2);
  });

  it('refresh always asks, and its answer serves later lookups', async () => {
    const registry = service();
    await registry.lookup('22099131');
    await registry.refresh('22099131');
    expect(fake.requests).toHaveLength(2);
    await registry.lookup('22099131');
    expect(fake.requests).toHaveLength(2);
  });
});
