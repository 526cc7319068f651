import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app';
import {
  call,
  type MembersWorld,
  startMembersWorld,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import { fakeSheets } from './member-import.fixtures';

let world: MembersWorld;
let fake: ReturnType<typeof fakeSheets>;
beforeAll(async () => {
  fake = fakeSheets();
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  const { port } = fake.server.address() as AddressInfo;
  world = await startMembersWorld();
  await world.app.close();
  world.app = await buildTestApp(world.database, {
    env: {
      CAPTCHA_ENABLED: 'false',
      GOOGLE_SHEETS_API_KEY: 'test-key',
      GOOGLE_SHEETS_BASE_URL: `http://127.0.0.1:${port}`,
    },
    clock: world.clock,
  });
});
afterAll(async () => {
  await world?.close();
  await new Promise((resolve) => fake?.server.close(resolve));
});

describe('member import from Google Sheets', () => {
  it('previews a shared sheet from its link, like a file', async () => {
    const { owner } = await vendorWithPeople(world, '試算表公司');
    const options = await call(world, owner, { method: 'GET', url: '/Vendor/Members/Batch/Options' });
    expect(options.json()).toEqual({ sheetsAvailable: true });
    const response = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members/Batch/Sheets',
      payload: { url: 'https://docs.google.com/spreadsheets/d/publicSheet12345/edit#gid=0' },
    });
    expect(response.statusCode).toBe(201);
    const preview = response.json();
    expect(preview.source).toBe('sheets');
    expect(preview.counts).toMatchObject({ invite: 2, invalid: 1 });
    expect(preview.unknownColumns).toEqual(['備註']);
    expect(preview.rows[0]).toMatchObject({
      name: '黃美玲',
      email: 'sheet.one@example.test',
      role: 'member',
    });
    const asked = fake.requests.at(-1);
    expect(asked?.pathname).toBe('/v4/spreadsheets/publicSheet12345/values/A1%3AZ10001');
    expect(asked?.searchParams.get('key')).toBe('test-key');
  });

  it('tells a private sheet, a missing one, a bad link and an unavailable service apart', async () => {
    const { owner } = await vendorWithPeople(world, '試算表公司二');
    const codeFor = async (payload: object) =>
      (await call(world, owner, { method: 'POST', url: '/Vendor/Members/Batch/Sheets', payload })).json()
        .errors[0].code;
    expect(await codeFor({ spreadsheetId: 'privateSheet1234' })).toBe('SHEETS_PRIVATE');
    expect(await codeFor({ spreadsheetId: 'missingSheet1234' })).toBe('SHEETS_NOT_FOUND');
    expect(await codeFor({ spreadsheetId: 'publicSheet12345', range: 'NoSuchTab!A1:E' })).toBe(
      'SHEETS_NOT_FOUND',
    );
    expect(await codeFor({ url: 'https://example.com/spreadsheets/d/publicSheet12345' })).toBe(
      'SHEETS_BAD_LINK',
    );
    expect(await codeFor({ url: 'not a link' })).toBe('SHEETS_BAD_LINK');
    expect(await codeFor({ spreadsheetId: 'brokenSheet12345' })).toBe('SHEETS_UNAVAILABLE');
  });

  it('is hidden and refused when no key is configured', async () => {
    const plain = await startMembersWorld();
    try {
      const { owner } = await vendorWithPeople(plain, '無試算表公司');
      expect(
        (await call(plain, owner, { method: 'GET', url: '/Vendor/Members/Batch/Options' })).json(),
      ).toEqual({
        sheetsAvailable: false,
      });
      const response = await call(plain, owner, {
        method: 'POST',
        url: '/Vendor/Members/Batch/Sheets',
        payload: { spreadsheetId: 'publicSheet12345' },
      });
      expect(response.json().errors[0].code).toBe('SHEETS_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
  });
});
