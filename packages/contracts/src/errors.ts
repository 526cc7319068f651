import { z } from 'zod';
import type { LocalizedText } from './i18n';

/**
 * Every error code the API can answer, with its text in both languages.
 * Adding a code without both texts fails the type-check (`satisfies`).
 * Placeholders such as `{min}` are filled from the error's params.
 */
export const errorMessages = {
  VALIDATION_FAILED: {
    'zh-Hant': '輸入資料有誤，請檢查後再試。',
    en: 'Some of the data is not valid. Please check and try again.',
  },
  FIELD_REQUIRED: { 'zh-Hant': '此欄位為必填。', en: 'This field is required.' },
  FIELD_INVALID_TYPE: { 'zh-Hant': '此欄位的資料型態不正確。', en: 'This field has the wrong type.' },
  FIELD_TOO_SHORT: { 'zh-Hant': '長度或數值至少須為 {min}。', en: 'Must be at least {min}.' },
  FIELD_TOO_LONG: { 'zh-Hant': '長度或數值不可超過 {max}。', en: 'Must be at most {max}.' },
  FIELD_INVALID_FORMAT: { 'zh-Hant': '格式不正確。', en: 'The format is not valid.' },
  FIELD_INVALID_VALUE: { 'zh-Hant': '不是允許的值。', en: 'This value is not allowed.' },
  FIELD_UNKNOWN: { 'zh-Hant': '不接受此欄位。', en: 'This field is not accepted.' },
  MALFORMED_BODY: { 'zh-Hant': '請求內容無法解析。', en: 'The request body could not be read.' },
  UNSUPPORTED_MEDIA_TYPE: { 'zh-Hant': '不支援此內容類型。', en: 'This content type is not supported.' },
  UNAUTHENTICATED: { 'zh-Hant': '請先登入。', en: 'Please sign in first.' },
  FORBIDDEN: { 'zh-Hant': '您沒有執行此操作的權限。', en: 'You do not have permission to do this.' },
  ROUTE_NOT_FOUND: { 'zh-Hant': '找不到此 API 路徑。', en: 'This API path does not exist.' },
  NOT_FOUND: { 'zh-Hant': '找不到資料。', en: 'The record was not found.' },
  METHOD_NOT_ALLOWED: {
    'zh-Hant': '此資源不支援這個操作。',
    en: 'This resource does not support this operation.',
  },
  CONFLICT: {
    'zh-Hant': '資料已被變更或已存在，請重新整理後再試。',
    en: 'The data changed or already exists. Please reload and try again.',
  },
  PAYLOAD_TOO_LARGE: { 'zh-Hant': '上傳的內容過大。', en: 'The request is too large.' },
  RATE_LIMITED: {
    'zh-Hant': '操作太頻繁，請 {retryAfter} 秒後再試。',
    en: 'Too many requests. Please try again in {retryAfter} seconds.',
  },
  INTERNAL_ERROR: {
    'zh-Hant': '系統發生錯誤，請稍後再試。',
    en: 'Something went wrong on our side. Please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    'zh-Hant': '服務暫時無法使用，請稍後再試。',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
} as const satisfies Record<string, LocalizedText>;

export type ErrorCode = keyof typeof errorMessages;

export const errorItemSchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorItem = z.infer<typeof errorItemSchema>;

/** The one error body every failing API call answers. */
export const errorBodySchema = z.object({
  errors: z.array(errorItemSchema).min(1),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
