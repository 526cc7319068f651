import { systemRoleCodes } from '@portal/contracts/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { vendorApplications } from '../../db/vendor-schema';
import { AppError } from '../../lib/app-error';
import { newId } from '../../lib/uuid-v7';
import {
  assertOwnDocuments,
  attachDocuments,
  documentsOfApplications,
  insertStoredFile,
} from './documents.repository';

let database: TestDatabase;
let ownerId: string;
let otherId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ownerId = (await createUserWithRole(database.db, systemRoleCodes.member)).id;
  otherId = (await createUserWithRole(database.db, systemRoleCodes.member)).id;
});
afterAll(async () => {
  await database.drop();
});

async function storedFile(owner: string, fileName: string, createdAt = new Date()) {
  const row = await insertStoredFile(database.db, {
    ownerId: owner,
    purpose: 'vendor-document',
    fileName,
    contentType: 'application/pdf',
    size: 100,
    sha256: 'a'.repeat(64),
    storageKey: `ab/cd/${newId()}`,
    createdAt,
  });
  return row.id;
}

async function application(): Promise<string> {
  const [row] = await database.db
    .insert(vendorApplications)
    .values({ kind: 'apply', applicantId: ownerId, ubn: '22099131', company: {}, status: 'withdrawn' })
    .returning({ id: vendorApplications.id });
  if (!row) throw new Error('no application');
  return row.id;
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).details;
}

describe('assertOwnDocuments', () => {
  it('passes for the owner’s own documents, duplicates counted once, and for none', async () => {
    const first = await storedFile(ownerId, 'a.pdf');
    const second = await storedFile(ownerId, 'b.pdf');
    await assertOwnDocuments(database.db, ownerId, [first, second, first]);
    await assertOwnDocuments(database.db, ownerId, []);
  });

  it('refuses someone else’s document or an unknown id as DOCUMENT_NOT_FOUND on documentIds', async () => {
    const mine = await storedFile(ownerId, 'mine.pdf');
    const theirs = await storedFile(otherId, 'theirs.pdf');
    for (const ids of [[mine, theirs], [newId()], [theirs]]) {
      expect(await refusal(assertOwnDocuments(database.db, ownerId, ids))).toEqual([
        { code: 'DOCUMENT_NOT_FOUND', field: 'documentIds' },
      ]);
    }
  });
});

describe('attachDocuments and documentsOfApplications', () => {
  it('keeps the order given (not upload order), per application', async () => {
    const older = await storedFile(ownerId, 'older.pdf', new Date('2026-01-01T00:00:00Z'));
    const newer = await storedFile(ownerId, 'newer.pdf', new Date('2026-02-01T00:00:00Z'));
    const third = await storedFile(ownerId, 'third.pdf');
    const one = await application();
    const two = await application();
    const empty = await application();
    await database.db.transaction(async (tx) => {
      await attachDocuments(tx, one, [newer, older, third, newer]);
      await attachDocuments(tx, two, [third]);
      await attachDocuments(tx, empty, []);
    });

    const documents = await documentsOfApplications(database.db, [one, two, empty]);
    expect(documents.get(one)?.map((document) => document.fileName)).toEqual([
      'newer.pdf',
      'older.pdf',
      'third.pdf',
    ]);
    expect(documents.get(two)).toEqual([
      {
        id: third,
        fileName: 'third.pdf',
        contentType: 'application/pdf',
        size: 100,
        createdTime: expect.any(String),
      },
    ]);
    expect(documents.has(empty)).toBe(false);
    expect((await documentsOfApplications(database.db, [])).size).toBe(0);
  });
});
