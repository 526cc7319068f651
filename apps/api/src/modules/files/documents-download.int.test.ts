import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, createUser, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { startTestStorage, storageKinds, type TestStorage } from '../../../test/test-storage';
import { vendorApplications } from '../../db/vendor-schema';
import { minimalPdf, minimalPng, uploadDocument } from './documents.fixtures';
import { attachDocuments } from './documents.repository';

describe.each(storageKinds)('with %s storage', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let store: TestStorage;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    store = await startTestStorage(kind);
    database = await createTestDatabase();
    app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', ...store.env } });
    const { db } = database;
    const people = {
      uploader: await createUserWithRole(db, systemRoleCodes.member),
      stranger: await createUserWithRole(db, systemRoleCodes.member),
      staff: await createUserWithRole(db, systemRoleCodes.staff),
      staffWithoutAudit: await createUser(db, { permissions: ['users:read', 'vendors:read'] }),
      owner: await createUserWithRole(db, systemRoleCodes.member),
      manager: await createUserWithRole(db, systemRoleCodes.member),
      vendorMember: await createUserWithRole(db, systemRoleCodes.member),
      otherOwner: await createUserWithRole(db, systemRoleCodes.member),
    };
    const vendor = await createVendor(db, [
      { userId: people.owner.id, role: 'owner' },
      { userId: people.manager.id, role: 'manager' },
      { userId: people.vendorMember.id, role: 'member' },
    ]);
    await createVendor(db, [{ userId: people.otherOwner.id, role: 'owner' }], '別家公司');
    ids.vendor = vendor.id;
    ids.uploader = people.uploader.id;
    for (const [name, user] of Object.entries(people)) tokens[name] = await signIn(app, user.account);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await store.close();
  });

  async function upload(token: string, bytes: Buffer, fileName: string): Promise<string> {
    const response = await uploadDocument(app, token, { bytes, fileName });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  function download(id: string, token?: string) {
    return app.inject({ url: `/api/v1/Vendor/Documents/${id}`, headers: token ? bearer(token) : {} });
  }

  /** An application of the uploader holding the document, as the applications module writes it. */
  async function attachToApplication(
    fileId: string,
    options: { kind: 'apply' | 'upgrade'; vendorId?: string },
  ) {
    const [application] = await database.db
      .insert(vendorApplications)
      .values({
        kind: options.kind,
        applicantId: ids.uploader ?? '',
        vendorId: options.vendorId ?? null,
        ubn: '22099131',
        company: { name: '測試公司' },
        status: 'rejected',
      })
      .returning();
    await attachDocuments(database.db, application?.id ?? '', [fileId]);
  }

  const expectNotFound = (response: Awaited<ReturnType<typeof download>>) => {
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_FOUND');
  };

  describe('GET /Vendor/Documents/:id', () => {
    it('gives the uploader the exact bytes, as an attachment that is never sniffed or cached', async () => {
      const bytes = minimalPdf();
      const id = await upload(tokens.uploader ?? '', bytes, '公司登記 (2024).pdf');
      const response = await download(id, tokens.uploader);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.rawPayload).toEqual(bytes);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-length']).toBe(String(bytes.length));
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="____ (2024).pdf"; filename*=UTF-8''${encodeURIComponent('公司登記')}%20%282024%29.pdf`,
      );
    });

    it('answers 404, not 403, to another signed-in user; 401 to anonymous', async () => {
      const id = await upload(tokens.uploader ?? '', minimalPng(), 'id-card.png');
      expectNotFound(await download(id, tokens.stranger));
      expectNotFound(await download(id, tokens.owner));
      expect((await download(id)).statusCode).toBe(401);
    });

    it('lets auditors read a document only once it is attached to an application', async () => {
      const id = await upload(tokens.uploader ?? '', minimalPdf(), 'proof.pdf');
      expectNotFound(await download(id, tokens.staff));
      await attachToApplication(id, { kind: 'apply' });
      expect((await download(id, tokens.staff)).statusCode).toBe(200);
      // Staff without vendors:audit still see nothing.
      expectNotFound(await download(id, tokens.staffWithoutAudit));
      expectNotFound(await download(id, tokens.stranger));
    });

    it("lets the owners and managers of the application's vendor read it, not its members or others", async () => {
      const id = await upload(tokens.uploader ?? '', minimalPdf(), 'upgrade.pdf');
      await attachToApplication(id, { kind: 'upgrade', vendorId: ids.vendor ?? '' });
      expect((await download(id, tokens.owner)).statusCode).toBe(200);
      expect((await download(id, tokens.manager)).statusCode).toBe(200);
      expectNotFound(await download(id, tokens.vendorMember));
      expectNotFound(await download(id, tokens.otherOwner));
      expect((await download(id, tokens.uploader)).statusCode).toBe(200);
    });

    it('answers 404 to an unknown id and 400 to one that is not a uuid', async () => {
      expectNotFound(await download('0190a5a8-0000-7000-8000-000000000000', tokens.staff));
      expect((await download('../../etc/passwd', tokens.uploader)).statusCode).toBe(404);
      expect((await download('not-a-uuid', tokens.uploader)).statusCode).toBe(400);
    });
  });
});
