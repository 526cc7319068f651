import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEvery8dGateway } from './every8d-sms';
import { createMitakeGateway } from './mitake-sms';
import { toLocalMobile } from './sms-gateway';
import { type FakeHttpServer, startFakeHttpServer } from './testing/fake-http-server';

const message = {
  id: '01970000-0000-7000-8000-000000000001',
  mobile: '+886912345678',
  text: '【供應商會員平台】您的註冊驗證碼為482913，10分鐘內有效，請勿提供他人。',
};

let gateway: FakeHttpServer;
afterEach(async () => {
  await gateway?.close();
});

describe('Mitake (三竹) adapter', () => {
  const mitakeReply = (status: string) => ({
    body: `[1]\r\nmsgid=#000000123\r\nstatuscode=${status}\r\nAccountPoint=98\r\n`,
  });
  beforeEach(async () => {
    gateway = await startFakeHttpServer('/api/mtk/SmSend?CharsetURL=UTF-8', mitakeReply('1'));
  });
  const mitake = (timeoutMs = 2_000) =>
    createMitakeGateway({ url: gateway.url, username: 'portal', password: 's3cret', timeoutMs });

  it('posts the form with the local number and the outbox id as clientid, and accepts statuscode 1', async () => {
    await mitake().send(message);
    expect(gateway.requests).toHaveLength(1);
    expect(gateway.requests[0]).toMatchObject({
      url: '/api/mtk/SmSend?CharsetURL=UTF-8',
      contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
      form: {
        username: 'portal',
        password: 's3cret',
        dstaddr: '0912345678',
        smbody: message.text,
        clientid: message.id,
      },
    });
  });

  it('accepts status codes 0, 2 and 4', async () => {
    for (const status of ['0', '2', '4']) {
      gateway.reply = mitakeReply(status);
      await expect(mitake().send(message)).resolves.toBeUndefined();
    }
  });

  it('refuses any other status code, naming it', async () => {
    gateway.reply = { body: 'statuscode=e\r\nError=帳號、密碼錯誤\r\n' };
    await expect(mitake().send(message)).rejects.toThrow(
      'Mitake refused the message: statuscode=e (帳號、密碼錯誤)',
    );
    gateway.reply = mitakeReply('k');
    await expect(mitake().send(message)).rejects.toThrow('statuscode=k');
    gateway.reply = { body: 'Service unavailable' };
    await expect(mitake().send(message)).rejects.toThrow('Mitake reply has no statuscode');
  });

  it('refuses an HTTP error', async () => {
    gateway.reply = { status: 503, body: 'busy' };
    await expect(mitake().send(message)).rejects.toThrow('gateway answered HTTP 503');
  });

  it('gives up when the gateway does not answer within the timeout', async () => {
    gateway.reply = 'hang';
    const started = Date.now();
    await expect(mitake(200).send(message)).rejects.toThrow('gateway request failed: no reply within 200 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('EVERY8D adapter', () => {
  beforeEach(async () => {
    gateway = await startFakeHttpServer('/API21/HTTP/sendSMS.ashx', {
      body: '79.0,1,1.0,0,3f5c9a2e-1b7d-4c1e-9a0b-2f6d8e4c1a77',
    });
  });
  const every8d = (timeoutMs = 2_000) =>
    createEvery8dGateway({ url: gateway.url, uid: 'portal', pwd: 's3cret', timeoutMs });

  it('posts UID, PWD, SB, MSG and DEST, and accepts a CREDIT,SENDED,COST,UNSEND,BATCH_ID reply', async () => {
    await every8d().send(message);
    expect(gateway.requests[0]?.form).toEqual({
      UID: 'portal',
      PWD: 's3cret',
      SB: '',
      MSG: message.text,
      DEST: '0912345678',
    });
  });

  it('refuses a reply that starts with a minus sign', async () => {
    gateway.reply = { body: '-300,帳號密碼不得為空值' };
    await expect(every8d().send(message)).rejects.toThrow(
      'EVERY8D refused the message: -300,帳號密碼不得為空值',
    );
  });

  it('refuses a reply it cannot read, or one that left the message unsent', async () => {
    gateway.reply = { body: '<html>Server busy</html>' };
    await expect(every8d().send(message)).rejects.toThrow(
      'EVERY8D reply is not CREDIT,SENDED,COST,UNSEND,BATCH_ID',
    );
    gateway.reply = { body: '79.0,0,0.0,1,3f5c9a2e' };
    await expect(every8d().send(message)).rejects.toThrow('EVERY8D did not send the message');
  });

  it('gives up when the gateway does not answer within the timeout', async () => {
    gateway.reply = 'hang';
    await expect(every8d(200).send(message)).rejects.toThrow('no reply within 200 ms');
  });
});

describe('Taiwan mobile numbers', () => {
  it('turns E.164 into the local 09 form and refuses other numbers', () => {
    expect(toLocalMobile('+886912345678')).toBe('0912345678');
    expect(() => toLocalMobile('+85291234567')).toThrow('not a Taiwan mobile');
    expect(() => toLocalMobile('+886223456789')).toThrow('not a Taiwan mobile');
  });
});
