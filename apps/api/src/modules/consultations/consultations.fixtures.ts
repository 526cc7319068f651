import type { Consultation } from '@portal/contracts/consultation';
import { systemRoleCodes } from '@portal/contracts/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createUserWithRole, createVendor } from '../../../test/access-fixtures';
import { bearer, createUser, signIn, someAddress } from '../../../test/identity-fixtures';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { type FormPart, multipartBody } from '../files/documents.fixtures';

export const consultationUrl = '/api/v1/Consultation';

/** The people of the consultation tests, signed in. */
export interface ConsultationCallers {
  /** A vendor's member who asks. */
  asker: string;
  askerEmail: string;
  /** Another vendor's owner: a stranger to the asker's cases. */
  other: string;
  /** Association staff (the built-in role holds consultations:handle). */
  staff: string;
  staffEmail: string;
  /** Staff of another kind: vendors:read and news:write, but not consultations:handle. */
  staffWithout: string;
  staffWithoutEmail: string;
  administrator: string;
}

export async function signInConsultationCallers(
  app: FastifyInstance,
  db: Database,
): Promise<ConsultationCallers> {
  const asker = await createUserWithRole(db, systemRoleCodes.member, { name: '林小華' });
  const other = await createUserWithRole(db, systemRoleCodes.member, { name: '陳大同' });
  const staff = await createUserWithRole(db, systemRoleCodes.staff, { name: '協會承辦', language: 'en' });
  const staffWithout = await createUser(db, {
    name: '內容編輯',
    permissions: ['vendors:read', 'news:write'],
  });
  const administrator = await createUserWithRole(db, systemRoleCodes.administrator, { name: '系統管理員' });
  await createVendor(db, [{ userId: asker.id, role: 'member' }], '甲公司');
  await createVendor(db, [{ userId: other.id, role: 'owner' }], '乙公司');
  return {
    asker: await signIn(app, asker.account),
    askerEmail: asker.email ?? '',
    other: await signIn(app, other.account),
    staff: await signIn(app, staff.account),
    staffEmail: staff.email ?? '',
    staffWithout: await signIn(app, staffWithout.account),
    staffWithoutEmail: staffWithout.email ?? '',
    administrator: await signIn(app, administrator.account),
  };
}

/** A multipart call of the consultation forms (`PUT /Consultation`, `POST /Consultation/{id}`). */
export function sendForm(
  app: FastifyInstance,
  method: 'PUT' | 'POST',
  url: string,
  token: string | undefined,
  parts: FormPart[],
  headers: Record<string, string> = {},
) {
  const body = multipartBody(parts);
  return app.inject({
    method,
    url,
    headers: { 'content-type': body.contentType, ...headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
    remoteAddress: someAddress(),
  });
}

/** Opens a case as `token` and answers it. */
export async function openCase(
  app: FastifyInstance,
  token: string,
  fields: { subject?: string; content?: string; file?: FormPart } = {},
): Promise<Consultation> {
  const parts: FormPart[] = [
    { name: 'subject', value: fields.subject ?? '請問升級合格供應商需要哪些文件？' },
    { name: 'content', value: fields.content ?? '我們是甲公司，想了解升級的文件要求。' },
  ];
  if (fields.file) parts.push(fields.file);
  const response = await sendForm(app, 'PUT', consultationUrl, token, parts);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payload: Consultation }).payload;
}

export async function postIn(app: FastifyInstance, token: string, id: string, content: string) {
  return sendForm(app, 'POST', `${consultationUrl}/${id}`, token, [{ name: 'content', value: content }]);
}

/** The mails queued to one address, oldest first. */
export async function mailsTo(db: Database, recipient: string) {
  const rows = await db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
