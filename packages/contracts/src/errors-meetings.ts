import type { LocalizedText } from './i18n';

/** Errors of meetings (`/Meeting`). Part of `errorMessages` (errors.ts). */
export const meetingErrors = {
  MEETING_SLOT_ORDER: {
    'zh-Hant': '結束時間必須晚於開始時間。',
    en: 'The end must be after the start.',
  },
  MEETING_SLOT_TOO_LONG: {
    'zh-Hant': '每個時段最長 12 小時。',
    en: 'A time slot is at most 12 hours long.',
  },
  MEETING_SLOT_IN_PAST: {
    'zh-Hant': '時段已經過去，請選擇未來的時間。',
    en: 'This time slot is in the past. Please pick a future time.',
  },
  MEETING_SLOT_NOT_FOUND: {
    'zh-Hant': '找不到這個時段，請重新整理後再選一次。',
    en: 'This time slot is not offered. Please reload and pick again.',
  },
  MEETING_OVERLAP: {
    'zh-Hant': '此時段與 {name} 已確認的另一場會議重疊，請改選其他時段。',
    en: 'This time overlaps another confirmed meeting of {name}. Please pick another time.',
  },
  MEETING_NOT_YOUR_TURN: {
    'zh-Hant': '這個提案正等待對方回覆。',
    en: 'This proposal is waiting for the other side’s answer.',
  },
  MEETING_NOT_PROPOSED: {
    'zh-Hant': '這場會議已不在提案階段。',
    en: 'This meeting is no longer a proposal.',
  },
  MEETING_NOT_CONFIRMED: {
    'zh-Hant': '這場會議尚未確認時間。',
    en: 'This meeting has no confirmed time yet.',
  },
  MEETING_CLOSED: {
    'zh-Hant': '這場會議已取消或被婉拒，無法再變更。',
    en: 'This meeting was cancelled or declined and can no longer change.',
  },
  MEETING_NOT_STARTED: {
    'zh-Hant': '會議開始後才能填寫紀錄。',
    en: 'Minutes can be written once the meeting has started.',
  },
  MEETING_COUNTERPART_REQUIRED: {
    'zh-Hant': '請選擇要邀請會議的對象。',
    en: 'Please choose whom to meet.',
  },
  MEETING_COUNTERPART_NOT_FOUND: {
    'zh-Hant': '找不到這個對象，或對方無法受邀會議。',
    en: 'This person or vendor cannot be found or cannot be invited to a meeting.',
  },
  MEETING_INQUIRY_VENDOR_MISMATCH: {
    'zh-Hant': '這則詢問屬於另一家供應商，會議的供應商必須是詢問的對象。',
    en: 'This inquiry is with another vendor: a meeting from an inquiry is with that inquiry’s vendor.',
  },
  MEETING_INQUIRY_PERSON_MISMATCH: {
    'zh-Hant': '會議的對象必須是這則詢問的提問者。',
    en: 'A meeting from an inquiry is with the buyer who wrote it.',
  },
  MEETING_PARTICIPANT_NOT_ALLOWED: {
    'zh-Hant': '與會者只能是雙方的人員。',
    en: 'Participants must be people of either side.',
  },
} as const satisfies Record<string, LocalizedText>;
