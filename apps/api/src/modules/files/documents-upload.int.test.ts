import { createHash } from 'node:crypto';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { documentMaxBytes, documentSchema } from '@portal/contracts/vendor-application';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, entriesAbout } from '../../../test/access-fixtures';
import { bearer, signIn, someAddress } from '../../../test/identity-fixtures';
import { startOfUnbrokenWindow } from '../../../test/rate-window';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { startTestStorage, storageKinds, type TestStorage } from '../../../test/test-storage';
import { storedFiles } from '../../db/vendor-schema';
import { minimalPdf, minimalPng, multipartBody, uploadDocument } from './documents.fixtures';

describe.each(storageKinds)('with %s storage', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let store: TestStorage;
  let token: string;
  let userId: string;

  beforeAll(async () => {
    store = await startTestStorage(kind);
    database = await createTestDatabase();
    app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', ...store.env } });
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    userId = user.id;
    token = await signIn(app, user.account);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await store.close();
  });

  /** Everything in the store (temporary names included). */
  const filesOnDisk = () => store.everything();

  const countRows = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]?.n ?? 0;

  /** Runs a refused upload and checks it left neither a row nor a file behind. */
  async function expectNothingStored<T>(upload: () => Promise<T>): Promise<T> {
    const rowsBefore = await countRows();
    const filesBefore = await filesOnDisk();
    const response = await upload();
    expect(await countRows()).toBe(rowsBefore);
    expect(await filesOnDisk()).toEqual(filesBefore);
    return response;
  }

  describe('POST /Vendor/Documents', () => {
    it('stores a PDF by its content, with its hash, owner, file and action-log entry', async () => {
      const bytes = minimalPdf();
      const response = await uploadDocument(app, token, { bytes, fileName: '營業登記.pdf' });
      expect(response.statusCode, response.body).toBe(201);
      const document = documentSchema.parse(response.json());
      expect(document).toMatchObject({
        fileName: '營業登記.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
      });

      const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, document.id));
      expect(row).toMatchObject({ ownerId: userId, purpose: 'vendor-document', size: bytes.length });
      expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(row?.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
      expect(await store.bytesOf(row?.storageKey ?? '')).toEqual(bytes);

      const [entry] = await entriesAbout(database.db, 'document', document.id);
      expect(entry).toMatchObject({ action: 'create', actorId: userId });
      expect(entry?.after).toMatchObject({ fileName: '營業登記.pdf', contentType: 'application/pdf' });
    });

    it('stores a PNG whatever Content-Type and name the browser claimed', async () => {
      const response = await uploadDocument(app, token, {
        bytes: minimalPng(),
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
      });
      expect(response.statusCode, response.body).toBe(201);
      // The name keeps what was typed and gains the extension of what the file really is.
      expect(response.json()).toMatchObject({ contentType: 'image/png', fileName: 'scan.pdf.png' });
    });

    it('takes files far bigger than the JSON body limit, up to the document limit', async () => {
      const bytes = minimalPdf(2 * 1024 * 1024);
      const response = await uploadDocument(app, token, { bytes });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().size).toBe(bytes.length);
    });

    it('refuses a text file named .pdf and sent as application/pdf, storing nothing', async () => {
      const response = await expectNothingStored(() =>
        uploadDocument(app, token, {
          bytes: Buffer.from('just some text, not a PDF at all\n'.repeat(20)),
          fileName: 'contract.pdf',
          contentType: 'application/pdf',
        }),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json().errors[0].code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    });

    it('refuses a file over the limit with 413, leaving nothing stored', async () => {
      const response = await expectNothingStored(() =>
        uploadDocument(app, token, { bytes: minimalPdf(documentMaxBytes) }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json().errors[0]).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
      expect(response.json().errors[0].message).toContain('10');
    });

    it('answers 400 FIELD_REQUIRED when no file part is sent', async () => {
      const body = multipartBody([{ name: 'note', value: 'hello' }]);
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/Vendor/Documents',
        headers: { 'content-type': body.contentType, ...bearer(token) },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'FIELD_REQUIRED', field: 'file' });
    });

    it('ignores a file part with another name, and refuses a second file', async () => {
      const other = multipartBody([{ name: 'upload', value: minimalPdf(), fileName: 'a.pdf' }]);
      const wrongName = await app.inject({
        method: 'POST',
        url: '/api/v1/Vendor/Documents',
        headers: { 'content-type': other.contentType, ...bearer(token) },
        payload: other.payload,
      });
      expect(wrongName.json().errors[0]).toMatchObject({ code: 'FIELD_REQUIRED', field: 'file' });

      const two = multipartBody([
        { name: 'file', value: minimalPdf(), fileName: 'a.pdf' },
        { name: 'file', value: minimalPdf(), fileName: 'b.pdf' },
      ]);
      const response = await expectNothingStored(() =>
        app.inject({
          method: 'POST',
          url: '/api/v1/Vendor/Documents',
          headers: { 'content-type': two.contentType, ...bearer(token) },
          payload: two.payload,
        }),
      );
      expect(response.statusCode).toBe(413);
    });

    it('answers 415 to a JSON body, and multipart is refused by every other route', async () => {
      const json = await app.inject({
        method: 'POST',
        url: '/api/v1/Vendor/Documents',
        headers: bearer(token),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().errors[0].code).toBe('UNSUPPORTED_MEDIA_TYPE');

      const body = multipartBody([{ name: 'name', value: 'x' }]);
      const elsewhere = await app.inject({
        method: 'POST',
        url: '/api/v1/Account',
        headers: { 'content-type': body.contentType, ...bearer(token) },
        payload: body.payload,
      });
      expect(elsewhere.statusCode).toBe(415);
    });

    it('answers 401 to an anonymous caller and stores nothing', async () => {
      const response = await expectNothingStored(() =>
        uploadDocument(app, undefined, { bytes: minimalPdf() }),
      );
      expect(response.statusCode).toBe(401);
    });

    it('sanitises the file name: no path, no control characters, NFC', async () => {
      const response = await uploadDocument(app, token, {
        bytes: minimalPdf(),
        fileName: '../../etc/passwd\u0007\u202e.pdf',
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().fileName).toBe('passwd.pdf');

      const decomposed = await uploadDocument(app, token, {
        bytes: minimalPdf(),
        fileName: 'Cafe\u0301 報價.pdf',
      });
      expect(decomposed.json().fileName).toBe('Caf\u00e9 報價.pdf');

      const nameless = await uploadDocument(app, token, { bytes: minimalPng(), fileName: '\u0001\u0002' });
      expect(nameless.json().fileName).toBe('document.png');
    });

    it('limits each account to 30 uploads in 10 minutes', async () => {
      const user = await createUserWithRole(database.db, systemRoleCodes.member);
      const userToken = await signIn(app, user.account);
      await startOfUnbrokenWindow(600);
      // Refused calls count too (they cost the same to read); JSON ones are the cheapest to send.
      for (let call = 1; call <= 30; call += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/Vendor/Documents',
          headers: bearer(userToken),
          payload: {},
          remoteAddress: someAddress(),
        });
        expect(response.statusCode).toBe(415);
      }
      const limited = await uploadDocument(app, userToken, { bytes: minimalPdf() });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      // Another account is not held back.
      expect((await uploadDocument(app, token, { bytes: minimalPdf() })).statusCode).toBe(201);
    });
  });
});
