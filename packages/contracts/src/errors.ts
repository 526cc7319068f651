import { catalogueErrors } from './errors-catalogue';
import { consultationErrors } from './errors-consultations';
// exports
import { exportErrors } from './errors-exports';
import { imageErrors } from './errors-images';
import { inquiryErrors } from './errors-inquiries';
import { marketplaceErrors } from './errors-marketplace';
import { meetingErrors } from './errors-meetings';
import { memberImportErrors } from './errors-member-import';
import { newsErrors } from './errors-news';
import { notificationErrors } from './errors-notifications';
import { productErrors } from './errors-products';
import { publishingErrors } from './errors-publishing';
import { vendorMemberErrors } from './errors-vendor-members';
// vendor services
import { vendorServiceErrors } from './errors-vendor-services';
import type { LocalizedText } from './i18n';

/**
 * The portal's own error codes, with their text in both languages; each feature with many codes keeps
 * them in `errors-<feature>.ts`. Adding a code without both texts fails the type-check (`satisfies`).
 * Placeholders such as `{min}` are filled from the error's params.
 */
const coreErrors = {
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
  FIELD_INVALID_CHARACTERS: {
    'zh-Hant': '含有不允許的字元（例如控制字元或無效的 Unicode 字元），請移除後再試。',
    en: 'Contains characters that are not allowed (such as control characters or invalid Unicode); remove them and try again.',
  },
  FIELD_INVALID_DATE: {
    'zh-Hant': '請輸入 1900 年至 9999 年之間的有效日期，格式如 2026-11-22。',
    en: 'Enter a valid date between the years 1900 and 9999, such as 2026-11-22.',
  },
  FIELD_INVALID_MOBILE: {
    'zh-Hant': '請輸入有效的手機號碼，例如 0912-345-678。',
    en: 'Enter a valid Taiwan mobile number, such as 0912-345-678.',
  },
  PDPA_CONSENT_REQUIRED: {
    'zh-Hant': '請閱讀並同意個人資料蒐集告知聲明及隱私權政策。',
    en: 'Please read and agree to the personal data notice and the privacy policy.',
  },
  MALFORMED_BODY: { 'zh-Hant': '請求內容無法解析。', en: 'The request body could not be read.' },
  MALFORMED_REQUEST: { 'zh-Hant': '請求格式不正確，無法處理。', en: 'The request could not be read.' },
  HEADERS_TOO_LARGE: {
    'zh-Hant': '請求的網址或標頭過長（上限 {maxKb} KB），請縮短查詢條件後再試。',
    en: 'The address or the headers of the request are too long (at most {maxKb} KB). Shorten the search and try again.',
  },
  REQUEST_TIMEOUT: {
    'zh-Hant': '請求逾時，請再試一次。',
    en: 'The request took too long to arrive. Please try again.',
  },
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
  CAPTCHA_REQUIRED: { 'zh-Hant': '請輸入驗證碼。', en: 'Please enter the captcha.' },
  CAPTCHA_INVALID: {
    'zh-Hant': '驗證碼錯誤或已過期，請重新輸入。',
    en: 'The captcha is wrong or expired. Please try a new one.',
  },
  INVALID_CREDENTIALS: { 'zh-Hant': '帳號或密碼錯誤。', en: 'The account or password is incorrect.' },
  ACCOUNT_TAKEN: { 'zh-Hant': '此帳號已被使用。', en: 'This account name is taken.' },
  EMAIL_TAKEN: {
    'zh-Hant': '此電子郵件已註冊，請直接登入或使用忘記密碼。',
    en: 'This e-mail is already registered. Sign in, or reset the password.',
  },
  CODE_INVALID: { 'zh-Hant': '驗證碼錯誤。', en: 'The code is incorrect.' },
  CODE_EXPIRED: {
    'zh-Hant': '驗證碼已失效，請重新發送。',
    en: 'The code has expired. Please request a new one.',
  },
  CODE_TOO_MANY_ATTEMPTS: {
    'zh-Hant': '錯誤次數過多，請重新發送驗證碼。',
    en: 'Too many wrong tries. Please request a new code.',
  },
  TICKET_INVALID: {
    'zh-Hant': '此步驟已失效，請從頭再試一次。',
    en: 'This step has expired. Please start again.',
  },
  PASSWORD_TOO_COMMON: {
    'zh-Hant': '這個密碼太常見，請換一個不易猜到的密碼。',
    en: 'This password is too common. Choose one that is harder to guess.',
  },
  PASSWORD_CONTAINS_ACCOUNT: {
    'zh-Hant': '密碼不可包含帳號。',
    en: 'The password must not contain the account name.',
  },
  PASSWORD_INCORRECT: { 'zh-Hant': '目前的密碼不正確。', en: 'The current password is incorrect.' },
  NOT_STAFF: { 'zh-Hant': '此帳號沒有後台管理權限。', en: 'This account has no back-office access.' },
  SOCIAL_LOGIN_DISABLED: { 'zh-Hant': '此登入方式未啟用。', en: 'This sign-in method is not enabled.' },
  SOCIAL_TOKEN_INVALID: {
    'zh-Hant': '第三方登入驗證失敗，請再試一次。',
    en: 'The sign-in with the provider could not be verified. Please try again.',
  },
  NO_PENDING_CHANGE: { 'zh-Hant': '沒有待驗證的變更。', en: 'There is no change waiting for verification.' },
  SIGNUP_CLOSED: {
    'zh-Hant': '目前暫停開放註冊，請洽協會。',
    en: 'Sign-up is closed at the moment. Please contact the association.',
  },
  MESSAGE_NOT_RESENDABLE: {
    'zh-Hant': '此訊息含驗證碼或連結，送出後內容已清除，無法重送；請請使用者重新申請。',
    en: 'This message carried a code or a link and its body was cleared after sending; ask the person to request a new one.',
  },
  PERMISSION_NOT_HELD: {
    'zh-Hant': '不可授予您自己沒有的權限：{permission}。',
    en: 'You cannot grant a permission you do not hold: {permission}.',
  },
  USER_OUTRANKS_YOU: {
    'zh-Hant':
      '此使用者擁有您沒有的權限（{permission}），您不可變更其電子郵件、手機、角色或狀態，也不可寄送密碼或驗證信給他。',
    en: 'This user holds a permission you do not ({permission}): you cannot change their e-mail, mobile, roles or status, nor send them a password or verification mail.',
  },
  EMAIL_NOT_VERIFIED: {
    'zh-Hant': '此使用者的電子郵件尚未驗證，不可寄送重設密碼連結；請先請使用者驗證電子郵件。',
    en: 'This user’s e-mail is not verified, so no password reset link can go to it. Have the user verify it first.',
  },
  OWN_ROLES_LOCKED: { 'zh-Hant': '不可變更自己的角色。', en: 'You cannot change your own roles.' },
  LAST_ADMINISTRATOR: {
    'zh-Hant': '這是最後一位系統管理員，不可移除或停用。',
    en: 'This is the last administrator; it cannot be removed or disabled.',
  },
  SYSTEM_ROLE_LOCKED: {
    'zh-Hant': '系統內建角色不可刪除，系統管理員角色的權限也不可變更。',
    en: 'Built-in roles cannot be deleted, and the administrator role keeps every permission.',
  },
  ROLE_IN_USE: {
    'zh-Hant': '仍有 {count} 位使用者擁有此角色，請先移除後再刪除。',
    en: '{count} users still hold this role. Remove it from them before deleting it.',
  },
  FIELD_INVALID_UBN: {
    'zh-Hant': '請輸入有效的 8 碼統一編號。',
    en: 'Enter a valid 8-digit unified business number (UBN).',
  },
  VENDOR_ALREADY_EXISTS: {
    'zh-Hant': '此統一編號的供應商已存在。',
    en: 'A vendor with this unified business number already exists.',
  },
  USER_DISABLED: {
    'zh-Hant': '此使用者已停用，請先啟用後再試。',
    en: 'This user is disabled. Enable the user first.',
  },
  USER_HAS_NO_EMAIL: {
    'zh-Hant': '此使用者沒有電子郵件，無法寄送信件。',
    en: 'This user has no e-mail address, so no mail can be sent.',
  },
  NOTHING_TO_VERIFY: {
    'zh-Hant': '此使用者的電子郵件已驗證，沒有需要驗證的項目。',
    en: 'This user’s e-mail is already verified: there is nothing to verify.',
  },
  FIELD_INVALID_PHONE: {
    'zh-Hant': '請輸入有效的電話號碼，例如 02-2345-6789 或 0912-345-678。',
    en: 'Enter a valid Taiwan phone number, such as 02-2345-6789 or 0912-345-678.',
  },
  FIELD_INVALID_IMAGE_URL: {
    'zh-Hant': '請輸入以 https:// 開頭的網址，或本站的路徑（例如 /uploads/logo.png）。',
    en: 'Enter an address starting with https://, or a path on this site (such as /uploads/logo.png).',
  },
  FIELD_INVALID_URL: {
    'zh-Hant': '請輸入以 http:// 或 https:// 開頭的網址。',
    en: 'Enter a web address starting with http:// or https://.',
  },
  REGISTRY_UNAVAILABLE: {
    'zh-Hant': '目前無法連線至經濟部商工登記資料庫，請稍後再試，或直接手動填寫公司資料。',
    en: 'The company registry cannot be reached right now. Try again later, or fill in the company data by hand.',
  },
  ALREADY_IN_VENDOR: {
    'zh-Hant': '您已是供應商的成員，無法再申請成為供應商。',
    en: 'You already belong to a vendor, so you cannot apply to become one.',
  },
  APPLICATION_PENDING: {
    'zh-Hant': '您已有一筆審核中的申請，請等候審核結果或先撤回。',
    en: 'You already have an application under review. Wait for the decision, or withdraw it first.',
  },
  APPLICATION_NOT_PENDING: {
    'zh-Hant': '此申請已審核或已撤回，無法再變更。',
    en: 'This application has already been decided or withdrawn; it can no longer change.',
  },
  OWN_APPLICATION: {
    'zh-Hant': '不可審核自己提出的申請。',
    en: 'You cannot audit your own application.',
  },
  REJECT_REASON_REQUIRED: {
    'zh-Hant': '退件時請填寫原因，申請人會看到這段說明。',
    en: 'Give a reason for the rejection; the applicant will read it.',
  },
  VENDOR_ALREADY_CERTIFIED: {
    'zh-Hant': '此供應商已是合格供應商。',
    en: 'This vendor is already a certified supplier.',
  },
  NOT_VENDOR_OWNER: {
    'zh-Hant': '只有供應商的負責人可以提出此申請。',
    en: 'Only the owner of the vendor can ask for this.',
  },
  NOT_IN_VENDOR: {
    'zh-Hant': '您尚未隸屬任何供應商。',
    en: 'You do not belong to any vendor yet.',
  },
  USER_ALREADY_IN_VENDOR: {
    'zh-Hant': '此使用者已隸屬其他供應商。',
    en: 'This user already belongs to a vendor.',
  },
  DOCUMENT_TYPE_NOT_ALLOWED: {
    'zh-Hant': '僅接受 PDF、PNG、JPEG 或 WebP 檔案。',
    en: 'Only PDF, PNG, JPEG or WebP files are accepted.',
  },
  DOCUMENT_TOO_LARGE: {
    'zh-Hant': '檔案不可超過 {maxMb} MB。',
    en: 'A file may be at most {maxMb} MB.',
  },
  DOCUMENT_NOT_FOUND: {
    'zh-Hant': '找不到附件，請重新上傳。',
    en: 'An attached document was not found. Please upload it again.',
  },
  INTERNAL_ERROR: {
    'zh-Hant': '系統發生錯誤，請稍後再試。',
    en: 'Something went wrong on our side. Please try again later.',
  },
  SERVICE_UNAVAILABLE: {
    'zh-Hant': '服務暫時無法使用，請稍後再試。',
    en: 'The service is temporarily unavailable. Please try again later.',
  },
  DATABASE_UNAVAILABLE: {
    'zh-Hant': '資料庫暫時無法連線，請稍後再試。',
    en: 'The database cannot be reached right now. Please try again in a moment.',
  },
} as const satisfies Record<string, LocalizedText>;

/** Every code, the features' own included: what the API answers and the web app translates. */
export const errorMessages = {
  ...coreErrors,
  ...imageErrors,
  ...vendorMemberErrors,
  ...memberImportErrors,
  ...catalogueErrors,
  ...publishingErrors,
  ...productErrors,
  ...newsErrors,
  ...marketplaceErrors,
  ...notificationErrors,
  ...inquiryErrors,
  ...meetingErrors,
  ...consultationErrors,
  ...exportErrors,
  // vendor services
  ...vendorServiceErrors,
} as const;

export type ErrorCode = keyof typeof errorMessages;

// The body's schemas live in their own file, so the web app can load them (and Zod) apart from the texts.
export { type ErrorBody, type ErrorItem, errorBodySchema, errorItemSchema } from './error-body';
