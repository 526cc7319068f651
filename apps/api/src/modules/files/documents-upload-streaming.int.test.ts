import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { documentMaxBytes } from '@portal/contracts/vendor-application';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, signIn, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { startTestStorage, storageKinds, type TestStorage } from '../../../test/test-storage';
import { storedFiles } from '../../db/vendor-schema';
import { minimalPdf } from './documents.fixtures';
import { recordS3Traffic, streamedUpload } from './upload-streaming.fixtures';

const megabyte = 1024 * 1024;

/** A PDF of exactly `size` bytes: the padding comment takes what the rest leaves. */
function pdfOfSize(size: number): Buffer {
  let padding = size;
  let pdf = minimalPdf(padding);
  // The trailer's offset gains digits with the padding: a second pass settles it.
  for (let pass = 0; pdf.length !== size && pass < 3; pass += 1) {
    padding += size - pdf.length;
    pdf = minimalPdf(padding);
  }
  expect(pdf.length).toBe(size);
  return pdf;
}

describe.each(storageKinds)('with %s storage', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let store: TestStorage;
  let traffic: Awaited<ReturnType<typeof recordS3Traffic>> | undefined;
  let token: string;

  beforeAll(async () => {
    store = await startTestStorage(kind);
    // The app reaches S3 through the recorder, to show what it sent and when.
    traffic = kind === 's3' ? await recordS3Traffic(store.env.S3_ENDPOINT ?? '') : undefined;
    database = await createTestDatabase();
    const env = { ...store.env, ...(traffic ? { S3_ENDPOINT: traffic.endpoint } : {}) };
    app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', ...env } });
    const user = await createUserWithRole(database.db, systemRoleCodes.member);
    token = await signIn(app, user.account);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await traffic?.close();
    await store.close();
  });

  const countRows = async () =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]?.n ?? 0;

  /** The S3 parts answered so far (none on disk). */
  const partsSent = () =>
    traffic?.requests.filter((r) => r.method === 'PUT' && /[?&]partNumber=\d+\b/.test(r.url)).length ?? 0;

  /** Whether part of the upload under way has reached the store: a temporary file, or an S3 part. */
  async function storeHoldsPart(partsBefore: number): Promise<boolean> {
    if (traffic) return partsSent() > partsBefore;
    const directory = store.env.FILE_STORAGE_DIR ?? '';
    for (const name of await store.everything()) {
      if (!name.endsWith('.partial')) continue;
      // A temporary file may be renamed between the listing and this look at it.
      const info = await stat(path.join(directory, name)).catch(() => null);
      if ((info?.size ?? 0) >= megabyte) return true;
    }
    return false;
  }

  /** Waits (polling, at most 10 s) for part of the upload to reach the store; false if it never does. */
  async function waitForStoredPart(partsBefore: number): Promise<boolean> {
    try {
      await vi.waitFor(
        async () => {
          if (!(await storeHoldsPart(partsBefore))) throw new Error('nothing has reached the store yet');
        },
        { timeout: 10_000, interval: 20 },
      );
      return true;
    } catch {
      return false;
    }
  }

  /** How many multipart uploads the app has started, completed and aborted in S3. */
  function multipartUploads() {
    const requests = traffic?.requests ?? [];
    const withUploadId = (method: string) =>
      requests.filter((r) => r.method === method && r.url.includes('uploadId='));
    return {
      started: requests.filter((r) => r.method === 'POST' && r.url.includes('?uploads')).length,
      completed: withUploadId('POST').length,
      aborted: withUploadId('DELETE').length,
    };
  }

  /**
   * Sends `file`, holding the body after 7 MB until part of it is in the store: more than an S3 part
   * (5 MB), so a server that reads the whole body first would show nothing.
   * `breakAtHold` then breaks the body, as a client going away does.
   */
  async function uploadHeld(file: Buffer, options: { breakAtHold?: boolean } = {}) {
    const partsBefore = partsSent();
    let reachedStoreEarly = false;
    const body = streamedUpload(file, {
      holdAfter: 7 * megabyte,
      atHold: async () => {
        reachedStoreEarly = await waitForStoredPart(partsBefore);
        if (options.breakAtHold) throw new Error('the client went away');
      },
    });
    const response = await app
      .inject({
        method: 'POST',
        url: '/api/v1/Vendor/Documents',
        headers: { 'content-type': body.contentType, ...bearer(token) },
        payload: body.payload,
        remoteAddress: someAddress(),
      })
      // A client that went away reads no answer.
      .catch(() => undefined);
    return { response, reachedStoreEarly, peak: body.peakArrayBuffers() };
  }

  it('streams a file at the size limit into the store while the request is still arriving', async () => {
    const file = pdfOfSize(documentMaxBytes);
    const { response, reachedStoreEarly, peak } = await uploadHeld(file);
    expect(response?.statusCode, response?.body).toBe(201);
    expect(reachedStoreEarly, 'bytes reached the store before the body had ended').toBe(true);
    // On disk the request's chunks go straight to the file (measured: about 0.01 MB, not 10). The local
    // S3 server runs in this process and holds what it receives, so its figure says nothing.
    if (kind === 'disk') expect(peak).toBeLessThan(file.length / 4);

    const id = response?.json().id;
    const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({ size: documentMaxBytes, contentType: 'application/pdf' });
    expect(row?.sha256).toBe(createHash('sha256').update(file).digest('hex'));
    expect((await store.bytesOf(row?.storageKey ?? '')).equals(file)).toBe(true);
    expect((await store.everything()).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('stops a file over the limit at the limit: no file, temporary file, object or row is left', async () => {
    const rowsBefore = await countRows();
    const filesBefore = await store.everything();
    const uploadsBefore = multipartUploads();
    const { response, reachedStoreEarly } = await uploadHeld(pdfOfSize(documentMaxBytes + 2 * megabyte));
    expect(response?.statusCode).toBe(413);
    expect(response?.json().errors[0]).toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
    expect(reachedStoreEarly).toBe(true);
    expect(await countRows()).toBe(rowsBefore);
    expect(await store.everything()).toEqual(filesBefore);
    if (traffic) {
      // Begun, then aborted rather than completed (s3rver answers the abort 405; S3 drops the parts).
      expect(multipartUploads()).toEqual({
        started: uploadsBefore.started + 1,
        completed: uploadsBefore.completed,
        aborted: uploadsBefore.aborted + 1,
      });
    }
  });

  it('leaves nothing behind when the client goes away mid-upload', async () => {
    const rowsBefore = await countRows();
    const filesBefore = await store.everything();
    const uploadsBefore = multipartUploads();
    const { reachedStoreEarly } = await uploadHeld(pdfOfSize(documentMaxBytes), { breakAtHold: true });
    expect(reachedStoreEarly).toBe(true);
    // The server lets go after the client has gone: the temporary file (seen above) goes, the
    // multipart upload is aborted. No row can follow, as the request never ended.
    await vi.waitFor(async () => {
      expect(await store.everything()).toEqual(filesBefore);
      if (traffic) {
        expect(multipartUploads()).toEqual({
          started: uploadsBefore.started + 1,
          completed: uploadsBefore.completed,
          aborted: uploadsBefore.aborted + 1,
        });
      }
    });
    expect(await countRows()).toBe(rowsBefore);
  });
});
