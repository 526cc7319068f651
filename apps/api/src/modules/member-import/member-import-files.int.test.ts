import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberImports } from '../../db/member-import-schema';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';
import {
  deflatedBlanks,
  header,
  linkedWorkbook,
  partsOf,
  uploadImport,
  workbookOf,
  type ZipPart,
  zipOf,
} from './member-import.fixtures';
import { zipLimits } from './zip-inspection';

let world: MembersWorld;
beforeAll(async () => {
  world = await startMembersWorld();
});
afterAll(async () => {
  await world?.close();
});

const importsOf = (vendorId: string) =>
  world.db.select().from(memberImports).where(eq(memberImports.vendorId, vendorId));

const oneRow = (email: string) => [header, ['王小明', email, '', '', '']];

/** A real workbook's parts plus `count` tiny ones, so the archive holds exactly `total` entries. */
async function workbookWithEntries(total: number): Promise<ZipPart[]> {
  const parts = partsOf(await workbookOf(oneRow('entries@example.test')));
  const padding = Array.from({ length: total - parts.length }, (_, i) => ({
    name: `customXml/item${i + 1}.xml`,
    data: Buffer.from('<a/>'),
  }));
  return [...parts, ...padding];
}

describe('the import template', () => {
  const template = (who: Person | null, query: string) =>
    call(world, who, { method: 'GET', url: `/Vendor/Members/Batch/Template${query}` });

  async function headerRow(bytes: Buffer) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    return { sheetName: sheet?.name, header: sheet?.getRow(1).values, example: sheet?.getRow(2).values };
  }

  it('downloads as an .xlsx whose headers are in zh-Hant or English, and reads back as an import', async () => {
    const { owner } = await vendorWithPeople(world, '範本公司');

    const zh = await template(owner, '?language=zh-Hant');
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const zhName = /filename\*=UTF-8''([^;]+)/.exec(String(zh.headers['content-disposition']))?.[1];
    expect(decodeURIComponent(zhName ?? '')).toBe('成員匯入範本.xlsx');
    expect(zh.headers['content-disposition']).toMatch(/^attachment;/);
    expect(await headerRow(zh.rawPayload)).toMatchObject({
      sheetName: '成員',
      header: [undefined, '姓名', '電子郵件', '手機', '職稱', '角色'],
    });

    const en = await template(owner, '?language=en');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(en.headers['content-disposition']).toContain('filename="member-import.xlsx"');
    expect(await headerRow(en.rawPayload)).toMatchObject({
      sheetName: 'Members',
      header: [undefined, 'Name', 'E-mail', 'Mobile', 'Job title', 'Role'],
    });

    // Without a language it is the default zh-Hant; an unknown one is refused.
    expect((await headerRow((await template(owner, '')).rawPayload)).sheetName).toBe('成員');
    expect((await template(owner, '?language=fr')).statusCode).toBe(400);
    expect((await template(null, '?language=en')).statusCode).toBe(401);

    // Either template, filled in as it comes, is read back: its example row is one new invitation.
    for (const bytes of [zh.rawPayload, en.rawPayload]) {
      const preview = await uploadImport(world, owner, { bytes, fileName: 'template.xlsx' });
      expect(preview.statusCode, preview.body).toBe(201);
      expect(preview.json().unknownColumns).toEqual([]);
      expect(preview.json().rows).toMatchObject([
        { email: 'someone@example.com', role: 'member', verdict: 'invite' },
      ]);
    }
  });
});

describe('hostile workbooks', () => {
  it('refuses a workbook linking to another workbook, in the user’s language, writing nothing', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '外部連結公司');
    const rows = oneRow('linked@example.test');

    const linked = await uploadImport(world, owner, {
      bytes: await linkedWorkbook(rows),
      fileName: 'a.xlsx',
    });
    expect(linked.statusCode).toBe(400);
    expect(linked.json().errors[0]).toEqual({
      code: 'IMPORT_EXTERNAL_LINKS',
      message: '檔案含有外部連結，請移除連結後再上傳。',
    });
    const english = await uploadImport(
      world,
      owner,
      { bytes: await linkedWorkbook(rows), fileName: 'a.xlsx' },
      '',
      'en',
    );
    expect(english.json().errors[0].message).toBe(
      'The file links to other workbooks. Remove the links and upload it again.',
    );
    // The link part saved somewhere else is still known by its declared content type.
    const moved = await linkedWorkbook(rows, 'xl/links/book1.xml');
    expect(
      (await uploadImport(world, owner, { bytes: moved, fileName: 'b.xlsx' })).json().errors[0].code,
    ).toBe('IMPORT_EXTERNAL_LINKS');
    expect(await importsOf(vendor.id)).toHaveLength(0);

    // The same workbook without the link, rebuilt the same way, is read.
    const plain = zipOf(partsOf(await workbookOf(rows)));
    const read = await uploadImport(world, owner, { bytes: plain, fileName: 'c.xlsx' });
    expect(read.statusCode, read.body).toBe(201);
    expect(read.json().rows[0]).toMatchObject({ email: 'linked@example.test', verdict: 'invite' });
  });

  it('stops a zip bomb whose headers understate its size while inflating it, writing nothing', async () => {
    const { vendor, owner } = await vendorWithPeople(world, '炸彈公司');
    // 2 GB of blanks in about 2 MB, both headers saying 1 KB: only the inflation itself can tell.
    const bomb = zipOf([
      ...partsOf(await workbookOf(oneRow('bomb@example.test'))),
      { name: 'xl/worksheets/sheet2.xml', data: deflatedBlanks(2048), deflated: true, declaredSize: 1024 },
    ]);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const peakBefore = process.resourceUsage().maxRSS;
    const response = await uploadImport(world, owner, { bytes: bomb, fileName: 'bomb.xlsx' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('IMPORT_UNSAFE_FILE');
    // Stopped at the cap (100 MB) while inflating, not after: the server's peak memory never came near 2 GB.
    const grownMb = (process.resourceUsage().maxRSS - peakBefore) / 1024;
    expect(grownMb).toBeLessThan(256);
    expect(await importsOf(vendor.id)).toHaveLength(0);
  });

  it(`caps the archive at ${zipLimits.maxEntries} entries, however the end record counts them`, async () => {
    const { vendor, owner } = await vendorWithPeople(world, '條目公司');
    const upload = (bytes: Buffer) => uploadImport(world, owner, { bytes, fileName: 'entries.xlsx' });

    const atCap = await upload(zipOf(await workbookWithEntries(zipLimits.maxEntries)));
    expect(atCap.statusCode, atCap.body).toBe(201);
    expect(atCap.json().rows[0].email).toBe('entries@example.test');

    const over = await upload(zipOf(await workbookWithEntries(zipLimits.maxEntries + 1)));
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].code).toBe('IMPORT_UNSAFE_FILE');
    // An end record claiming 20 entries over a directory of 600 is not believed.
    const understated = zipOf(await workbookWithEntries(600), { declaredCount: 20 });
    expect((await upload(understated)).json().errors[0].code).toBe('IMPORT_UNSAFE_FILE');
    expect(await importsOf(vendor.id)).toHaveLength(1);
  });

  it('reads only what was inspected: an entry hidden from the directory never reaches the parser', async () => {
    const { owner } = await vendorWithPeople(world, '隱藏公司');
    const parts = partsOf(await workbookOf(oneRow('listed@example.test')));
    const sheet = parts.filter((part) => part.name === 'xl/worksheets/sheet1.xml');
    const strings = parts.find((part) => part.name === 'xl/sharedStrings.xml');
    // A second string table, met by a streaming reader after the listed one and before the sheet.
    const hidden = {
      name: 'xl/sharedStrings.xml',
      data: Buffer.from(String(strings?.data).replace('listed@', 'hidden@')),
      hidden: true,
    };
    const bytes = zipOf([...parts.filter((part) => !sheet.includes(part)), hidden, ...sheet]);
    const response = await uploadImport(world, owner, { bytes, fileName: 'hidden.xlsx' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().rows[0].email).toBe('listed@example.test');
  });
});
