import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithRole } from '../../../test/access-fixtures';
import { signIn } from '../../../test/identity-fixtures';
import { buildTestApp, manualClock } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import {
  type ConsultationCallers,
  mailsTo,
  openCase,
  postIn,
  signInConsultationCallers,
} from './consultations.fixtures';

let database: TestDatabase;
let app: FastifyInstance;
let callers: ConsultationCallers;
const clock = manualClock();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' }, clock });
  callers = await signInConsultationCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const waitingMails = async (email: string) =>
  (await mailsTo(database.db, email)).filter((mail) => mail.template === 'consultation-waiting');

describe('consultation mail', () => {
  it('mails staff when a case opens, at most once per case in 15 minutes of the asker’s replies', async () => {
    const created = await openCase(app, callers.asker, { subject: '展覽攤位申請' });
    let toStaff = await waitingMails(callers.staffEmail);
    expect(toStaff).toHaveLength(1);
    // The staff member reads English: the mail is in their language, with the case's link.
    expect(toStaff[0]).toMatchObject({ language: 'en', status: 'stored' });
    expect(toStaff[0]?.subject).toMatch(/waiting for an answer/);
    expect(toStaff[0]?.bodyText).toContain('展覽攤位申請');
    expect(toStaff[0]?.bodyText).toContain(`http://portal.test/consultation/${created.id}`);

    // Three replies within five minutes: no more mail.
    for (const text of ['補充一', '補充二', '補充三']) {
      clock.advance(100);
      expect((await postIn(app, callers.asker, created.id, text)).statusCode).toBe(200);
    }
    expect(await waitingMails(callers.staffEmail)).toHaveLength(1);

    // Fifteen minutes after the mail, a reply mails again.
    clock.advance(15 * 60);
    await postIn(app, callers.asker, created.id, '補充四');
    toStaff = await waitingMails(callers.staffEmail);
    expect(toStaff).toHaveLength(2);
    // Another case mails staff on its own; staff without the permission are never mailed.
    await openCase(app, callers.other, { subject: '另一個案件' });
    expect(await waitingMails(callers.staffEmail)).toHaveLength(3);
    expect(await waitingMails(callers.staffWithoutEmail)).toEqual([]);
  });

  it('mails the asker in their language when staff answer, not when the asker writes', async () => {
    const created = await openCase(app, callers.asker, { subject: '會費收據' });
    const answeredBefore = (await mailsTo(database.db, callers.askerEmail)).filter(
      (mail) => mail.template === 'consultation-answered',
    ).length;
    await postIn(app, callers.staff, created.id, '收據已寄出。');
    const toAsker = (await mailsTo(database.db, callers.askerEmail)).filter(
      (mail) => mail.template === 'consultation-answered',
    );
    expect(toAsker).toHaveLength(answeredBefore + 1);
    const mail = toAsker.at(-1);
    expect(mail).toMatchObject({ language: 'zh-Hant' });
    expect(mail?.subject).toBe('【供應商會員平台】協會已回覆您的諮詢');
    expect(mail?.bodyText).toContain('會費收據');
    expect(mail?.bodyText).toContain(`/consultation/${created.id}`);

    const english = await createUserWithRole(database.db, 'member', { language: 'en' });
    const token = await signIn(app, english.account);
    const theirs = await openCase(app, token, { subject: 'Membership fee receipt' });
    await postIn(app, callers.staff, theirs.id, 'Sent today.');
    const [englishMail] = await mailsTo(database.db, english.email ?? '');
    expect(englishMail?.subject).toBe('Supplier Portal: the association answered your consultation');
  });
});
