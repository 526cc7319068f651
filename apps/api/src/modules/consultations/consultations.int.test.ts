import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Consultation, ConsultationList } from '@portal/contracts/consultation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import { bearer } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { minimalPdf, minimalPng } from '../files/documents.fixtures';
import {
  type ConsultationCallers,
  consultationUrl,
  openCase,
  postIn,
  sendForm,
  signInConsultationCallers,
} from './consultations.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let callers: ConsultationCallers;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'portal-consultation-files-'));
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false', FILE_STORAGE_DIR: storageDir } });
  callers = await signInConsultationCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(storageDir, { recursive: true, force: true });
});

const payloadOf = <T>(response: { json: () => unknown }) => (response.json() as { payload: T }).payload;

async function read(token: string | undefined, id: string) {
  return app.inject({ url: `${consultationUrl}/${id}`, headers: token ? bearer(token) : {} });
}

async function list(token: string, condition?: Record<string, unknown>) {
  const query = condition ? `?condition=${encodeURIComponent(JSON.stringify(condition))}` : '';
  const response = await app.inject({ url: `${consultationUrl}${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return payloadOf<ConsultationList>(response);
}

describe('who reaches a case', () => {
  it('lets the asker and staff holding consultations:handle read it; anyone else gets 404 or 401', async () => {
    const created = await openCase(app, callers.asker, { subject: '誰能看見這個案件' });
    expect(created).toMatchObject({
      state: 'open',
      isMine: true,
      canPost: true,
      canClose: true,
      postCount: 1,
    });

    for (const token of [callers.asker, callers.staff, callers.administrator]) {
      const response = await read(token, created.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(payloadOf<Consultation>(response).posts).toHaveLength(1);
    }
    for (const token of [callers.other, callers.staffWithout]) {
      expect((await read(token, created.id)).statusCode).toBe(404);
    }
    expect((await read(undefined, created.id)).statusCode).toBe(401);
    // An id that does not exist answers exactly as another person's case.
    const missing = await read(callers.other, '01939a43-0000-7000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await read(callers.other, created.id)).json()).toMatchObject({
      errors: [{ code: 'NOT_FOUND' }],
    });
  });

  it('refuses posts, closing and files to another person and to staff without the permission', async () => {
    const created = await openCase(app, callers.asker, {
      subject: '附件只給案件的人',
      file: { name: 'file', value: minimalPdf(), fileName: '說明.pdf', contentType: 'application/pdf' },
    });
    const file = created.posts[0]?.file;
    expect(file?.fileName).toBe('說明.pdf');
    const fileUrl = `${consultationUrl}/${created.id}/Files/${file?.id}`;

    for (const token of [callers.other, callers.staffWithout]) {
      expect((await postIn(app, token, created.id, '我也想插話')).statusCode).toBe(404);
      const close = await app.inject({
        method: 'POST',
        url: `${consultationUrl}/${created.id}/Close`,
        headers: bearer(token),
      });
      expect(close.statusCode).toBe(404);
      expect((await app.inject({ url: fileUrl, headers: bearer(token) })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: fileUrl })).statusCode).toBe(401);
    const byStaff = await app.inject({ url: fileUrl, headers: bearer(callers.staff) });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.headers['content-type']).toBe('application/pdf');
    expect(byStaff.rawPayload.equals(minimalPdf())).toBe(true);
    // The file is the case's: the documents download does not serve it.
    const asDocument = await app.inject({
      url: `/api/v1/Vendor/Documents/${file?.id}`,
      headers: bearer(callers.asker),
    });
    expect(asDocument.statusCode).toBe(404);
    // Nothing changed: still one post, still open.
    expect(payloadOf<Consultation>(await read(callers.asker, created.id))).toMatchObject({
      state: 'open',
      postCount: 1,
    });
  });

  it('lists my own cases to members, every case to staff with the permission', async () => {
    await openCase(app, callers.other, { subject: '乙公司的問題：展覽報名' });
    const mine = await list(callers.asker);
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((row) => row.isMine)).toBe(true);
    expect(mine.data.some((row) => row.subject.includes('乙公司'))).toBe(false);

    const everything = await list(callers.staff);
    expect(everything.data.some((row) => row.subject.includes('乙公司'))).toBe(true);
    expect(everything.data.some((row) => row.subject.includes('誰能看見'))).toBe(true);
    // Staff without the permission see only their own (none).
    expect(await list(callers.staffWithout)).toEqual({ totalCount: 0, data: [] });
    // `mine` narrows staff's list to their own questions.
    expect((await list(callers.staff, { mine: true })).totalCount).toBe(0);
  });

  it('filters by state and finds a keyword in the subject or any post (full-width too)', async () => {
    const created = await openCase(app, callers.asker, {
      subject: '關於ＩＳＯ９００１證書',
      content: '證書編號 TW-1234 是否有效？',
    });
    await postIn(app, callers.staff, created.id, '已確認，證書有效期限至 2027 年。');
    const byKeyword = await list(callers.staff, { keyword: 'iso9001' });
    expect(byKeyword.data.map((row) => row.id)).toEqual([created.id]);
    expect((await list(callers.staff, { keyword: '有效期限' })).data.map((row) => row.id)).toEqual([
      created.id,
    ]);
    const answered = await list(callers.staff, { state: 'answered' });
    expect(answered.data.every((row) => row.state === 'answered')).toBe(true);
    expect(answered.data.map((row) => row.id)).toContain(created.id);
    const badFilter = await app.inject({
      url: `${consultationUrl}?condition=${encodeURIComponent('{"askerId":"x"}')}`,
      headers: bearer(callers.staff),
    });
    expect(badFilter.statusCode).toBe(400);
  });
});

describe('state rules', () => {
  it('staff answer (answered), the asker replies (open), either closes; a closed case takes no posts', async () => {
    const created = await openCase(app, callers.asker);
    const answered = await postIn(app, callers.staff, created.id, '您好，請準備公司登記文件。');
    expect(answered.statusCode, answered.body).toBe(200);
    const afterAnswer = payloadOf<Consultation>(answered);
    expect(afterAnswer.state).toBe('answered');
    expect(afterAnswer.posts.map((post) => post.fromAssociation)).toEqual([false, true]);

    const reply = payloadOf<Consultation>(await postIn(app, callers.asker, created.id, '請問需要正本嗎？'));
    expect(reply.state).toBe('open');
    expect(reply.postCount).toBe(3);

    const closed = await app.inject({
      method: 'POST',
      url: `${consultationUrl}/${created.id}/Close`,
      headers: bearer(callers.asker),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(payloadOf<Consultation>(closed)).toMatchObject({
      state: 'closed',
      canPost: false,
      canClose: false,
    });

    for (const token of [callers.asker, callers.staff]) {
      const refused = await postIn(app, token, created.id, '再補充一點');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ errors: [{ code: 'CONSULTATION_CLOSED' }] });
    }
    const english = await sendForm(
      app,
      'POST',
      `${consultationUrl}/${created.id}`,
      callers.asker,
      [{ name: 'content', value: 'one more thing' }],
      { 'accept-language': 'en' },
    );
    expect(english.json().errors[0].message).toMatch(/closed/);
    const again = await app.inject({
      method: 'POST',
      url: `${consultationUrl}/${created.id}/Close`,
      headers: bearer(callers.staff),
    });
    expect(again.statusCode).toBe(409);
    expect(payloadOf<Consultation>(await read(callers.asker, created.id)).postCount).toBe(3);

    const log = await entriesAbout(database.db, 'consultation', created.id);
    expect(log.map((entry) => [entry.action, entry.after?.state])).toEqual([
      ['create', 'open'],
      ['update', 'answered'],
      ['update', 'open'],
      ['update', 'closed'],
    ]);
  });

  it('lets staff close a case they answered', async () => {
    const created = await openCase(app, callers.asker);
    const closed = await app.inject({
      method: 'POST',
      url: `${consultationUrl}/${created.id}/Close`,
      headers: bearer(callers.staff),
    });
    expect(payloadOf<Consultation>(closed).state).toBe('closed');
  });
});

describe('bad input', () => {
  it('refuses empty or too long text, unknown fields and JSON bodies, and changes nothing', async () => {
    const before = (await list(callers.asker)).totalCount;
    const empty = await sendForm(app, 'PUT', consultationUrl, callers.asker, [
      { name: 'subject', value: '主旨' },
      { name: 'content', value: '   ' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ code: 'FIELD_TOO_SHORT', field: 'content' }] });

    const noSubject = await sendForm(app, 'PUT', consultationUrl, callers.asker, [
      { name: 'content', value: '內容' },
    ]);
    expect(noSubject.json()).toMatchObject({ errors: [{ code: 'FIELD_REQUIRED', field: 'subject' }] });

    const tooLong = await sendForm(app, 'PUT', consultationUrl, callers.asker, [
      { name: 'subject', value: '主旨' },
      { name: 'content', value: '長'.repeat(5001) },
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ errors: [{ code: 'FIELD_TOO_LONG', field: 'content' }] });

    const huge = await sendForm(app, 'PUT', consultationUrl, callers.asker, [
      { name: 'subject', value: '主旨' },
      { name: 'content', value: 'x'.repeat(40_000) },
    ]);
    expect(huge.json()).toMatchObject({ errors: [{ code: 'FIELD_TOO_LONG', field: 'content' }] });

    const control = await sendForm(app, 'PUT', consultationUrl, callers.asker, [
      { name: 'subject', value: 'a\u0000b' },
      { name: 'content', value: '內容' },
    ]);
    expect(control.json()).toMatchObject({
      errors: [{ code: 'FIELD_INVALID_CHARACTERS', field: 'subject' }],
    });

    const unknown = await sendForm(app, 'PUT', consultationUrl, callers.asker, [
      { name: 'subject', value: '主旨' },
      { name: 'content', value: '內容' },
      { name: 'askerId', value: 'someone' },
    ]);
    expect(unknown.json()).toMatchObject({ errors: [{ code: 'FIELD_UNKNOWN', field: 'askerId' }] });

    const json = await app.inject({
      method: 'PUT',
      url: consultationUrl,
      headers: bearer(callers.asker),
      payload: { subject: '主旨', content: '內容' },
    });
    expect(json.statusCode).toBe(415);
    expect((await list(callers.asker)).totalCount).toBe(before);
  });

  it('refuses a file that is not a PDF or picture, whatever its name, and a file too large', async () => {
    const before = (await list(callers.asker)).totalCount;
    const script = await sendForm(app, 'PUT', consultationUrl, callers.asker, [
      { name: 'subject', value: '主旨' },
      { name: 'content', value: '內容' },
      {
        name: 'file',
        value: Buffer.from('<script>alert(1)</script>'),
        fileName: 'scan.pdf',
        contentType: 'application/pdf',
      },
    ]);
    expect(script.statusCode).toBe(415);
    expect(script.json()).toMatchObject({ errors: [{ code: 'CONSULTATION_FILE_TYPE', field: 'file' }] });

    const large = await sendForm(app, 'PUT', consultationUrl, callers.asker, [
      { name: 'subject', value: '主旨' },
      { name: 'content', value: '內容' },
      { name: 'file', value: minimalPdf(10 * 1024 * 1024), fileName: 'big.pdf' },
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ errors: [{ code: 'CONSULTATION_FILE_TOO_LARGE' }] });
    expect((await list(callers.asker)).totalCount).toBe(before);

    // A picture is fine, and an empty file part (no file chosen) is no file.
    const picture = await openCase(app, callers.asker, {
      file: { name: 'file', value: minimalPng(), fileName: 'photo.png', contentType: 'image/png' },
    });
    expect(picture.posts[0]?.file?.contentType).toBe('image/png');
    const none = await openCase(app, callers.asker, {
      file: { name: 'file', value: Buffer.alloc(0), fileName: '', contentType: 'application/octet-stream' },
    });
    expect(none.posts[0]?.file).toBeNull();
  });

  it('refuses a bad id, a bad state filter and a post without content', async () => {
    expect((await read(callers.asker, 'not-a-uuid')).statusCode).toBe(400);
    const badState = await app.inject({
      url: `${consultationUrl}?condition=${encodeURIComponent('{"state":"waiting"}')}`,
      headers: bearer(callers.staff),
    });
    expect(badState.statusCode).toBe(400);
    const created = await openCase(app, callers.asker);
    const noContent = await sendForm(app, 'POST', `${consultationUrl}/${created.id}`, callers.staff, [
      { name: 'file', value: minimalPdf(), fileName: 'a.pdf' },
    ]);
    expect(noContent.json()).toMatchObject({ errors: [{ code: 'FIELD_REQUIRED', field: 'content' }] });
    expect(payloadOf<Consultation>(await read(callers.asker, created.id)).state).toBe('open');
  });
});
