import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classifyBody, companyDatasetId, companyLookupUrl, createGcisClient } from './gcis-client';
import { companyDatasetPath, type FakeGcis, fakeUbns, startFakeGcis, tsmcRecord } from './testing/fake-gcis';

let fake: FakeGcis;
const warnings: object[] = [];
const client = () =>
  createGcisClient({
    baseUrl: fake.url,
    timeoutMs: 300,
    minIntervalMs: 0,
    log: { warn: (details) => warnings.push(details) },
  });

beforeAll(async () => {
  fake = await startFakeGcis();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'normal';
  fake.requests.length = 0;
  fake.requestTimes.length = 0;
  warnings.length = 0;
});

describe('the registry request', () => {
  it('asks the company dataset exactly as documented', async () => {
    await client().fetchCompany('22099131');
    const [request] = fake.requests;
    expect(request?.startsWith(`${companyDatasetPath}?`)).toBe(true);
    const query = new URL(request ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      $format: 'json',
      $filter: 'Business_Accounting_NO eq 22099131',
      $skip: '0',
      $top: '1',
    });
    expect(request).toContain('$filter=Business_Accounting_NO%20eq%2022099131');
  });

  it('builds the URL from a base with a trailing slash', () => {
    expect(companyLookupUrl('https://data.gcis.nat.gov.tw/', '00501503')).toBe(
      `https://data.gcis.nat.gov.tw/od/data/api/${companyDatasetId}?$format=json&` +
        '$filter=Business_Accounting_NO%20eq%2000501503&$skip=0&$top=1',
    );
  });
});

describe('classifying the answer', () => {
  it('finds the real record of 22099131', async () => {
    expect(await client().fetchCompany('22099131')).toEqual({ kind: 'found', record: tsmcRecord });
  });

  it('reads [] for an unknown number as not found', async () => {
    expect(await client().fetchCompany(fakeUbns.unknown)).toEqual({ kind: 'not-found' });
  });

  it.each([
    ['empty-body', { kind: 'not-found' }],
    ['empty-array', { kind: 'not-found' }],
    ['filter-error', { kind: 'unavailable', reason: 'unexpected-body' }],
    ['html-busy', { kind: 'unavailable', reason: 'unexpected-body' }],
    ['status-500', { kind: 'unavailable', reason: 'http-status' }],
  ] as const)('mode %s → %o', async (mode, expected) => {
    fake.mode = mode;
    expect(await client().fetchCompany('22099131')).toEqual(expected);
  });

  it('gives up on a reply slower than the timeout', async () => {
    fake.mode = 'slow';
    fake.slowMs = 1500;
    const started = Date.now();
    expect(await client().fetchCompany('22099131')).toEqual({ kind: 'unavailable', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('reports an unreachable registry as unavailable', async () => {
    const closed = await startFakeGcis();
    await closed.close();
    const answer = await createGcisClient({ baseUrl: closed.url, timeoutMs: 500 }).fetchCompany('22099131');
    expect(answer).toEqual({ kind: 'unavailable', reason: 'network' });
  });

  it('never logs the body whole', async () => {
    fake.mode = 'html-busy';
    await client().fetchCompany('22099131');
    expect(warnings).toHaveLength(1);
    const logged = JSON.stringify(warnings[0]);
    expect(logged).not.toContain('</html>');
    expect(logged.length).toBeLessThan(200);
  });

  it.each([
    ['', { kind: 'not-found' }],
    ['  \n ', { kind: 'not-found' }],
    [' [] ', { kind: 'not-found' }],
    ['[{"Business_Accounting_NO":"22099131"', { kind: 'unavailable', reason: 'invalid-json' }],
    ['$filter參數有誤', { kind: 'unavailable', reason: 'unexpected-body' }],
    ['此API不存在', { kind: 'unavailable', reason: 'unexpected-body' }],
    ['非授權', { kind: 'unavailable', reason: 'unexpected-body' }],
    ['[{"Business_Accounting_NO":"12345675"}]', { kind: 'unavailable', reason: 'unexpected-record' }],
  ] as const)('body %j → %o', (body, expected) => {
    expect(classifyBody(body, '22099131')).toEqual(expected);
  });
});

describe('the rate', () => {
  it('spaces calls by the minimum interval, in order, dropping none', async () => {
    const started: number[] = [];
    const spaced = createGcisClient({
      baseUrl: fake.url,
      timeoutMs: 2000,
      minIntervalMs: 100,
      fetch: (input, init) => {
        started.push(Date.now());
        return fetch(input, init);
      },
    });
    const ubns = ['22099131', fakeUbns.suspended, fakeUbns.dissolved, fakeUbns.unknown];
    const answers = await Promise.all(ubns.map((ubn) => spaced.fetchCompany(ubn)));
    expect(answers.map((answer) => answer.kind)).toEqual(['found', 'found', 'found', 'not-found']);
    expect(fake.requests.map((request) => /eq%20(\d{8})/.exec(request)?.[1])).toEqual(ubns);
    // Spaced as they start and as they arrive. A loaded machine may stall a call between its turn and
    // its start, so the bounds are loose; without spacing the gaps would be a few milliseconds.
    const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0));
    for (const gap of gaps(started)) expect(gap).toBeGreaterThanOrEqual(50);
    for (const gap of gaps(fake.requestTimes)) expect(gap).toBeGreaterThanOrEqual(40);
  });
});
