import type { TemplateDefinition } from './message-templates';

/**
 * The mails of meetings (subjects are fixed text: only paragraphs are filled). Placeholders: `{name}` (the recipient), `{person}` (who acted), `{subject}`,
 * `{company}` (the vendor), `{when}` (the confirmed time, Asia/Taipei), `{slots}` (the proposed times,
 * one a line), `{reason}`, `{hours}` (a reminder's lead) and `{link}` (the meeting's page). Confirmed,
 * rescheduled and cancelled meetings carry the `.ics`.
 */
const zh = (subject: string, paragraphs: string[]) => ({
  email: { subject: `【供應商會員平台】${subject}`, paragraphs },
  // A fixed text: a subject could push the SMS past one 70-character message.
  sms: '【供應商會員平台】您有一則會議通知，詳情請見電子郵件。',
});
const en = (subject: string, paragraphs: string[]) => ({
  email: { subject: `Supplier Portal: ${subject}`, paragraphs },
  sms: 'Supplier Portal: a meeting update. See your e-mail.',
});

export const meetingTemplates = {
  'meeting-proposed': {
    sensitive: false,
    texts: {
      'zh-Hant': zh('會議邀請', [
        '{person} 邀請您與「{company}」開會：{subject}。',
        '建議的時段（台北時間）：',
        '{slots}',
        '請至以下頁面選擇時段、婉拒或提出其他時段：',
        '{link}',
      ]),
      en: en('meeting request', [
        '{person} asks to meet with "{company}": {subject}.',
        'Proposed times (Taipei time):',
        '{slots}',
        'Pick a time, decline or propose others on this page:',
        '{link}',
      ]),
    },
  },
  'meeting-countered': {
    sensitive: false,
    texts: {
      'zh-Hant': zh('會議改提其他時段', [
        '{person} 為會議「{subject}」（{company}）提出了其他時段（台北時間）：',
        '{slots}',
        '{reason}',
        '{link}',
      ]),
      en: en('other times proposed', [
        '{person} proposes other times for "{subject}" ({company}), in Taipei time:',
        '{slots}',
        '{reason}',
        '{link}',
      ]),
    },
  },
  'meeting-accepted': {
    sensitive: false,
    texts: {
      'zh-Hant': zh('會議已確認', [
        '{person} 已確認會議「{subject}」（{company}）。',
        '時間（台北時間）：{when}',
        '行事曆檔（.ics）已附在信中。',
        '{link}',
      ]),
      en: en('meeting confirmed', [
        '{person} confirmed the meeting "{subject}" ({company}).',
        'Time (Taipei time): {when}',
        'The calendar file (.ics) is attached.',
        '{link}',
      ]),
    },
  },
  'meeting-declined': {
    sensitive: false,
    texts: {
      'zh-Hant': zh('會議邀請已婉拒', [
        '{person} 婉拒了會議「{subject}」（{company}），原因：',
        '{reason}',
        '{link}',
      ]),
      en: en('meeting declined', [
        '{person} declined the meeting "{subject}" ({company}) because:',
        '{reason}',
        '{link}',
      ]),
    },
  },
  'meeting-rescheduled': {
    sensitive: false,
    texts: {
      'zh-Hant': zh('會議改期', [
        '{person} 將會議「{subject}」（{company}）改到 {when}（台北時間），原因：',
        '{reason}',
        '更新後的行事曆檔（.ics）已附在信中。',
        '{link}',
      ]),
      en: en('meeting moved', [
        '{person} moved the meeting "{subject}" ({company}) to {when} (Taipei time) because:',
        '{reason}',
        'The updated calendar file (.ics) is attached.',
        '{link}',
      ]),
    },
  },
  'meeting-cancelled': {
    sensitive: false,
    texts: {
      'zh-Hant': zh('會議已取消', [
        '{person} 取消了會議「{subject}」（{company}），原因：',
        '{reason}',
        '{link}',
      ]),
      en: en('meeting cancelled', [
        '{person} cancelled the meeting "{subject}" ({company}) because:',
        '{reason}',
        '{link}',
      ]),
    },
  },
  'meeting-reminder': {
    sensitive: false,
    texts: {
      'zh-Hant': zh('會議提醒', [
        '會議「{subject}」（{company}）將在 {hours} 小時內開始。',
        '時間（台北時間）：{when}',
        '{link}',
      ]),
      en: en('meeting reminder', [
        'The meeting "{subject}" ({company}) starts within {hours} hours.',
        'Time (Taipei time): {when}',
        '{link}',
      ]),
    },
  },
} as const satisfies Record<string, TemplateDefinition>;
