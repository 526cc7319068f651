import { postForm, type SmsGateway, toLocalMobile } from './sms-gateway';

export interface Every8dSettings {
  url: string;
  uid: string;
  pwd: string;
  timeoutMs: number;
}

/** EVERY8D sendSMS: form fields, reply `CREDIT,SENDED,COST,UNSEND,BATCH_ID`, or a negative code on failure. */
export function createEvery8dGateway(settings: Every8dSettings): SmsGateway {
  return {
    async send(message) {
      const reply = (
        await postForm(
          settings.url,
          {
            UID: settings.uid,
            PWD: settings.pwd,
            SB: '',
            MSG: message.text,
            DEST: toLocalMobile(message.mobile),
          },
          settings.timeoutMs,
        )
      ).trim();
      if (reply.startsWith('-')) {
        throw new Error(`EVERY8D refused the message: ${reply.slice(0, 100)}`);
      }
      const [credit, sent, , unsent, batchId] = reply.split(',');
      if (!credit || !batchId || Number.isNaN(Number(sent)) || Number.isNaN(Number(unsent))) {
        throw new Error('EVERY8D reply is not CREDIT,SENDED,COST,UNSEND,BATCH_ID');
      }
      if (Number(unsent) > 0 || Number(sent) < 1)
        throw new Error(`EVERY8D did not send the message: ${reply}`);
    },
  };
}
