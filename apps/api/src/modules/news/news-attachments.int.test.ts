import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { NewsDetail } from '@portal/contracts/news';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { minimalPdf, uploadDocument } from '../files/documents.fixtures';
import { manageUrl, type NewsCallers, newsInput, publish, signInNewsCallers } from './news.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let callers: NewsCallers;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-news-files-'));
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', FILE_STORAGE_DIR: storageDir } });
  callers = await signInNewsCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
});

async function uploaded(token: string, fileName: string, bytes = minimalPdf()) {
  const response = await uploadDocument(app, token, { bytes, fileName });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; fileName: string };
}

describe('attachments', () => {
  it('attaches staff’s uploads in order; the audience downloads them, others get 404', async () => {
    const bytes = minimalPdf(300);
    const rules = await uploaded(callers.staff, '會員須知.pdf', bytes);
    const form = await uploaded(callers.staff, '報名表.pdf');
    const item = await publish(app, callers.staff, {
      audience: 'vendors',
      attachmentIds: [form.id, rules.id],
    });
    expect(item.attachments.map((file) => file.fileName)).toEqual(['報名表.pdf', '會員須知.pdf']);

    const detail = await app.inject({
      url: `/api/v1/News/${item.id}`,
      headers: bearer(callers.vendorMember),
    });
    expect((detail.json() as NewsDetail).attachments.map((file) => file.id)).toEqual([form.id, rules.id]);

    const url = `/api/v1/News/${item.id}/Attachments/${rules.id}`;
    const download = await app.inject({ url, headers: bearer(callers.vendorMember) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(bytes)).toBe(true);

    expect((await app.inject({ url, headers: bearer(callers.buyer) })).statusCode).toBe(404);
    expect((await app.inject({ url })).statusCode).toBe(401);
    // A file that exists but is not this item's is not served through it.
    const other = await publish(app, callers.staff, { audience: 'everyone' });
    const through = `/api/v1/News/${other.id}/Attachments/${rules.id}`;
    expect((await app.inject({ url: through, headers: bearer(callers.buyer) })).statusCode).toBe(404);
  });

  it('refuses someone else’s upload, and an unknown file, changing nothing', async () => {
    const buyers = await uploaded(callers.buyer, '買家文件.pdf');
    for (const id of [buyers.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject({
        method: 'POST',
        url: manageUrl,
        headers: bearer(callers.staff),
        payload: newsInput({ attachmentIds: [id] }),
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'attachmentIds' });
    }
  });

  it('lets another member of staff keep a colleague’s attachment when editing', async () => {
    const file = await uploaded(callers.staff, '議程.pdf');
    const item = await publish(app, callers.staff, { attachmentIds: [file.id] });
    const colleague = await app.inject({
      method: 'PUT',
      url: manageUrl,
      headers: bearer(callers.administrator),
      payload: { ...newsInput({ titleZh: '改過', attachmentIds: [file.id] }), id: item.id },
    });
    expect(colleague.statusCode, colleague.body).toBe(200);
    expect(colleague.json().attachments.map((entry: { id: string }) => entry.id)).toEqual([file.id]);
  });
});
