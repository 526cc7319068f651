import type { LocalizedText } from './i18n';

/** Errors of the bulk import of a vendor's people (files and Google Sheets). Part of `errorMessages` (errors.ts). */
export const memberImportErrors = {
  IMPORT_FILE_TOO_LARGE: {
    'zh-Hant': '檔案不可超過 {maxMb} MB。',
    en: 'The file must be at most {maxMb} MB.',
  },
  IMPORT_FILE_TYPE: {
    'zh-Hant': '請上傳 .xlsx 或 .csv 檔案。',
    en: 'Upload an .xlsx or .csv file.',
  },
  IMPORT_TOO_MANY_ROWS: {
    'zh-Hant': '一次最多匯入 {max} 列，請分批匯入。',
    en: 'At most {max} rows can be imported at once. Split the file.',
  },
  IMPORT_NO_ROWS: { 'zh-Hant': '檔案中沒有任何資料列。', en: 'The file has no data rows.' },
  IMPORT_NO_EMAIL_COLUMN: {
    'zh-Hant': '找不到「電子郵件」欄位，請使用範本的標題列。',
    en: 'No “E-mail” column was found. Use the template’s header row.',
  },
  IMPORT_UNSAFE_FILE: {
    'zh-Hant': '檔案解壓縮後過大或內容過多，無法處理。',
    en: 'The file expands to too much data or too many parts to be read safely.',
  },
  IMPORT_MACROS: {
    'zh-Hant': '檔案含有巨集，請另存為不含巨集的 .xlsx 後再上傳。',
    en: 'The file contains macros. Save it as a macro-free .xlsx and upload it again.',
  },
  IMPORT_EXTERNAL_LINKS: {
    'zh-Hant': '檔案含有外部連結，請移除連結後再上傳。',
    en: 'The file links to other workbooks. Remove the links and upload it again.',
  },
  IMPORT_UNREADABLE: {
    'zh-Hant': '無法讀取此檔案，請確認它是 Excel 或 CSV 檔。',
    en: 'The file cannot be read. Check that it is an Excel or CSV file.',
  },
  IMPORT_ROLE_UNKNOWN: {
    'zh-Hant': '角色須為 擁有者、管理者 或 成員。',
    en: 'The role must be owner, manager or member.',
  },
  IMPORT_ROW_MEMBER: { 'zh-Hant': '已是本供應商的成員。', en: 'Already a member of this vendor.' },
  IMPORT_ROW_OTHER_VENDOR: {
    'zh-Hant': '此人已隸屬其他供應商，須先退出。',
    en: 'This person belongs to another vendor and must leave it first.',
  },
  IMPORT_ROW_PENDING: {
    'zh-Hant': '已有寄給此電子郵件的邀請尚待回覆。',
    en: 'An invitation to this address is still waiting for an answer.',
  },
  IMPORT_ROW_DUPLICATE: {
    'zh-Hant': '與第 {row} 列的電子郵件重複。',
    en: 'The same e-mail as row {row}.',
  },
  IMPORT_EXPIRED: {
    'zh-Hant': '此預覽已過期，請重新上傳檔案。',
    en: 'This preview has expired. Upload the file again.',
  },
  IMPORT_DAILY_LIMIT: {
    'zh-Hant': '每個供應商每天最多以匯入方式邀請 {max} 人，今天還可邀請 {left} 人。',
    en: 'A vendor can invite at most {max} people a day by import; {left} are left today.',
  },
  SHEETS_NOT_CONFIGURED: {
    'zh-Hant': '本平台未啟用 Google 試算表匯入。',
    en: 'Importing from Google Sheets is not enabled on this portal.',
  },
  SHEETS_BAD_LINK: {
    'zh-Hant': '這不是有效的 Google 試算表連結或 ID。',
    en: 'This is not a valid Google Sheets link or id.',
  },
  SHEETS_PRIVATE: {
    'zh-Hant': '無法讀取此試算表：請將共用設定改為「知道連結的任何人都能檢視」。',
    en: 'This sheet is private. Share it as “Anyone with the link can view”.',
  },
  SHEETS_NOT_FOUND: {
    'zh-Hant': '找不到此試算表或工作表範圍，請確認連結與範圍。',
    en: 'This sheet or range does not exist. Check the link and the range.',
  },
  SHEETS_UNAVAILABLE: {
    'zh-Hant': 'Google 試算表服務暫時無法使用，請稍後再試，或改為上傳檔案。',
    en: 'Google Sheets is unavailable right now. Try again later, or upload a file.',
  },
} as const satisfies Record<string, LocalizedText>;
