import { postForm, type SmsGateway, toLocalMobile } from './sms-gateway';

export interface MitakeSettings {
  url: string;
  username: string;
  password: string;
  timeoutMs: number;
}

// 0 scheduled, 1 sent, 2 sent to the carrier, 4 delivered; every other code is a refusal.
const acceptedStatusCodes = new Set(['0', '1', '2', '4']);

/** 三竹 Mitake SmSend: form fields, plain-text reply carrying `statuscode=`. */
export function createMitakeGateway(settings: MitakeSettings): SmsGateway {
  return {
    async send(message) {
      const reply = await postForm(
        settings.url,
        {
          username: settings.username,
          password: settings.password,
          dstaddr: toLocalMobile(message.mobile),
          smbody: message.text,
          clientid: message.id,
        },
        settings.timeoutMs,
      );
      const status = /^statuscode=(\w+)/im.exec(reply)?.[1];
      if (status === undefined) throw new Error('Mitake reply has no statuscode');
      if (!acceptedStatusCodes.has(status)) {
        const detail = /^Error=(.*)$/m.exec(reply)?.[1]?.trim().slice(0, 100);
        throw new Error(`Mitake refused the message: statuscode=${status}${detail ? ` (${detail})` : ''}`);
      }
    },
  };
}
