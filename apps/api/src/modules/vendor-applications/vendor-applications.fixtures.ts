import { randomUUID } from 'node:crypto';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { isValidUbn } from '@portal/contracts/ubn';
import type { CompanyFieldsInput } from '@portal/contracts/vendor';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { bearer, signIn } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { insertStoredFile } from '../files/documents.repository';
import { type FakeGcis, startFakeGcis } from '../registry/testing/fake-gcis';

/** A test file's world: its own database, a fake registry, and the app pointed at it. */
export async function startApplicationsWorld() {
  const database: TestDatabase = await createTestDatabase();
  const gcis: FakeGcis = await startFakeGcis();
  const app = await buildTestApp(database, {
    env: { CAPTCHA_ENABLED: 'false', GCIS_BASE_URL: gcis.url },
  });
  return {
    database,
    db: database.db,
    gcis,
    app,
    async close() {
      await app.close();
      await gcis.close();
      await database.drop();
    },
  };
}

export type ApplicationsWorld = Awaited<ReturnType<typeof startApplicationsWorld>>;

const usedUbns = new Set<string>();

/**
 * A valid UBN nobody in this file used yet (the fake registry does not know it). Starts above the fake's
 * own numbers (90000001…94000003), so it never hits one of them.
 */
export function freshUbn(): string {
  for (;;) {
    const candidate = String(95_000_000 + Math.floor(Math.random() * 4_900_000));
    if (isValidUbn(candidate) && !usedUbns.has(candidate)) {
      usedUbns.add(candidate);
      return candidate;
    }
  }
}

export function companyInput(overrides: Partial<CompanyFieldsInput> = {}): CompanyFieldsInput {
  return {
    name: '測試供應商股份有限公司',
    nameEn: 'Test Supplier Co., Ltd.',
    address: '臺北市中正區重慶南路一段122號',
    phone: '02-2345-6789',
    website: 'https://supplier.example.tw',
    capital: 10_000_000,
    representative: '林大明',
    categories: ['電子零件'],
    contact: {
      name: '陳小華',
      contact_Title: '小姐',
      position: '業務經理',
      email: 'contact@supplier.example.tw',
      mobile: '0912-345-678',
    },
    ...overrides,
  };
}

/** A signed-in person holding a built-in role (`member` by default). */
export async function signedInPerson(
  world: ApplicationsWorld,
  role: string = systemRoleCodes.member,
  overrides: Parameters<typeof createUserWithRole>[2] = {},
) {
  const user = await createUserWithRole(world.db, role, overrides);
  const token = await signIn(world.app, user.account);
  return { user, token, headers: bearer(token) };
}

export type Person = Awaited<ReturnType<typeof signedInPerson>>;

/** A document the person uploaded (the row only: these tests never read the bytes). */
export async function uploadedDocument(db: Database, ownerId: string, fileName = '公司登記證明.pdf') {
  const file = await insertStoredFile(db, {
    ownerId,
    purpose: 'vendor-document',
    fileName,
    contentType: 'application/pdf',
    size: 1234,
    sha256: 'a'.repeat(64),
    storageKey: `test/${randomUUID()}`,
  });
  return file.id;
}

export async function applyAs(
  app: FastifyInstance,
  person: Person,
  body: { ubn: string; company?: CompanyFieldsInput; documentIds?: string[]; notes?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/Vendor/Apply',
    headers: person.headers,
    payload: { company: companyInput(), ...body },
  });
}

/** Applies and expects the 201; answers the application. */
export async function appliedAs(app: FastifyInstance, person: Person, ubn = freshUbn()) {
  const response = await applyAs(app, person, { ubn });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function decideAs(
  app: FastifyInstance,
  person: Person,
  decision: { auditID: string; isAccepted: boolean; rejectReason?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/Vendor/Audits',
    headers: person.headers,
    payload: decision,
  });
}

/** The e-mails queued to a recipient with a template, oldest first. */
export async function mailsTo(db: Database, recipient: string, template: string) {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.template, template)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
