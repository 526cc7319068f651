import { systemRoleCodes } from '@portal/contracts/permissions';
import { taipeiToday } from '@portal/contracts/taipei-date';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { actionLogs } from '../../db/schema';
import { csvLines } from '../../lib/spreadsheet-export';
import { countEntries as countLogEntries, listEntries as listLogEntries } from './action-log.fixtures';
import { recordAction, systemContext } from './action-log.recorder';

let database: TestDatabase;
let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  const admin = await createUserWithRole(database.db, systemRoleCodes.administrator, {
    account: 'auditadmin',
  });
  adminToken = await signIn(app, admin.account);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const countEntries = () => countLogEntries(database.db);
const listEntries = (condition: Record<string, unknown>, token = adminToken) =>
  listLogEntries(app, token, condition);

describe('ActionLogs export', () => {
  it('exports CSV and XLSX with formula-like cells escaped and entity types in words, and logs the export', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/Roles',
      headers: bearer(adminToken),
      payload: { nameZh: '=HYPERLINK("http://evil")', permissions: [] },
    });
    expect(created.statusCode).toBe(201);
    await recordAction(database.db, systemContext, {
      action: 'update',
      entityType: 'role',
      entityId: '=1+1',
    });
    await recordAction(database.db, systemContext, {
      action: 'create',
      entityType: 'registry-check',
      entityId: 'export-registry-check',
    });
    const csv = await app.inject({
      url: `/api/v1/ActionLogs/Export?format=csv&condition=${encodeURIComponent(JSON.stringify({ entityType: 'role' }))}`,
      headers: bearer(adminToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="action-log-.*\.csv"/);
    expect(csv.body.split('\n')[0]).toBe(
      '\uFEFF時間,操作者,動作,資料類型,資料編號,變更前,變更後,IP,瀏覽器,請求編號',
    );
    expect(csv.body).toContain('auditadmin');
    // The role name is inside a JSON cell: the cell starts with "{", so no formula is possible there.
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(csv.body).toContain(",'=1+1,");
    expect(csv.body).not.toContain(',=1+1,');
    // The entity type in the request's language (zh-Hant here), not the code the server stores.
    expect(csv.body).toContain(",update,角色,'=1+1,");
    expect(csv.body).not.toMatch(/,role,/);

    const xlsx = await app.inject({
      url: '/api/v1/ActionLogs/Export?format=xlsx',
      headers: { ...bearer(adminToken), 'accept-language': 'en' },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Time');
    expect(sheet?.rowCount).toBeGreaterThan(2);
    const typeOf = (entityId: string) =>
      sheet
        ?.getRows(2, (sheet?.rowCount ?? 1) - 1)
        ?.find((row) => row.getCell(5).value === entityId)
        ?.getCell(4).value;
    expect(typeOf("'=1+1")).toBe('Role');
    expect(typeOf('export-registry-check')).toBe('Company registry check');

    const exports = await listEntries({ action: 'export' });
    expect(exports.totalCount).toBe(2);
  });

  it('streams a CSV export larger than one batch, every entry once, newest first, logged with its count', async () => {
    // 4 500 entries one second apart: more than one chunk of COPY's output.
    await database.db.execute(sql`
      insert into action_logs (id, created_at, action, entity_type, entity_id, ip)
      select uuidv7(), now() - make_interval(secs => 3600 + n), 'update', 'user', 'stream-' || n, '10.0.0.9'
      from generate_series(1, 4500) as n`);
    const expected = await countEntries();
    const csv = await app.inject({
      url: '/api/v1/ActionLogs/Export?format=csv',
      headers: bearer(adminToken),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    // Rows end LF (PostgreSQL's COPY); none of these entries holds a line break.
    expect(csv.body).not.toContain('\r');
    const lines = csv.body.split('\n').filter((line) => line.length > 0);
    expect(lines.length - 1).toBe(expected);
    const streamed = lines.filter((line) => line.includes(',stream-'));
    expect(streamed).toHaveLength(4500);
    expect(new Set(streamed).size).toBe(4500);
    expect(streamed[0]).toContain(',stream-1,');
    expect(streamed.at(-1)).toContain(',stream-4500,');
    const logged = (await listEntries({ action: 'export' })).data;
    const latest = logged.find((entry) => entry.after?.format === 'csv');
    expect(latest?.after).toMatchObject({ format: 'csv', count: expected });
  });

  it('writes each CSV cell as the shared CSV writer would: quotes, line breaks, formulas, Taiwan time', async () => {
    const tricky = '=cmd|"x",y\r\nz';
    await database.db.insert(actionLogs).values({
      createdAt: new Date('2026-03-01T17:30:05Z'),
      action: 'update',
      entityType: 'vendor',
      entityId: 'csv-cells',
      before: { name: '舊, "名"' },
      userAgent: tricky,
    });
    const csv = await app.inject({
      url: `/api/v1/ActionLogs/Export?format=csv&condition=${encodeURIComponent(JSON.stringify({ entityId: 'csv-cells' }))}`,
      headers: bearer(adminToken),
    });
    expect(csv.statusCode).toBe(200);
    // The one entry after the header line: Taiwan time (UTC+8, the next day), the entity type in
    // words, the JSON quoted, the formula defused, the line break kept inside its quoted cell, the row
    // ended LF as COPY ends it.
    const entry = csv.body.slice(csv.body.indexOf('\n') + 1);
    expect(entry).toBe(
      csvLines(
        [
          [
            '2026-03-02 01:30:05',
            '',
            'update',
            '供應商',
            'csv-cells',
            '{"name": "舊, \\"名\\""}',
            '',
            '',
            tricky,
            '',
          ],
        ],
        '\n',
      ),
    );
    expect(entry).toContain(`"'=cmd|""x"",y\r\nz"`);
  });

  it('filters a CSV export by keyword and dates, a quote or a backslash in them being only text', async () => {
    await recordAction(database.db, systemContext, {
      action: 'update',
      entityType: 'vendor',
      entityId: "o'brien\\co",
    });
    const exportRows = async (condition: object) => {
      const csv = await app.inject({
        url: `/api/v1/ActionLogs/Export?format=csv&condition=${encodeURIComponent(JSON.stringify(condition))}`,
        headers: bearer(adminToken),
      });
      expect(csv.statusCode).toBe(200);
      return csv.body.trimEnd().split('\n').slice(1);
    };
    const today = taipeiToday();
    const found = await exportRows({ keyword: "o'brien\\", from: today, to: today });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(",o'brien\\co,");
    expect(await exportRows({ keyword: "x' or '1'='1" })).toEqual([]);
    expect(await exportRows({ keyword: "o'brien", to: '2000-01-01' })).toEqual([]);
  });

  it('ends the COPY and frees its connection when the client stops reading half way', async () => {
    // Some 2.6 MB of rows: about 0.6 s at the export's pace, so the client stops it half way.
    await database.db.execute(sql`
      insert into action_logs (id, created_at, action, entity_type, entity_id, ip)
      select uuidv7(), now() - make_interval(secs => 7200 + n), 'update', 'user', 'stop-' || n, '10.0.0.9'
      from generate_series(1, 20000) as n`);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const stop = new AbortController();
    const response = await fetch(`${address}/api/v1/ActionLogs/Export?format=csv`, {
      headers: bearer(adminToken),
      signal: stop.signal,
    });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(first?.value?.length).toBeGreaterThan(0);
    stop.abort();
    const copies = async () =>
      (
        await database.pool.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and query ilike 'copy (%' and pid <> pg_backend_pid()`,
        )
      ).rows[0]?.n;
    await vi.waitFor(async () => expect(await copies()).toBe(0), { timeout: 10_000 });
    // Every connection is usable again, and a later export runs to its end.
    const again = await app.inject({
      url: '/api/v1/ActionLogs/Export?format=csv',
      headers: bearer(adminToken),
    });
    expect(again.statusCode).toBe(200);
    expect(again.body.trimEnd().split('\n').length - 1).toBe(await countEntries());
  });
});
