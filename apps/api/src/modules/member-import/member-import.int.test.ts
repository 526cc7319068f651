import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendor } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { vendorInvitations } from '../../db/vendor-schema';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  startMembersWorld,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import {
  big5,
  csvText,
  header,
  macroWorkbook,
  uploadImport,
  utf8Bom,
  workbookOf,
  zipBomb,
} from './member-import.fixtures';

let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

const invitationsOf = (vendorId: string) =>
  world.db.select().from(vendorInvitations).where(eq(vendorInvitations.vendorId, vendorId));

/** 20 data rows, English headers in another order plus an unknown column: 3 invalid, 2 duplicates. */
function twentyRows(tag: string) {
  const rows: (string | number)[][] = [['E-mail', 'Department', 'Name', 'Role', 'Mobile', 'Job title']];
  for (let i = 1; i <= 15; i += 1)
    rows.push([
      `p${i}.${tag}@example.test`,
      '採購部',
      `王小明${i}`,
      i === 1 ? 'manager' : '成員',
      '0912-345-678',
      '專員',
    ]);
  rows.push(['not-an-email', '', '錯誤一', '', '', '']);
  rows.push([`bad-mobile.${tag}@example.test`, '', '錯誤二', '', '12345', '']);
  rows.push([`bad-role.${tag}@example.test`, '', '錯誤三', 'boss', '', '']);
  // Duplicates: the same addresses as rows 2 and 3, in capitals and full-width characters.
  rows.push([`P1.${tag}@EXAMPLE.TEST`, '', '重複一', '', '', '']);
  rows.push([`ｐ２.${tag}@example.test`, '', '重複二', '', '', '']);
  return rows;
}

async function waitUntilDone(who: Person, id: string) {
  await expect
    .poll(
      async () =>
        (await call(world, who, { method: 'GET', url: `/Vendor/Members/Batch/${id}/Status` })).json().status,
      { timeout: 30_000, interval: 200 },
    )
    .toBe('done');
  return (await call(world, who, { method: 'GET', url: `/Vendor/Members/Batch/${id}/Status` })).json();
}

describe('member import from a file', () => {
  it('previews a 20-row file with 3 bad rows and 2 duplicates, writing no invitation', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '匯入甲');
    const file = { bytes: await workbookOf(twentyRows('a')), fileName: 'members.xlsx' };
    const response = await uploadImport(world, owner, file, '', 'en');
    expect(response.statusCode).toBe(201);
    const preview = response.json();
    expect(preview.status).toBe('preview');
    expect(preview.totalRows).toBe(20);
    expect(preview.counts).toEqual({
      invite: 15,
      member: 0,
      otherVendor: 0,
      pending: 0,
      duplicate: 2,
      invalid: 3,
    });
    expect(preview.unknownColumns).toEqual(['Department']);
    const byRow = new Map(preview.rows.map((row: { row: number }) => [row.row, row]));
    expect(byRow.get(17)).toMatchObject({
      verdict: 'invalid',
      problems: [{ field: 'email', code: 'FIELD_INVALID_FORMAT' }],
    });
    expect(byRow.get(18)).toMatchObject({
      verdict: 'invalid',
      problems: [{ field: 'mobile', code: 'FIELD_INVALID_MOBILE' }],
    });
    expect(byRow.get(19)).toMatchObject({
      verdict: 'invalid',
      problems: [{ field: 'role', code: 'IMPORT_ROLE_UNKNOWN' }],
    });
    expect(byRow.get(20)).toMatchObject({
      verdict: 'duplicate',
      email: 'p1.a@example.test',
      problems: [{ code: 'IMPORT_ROW_DUPLICATE', message: 'The same e-mail as row 2.' }],
    });
    expect(byRow.get(21)).toMatchObject({ verdict: 'duplicate', email: 'p2.a@example.test' });
    expect(byRow.get(2)).toMatchObject({
      verdict: 'invite',
      role: 'manager',
      name: '王小明1',
      state: 'waiting',
    });
    expect(await invitationsOf(vendor.id)).toHaveLength(0);
  });

  it('applies as a job with progress; applying twice adds nothing; the report lists the rest', async () => {
    const jobWorld = await startMembersWorld();
    // This file's own world runs the workers, as the server does.
    await jobWorld.app.close();
    const { buildTestApp } = await import('../../../test/test-app');
    jobWorld.app = await buildTestApp(jobWorld.database, {
      env: { CAPTCHA_ENABLED: 'false' },
      clock: jobWorld.clock,
      runJobs: true,
      jobTuning: { workerPollingIntervalSeconds: 1 },
    });
    const saved = world;
    world = jobWorld;
    try {
      const { vendor, owner } = await vendorWithPeople(world, '匯入乙');
      const preview = (
        await uploadImport(world, owner, { bytes: await workbookOf(twentyRows('b')), fileName: 'b.xlsx' })
      ).json();
      const applied = await call(world, owner, {
        method: 'POST',
        url: '/Vendor/Members/Batch/Apply',
        payload: { id: preview.id },
      });
      expect(applied.statusCode).toBe(202);
      expect(applied.json().progress.total).toBe(15);
      const done = await waitUntilDone(owner, preview.id);
      expect(done.progress).toEqual({ total: 15, done: 15, failed: 0 });
      expect(await invitationsOf(vendor.id)).toHaveLength(15);

      const again = await call(world, owner, {
        method: 'POST',
        url: '/Vendor/Members/Batch/Apply',
        payload: { id: preview.id },
      });
      expect(again.statusCode).toBe(202);
      expect(again.json().status).toBe('done');
      // The same file once more: every address now has a pending invitation.
      const second = (
        await uploadImport(world, owner, { bytes: await workbookOf(twentyRows('b')), fileName: 'b.xlsx' })
      ).json();
      expect(second.counts).toMatchObject({ invite: 0, pending: 15 });
      await call(world, owner, {
        method: 'POST',
        url: '/Vendor/Members/Batch/Apply',
        payload: { id: second.id },
      });
      await waitUntilDone(owner, second.id);
      expect(await invitationsOf(vendor.id)).toHaveLength(15);

      const report = await world.app.inject({
        method: 'GET',
        url: `/api/v1/Vendor/Members/Batch/${preview.id}/Report`,
        headers: { ...owner.headers, 'accept-language': 'en' },
      });
      expect(report.statusCode).toBe(200);
      expect(report.headers['content-type']).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      expect(sheet?.getRow(1).values).toEqual([
        undefined,
        'Row',
        'Name',
        'E-mail',
        'Mobile',
        'Job title',
        'Role',
        'Reason',
      ]);
      expect(sheet?.rowCount).toBe(6);
      expect(sheet?.getRow(2).getCell(7).value).toBe('The format is not valid.');
      expect(sheet?.getRow(2).getCell(3).value).toBe('not-an-email');
      expect(String(sheet?.getRow(5).getCell(7).value)).toContain('row 2');
    } finally {
      world = saved;
      await jobWorld.close();
    }
  });

  it('reads a Big5 (cp950) CSV without mojibake', async () => {
    const { owner } = await vendorWithPeople(world, '匯入丙');
    const text = csvText([
      header,
      ['陳怡君', 'big5.one@example.test', '0912345678', '業務經理', '管理者'],
      ['林志豪', 'big5.two@example.test', '', '', ''],
    ]);
    const response = await uploadImport(world, owner, { bytes: big5(text), fileName: '名單.csv' });
    expect(response.statusCode).toBe(201);
    const rows = response.json().rows;
    expect(rows.map((row: { name: string }) => row.name)).toEqual(['陳怡君', '林志豪']);
    expect(rows[0]).toMatchObject({ jobTitle: '業務經理', role: 'manager', verdict: 'invite' });
  });

  it('reads a UTF-8 CSV with a byte-order mark, full-width digits and spaces normalised', async () => {
    const { owner } = await vendorWithPeople(world, '匯入丁');
    const text = csvText([
      header,
      ['　張　雅婷　', 'bom.one@example.test', '０９１２－３４５－６７８', '', '成員'],
    ]);
    const response = await uploadImport(world, owner, { bytes: utf8Bom(text), fileName: 'bom.csv' });
    expect(response.statusCode).toBe(201);
    expect(response.json().rows[0]).toMatchObject({
      name: '張 雅婷',
      mobile: '0912-345-678',
      verdict: 'invite',
    });
  });

  it('refuses a zip bomb, a macro-bearing workbook and a file that is not a sheet, changing nothing', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '匯入戊');
    const bomb = await uploadImport(world, owner, { bytes: zipBomb(), fileName: 'bomb.xlsx' });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().errors[0].code).toBe('IMPORT_UNSAFE_FILE');
    const macro = await uploadImport(world, owner, { bytes: macroWorkbook(), fileName: 'macro.xlsx' });
    expect(macro.json().errors[0].code).toBe('IMPORT_MACROS');
    const xlsm = await uploadImport(world, owner, { bytes: macroWorkbook(), fileName: 'macro.xlsm' });
    expect(xlsm.json().errors[0].code).toBe('IMPORT_FILE_TYPE');
    const pdf = await uploadImport(world, owner, { bytes: Buffer.from('%PDF-1.4\n'), fileName: 'a.pdf' });
    expect(pdf.statusCode).toBe(415);
    const noEmail = await uploadImport(world, owner, {
      bytes: utf8Bom(csvText([['姓名'], ['王']])),
      fileName: 'x.csv',
    });
    expect(noEmail.json().errors[0].code).toBe('IMPORT_NO_EMAIL_COLUMN');
    expect(await invitationsOf(vendor.id)).toHaveLength(0);
  });

  it('keeps formula cells as text and exports them so no spreadsheet runs them', async () => {
    const { owner } = await vendorWithPeople(world, '匯入己');
    const bytes = await workbookOf([
      header,
      ['王', { formula: 'HYPERLINK("http://evil.test","x")' }, '', '', ''],
      ['李', '@SUM(1+1)', '', '=1+2', ''],
    ]);
    const preview = (await uploadImport(world, owner, { bytes, fileName: 'f.xlsx' })).json();
    expect(preview.rows[0]).toMatchObject({
      email: '=HYPERLINK("http://evil.test","x")',
      verdict: 'invalid',
    });
    expect(preview.rows[1]).toMatchObject({ email: '@SUM(1+1)', jobTitle: '=1+2', verdict: 'invalid' });
    const report = await world.app.inject({
      method: 'GET',
      url: `/api/v1/Vendor/Members/Batch/${preview.id}/Report`,
      headers: owner.headers,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(2).getCell(3).value).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(sheet?.getRow(3).getCell(3).value).toBe(`'@SUM(1+1)`);
    expect(sheet?.getRow(3).getCell(5).value).toBe(`'=1+2`);
    expect(sheet?.getRow(2).getCell(3).formula).toBeUndefined();
  });

  it('gives the verdicts already a member, in another vendor, and invited (pending)', async () => {
    const { owner, member } = await vendorWithPeople(world, '匯入庚');
    const other = await vendorWithPeople(world, '匯入庚之外');
    await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Invite',
      payload: { email: 'waiting@example.test', role: 'member' },
    });
    const text = csvText([
      header,
      ['', member.email, '', '', ''],
      ['', other.member.email, '', '', ''],
      ['', 'WAITING@example.test', '', '', ''],
    ]);
    const preview = (await uploadImport(world, owner, { bytes: utf8Bom(text), fileName: 'v.csv' })).json();
    expect(preview.rows.map((row: { verdict: string }) => row.verdict)).toEqual([
      'member',
      'otherVendor',
      'pending',
    ]);
    expect(preview.rows[1].problems[0].code).toBe('IMPORT_ROW_OTHER_VENDOR');
  });
});

describe('who may import', () => {
  let a: Awaited<ReturnType<typeof vendorWithPeople>>;
  let b: Awaited<ReturnType<typeof vendorWithPeople>>;
  let previewId: string;
  const file = async () => ({
    bytes: utf8Bom(
      csvText([header, ['', 'boss@example.test', '', '', '擁有者'], ['', 'staff1@example.test', '', '', '']]),
    ),
    fileName: 'r.csv',
  });

  beforeAll(async () => {
    a = await vendorWithPeople(world, '權限甲');
    b = await vendorWithPeople(world, '權限乙');
    previewId = (await uploadImport(world, a.owner, await file())).json().id;
  });

  it('lets a manager import but not owners: the owner row is invalid', async () => {
    const response = await uploadImport(world, a.manager, await file());
    expect(response.statusCode).toBe(201);
    expect(response.json().rows[0]).toMatchObject({
      verdict: 'invalid',
      problems: [{ field: 'role', code: 'VENDOR_ROLE_TOO_HIGH' }],
    });
    expect(response.json().rows[1].verdict).toBe('invite');
  });

  it('refuses a member and a person without a vendor', async () => {
    expect((await uploadImport(world, a.member, await file())).statusCode).toBe(403);
    const outsider = await person(world);
    expect((await uploadImport(world, outsider, await file())).json().errors[0].code).toBe('NOT_IN_VENDOR');
    expect((await uploadImport(world, null, await file())).statusCode).toBe(401);
  });

  it('hides a preview from another vendor and from other people of the same vendor (404)', async () => {
    for (const who of [b.owner, a.manager]) {
      for (const [method, url, payload] of [
        ['GET', `/Vendor/Members/Batch/${previewId}`, undefined],
        ['GET', `/Vendor/Members/Batch/${previewId}/Status`, undefined],
        ['GET', `/Vendor/Members/Batch/${previewId}/Report`, undefined],
        ['POST', '/Vendor/Members/Batch/Apply', { id: previewId }],
      ] as const) {
        const response = await call(world, who, { method, url, payload });
        expect(response.statusCode, `${who.name} ${method} ${url}`).toBe(404);
      }
    }
    expect(await invitationsOf(a.vendor.id)).toHaveLength(0);
  });

  it('lets staff with vendors:write import for a vendor they name; vendors:read is not enough', async () => {
    const admin = await person(world, { role: systemRoleCodes.administrator });
    const staff = await person(world, { role: systemRoleCodes.staff });
    const response = await uploadImport(world, admin, await file(), `?vendorId=${a.vendor.id}`);
    expect(response.statusCode).toBe(201);
    expect(response.json().rows[0].verdict).toBe('invite');
    expect((await uploadImport(world, staff, await file(), `?vendorId=${a.vendor.id}`)).statusCode).toBe(403);
    const status = await call(world, admin, {
      method: 'GET',
      url: `/Vendor/Members/Batch/${previewId}/Status?vendorId=${a.vendor.id}`,
    });
    expect(status.statusCode).toBe(200);
    const lone = await createVendor(world.db, [], '無人公司');
    const wrong = await call(world, admin, {
      method: 'GET',
      url: `/Vendor/Members/Batch/${previewId}/Status?vendorId=${lone.id}`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('refuses an expired preview', async () => {
    const id = (await uploadImport(world, a.owner, await file())).json().id;
    world.clock.advance(25 * 3600);
    // The session idled out with the clock: sign in again.
    const owner = { ...a.owner, headers: bearer(await signIn(world.app, a.owner.account)) };
    const response = await call(world, owner, {
      method: 'POST',
      url: '/Vendor/Members/Batch/Apply',
      payload: { id },
    });
    expect(response.json().errors[0].code).toBe('IMPORT_EXPIRED');
    expect(await invitationsOf(a.vendor.id)).toHaveLength(0);
  });
});
