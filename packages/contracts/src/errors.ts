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
  // Images (`POST /Image`)
  IMAGE_TYPE_NOT_ALLOWED: {
    'zh-Hant': '僅接受 JPEG、PNG、WebP、AVIF 或 GIF 圖片（依檔案內容判斷，與副檔名無關）。',
    en: 'Only JPEG, PNG, WebP, AVIF or GIF pictures are accepted (judged by the content, not the file name).',
  },
  IMAGE_CONTAINS_MARKUP: {
    'zh-Hant': '此圖片檔內含網頁或程式碼，基於安全無法接受。請用看圖軟體另存新檔後再上傳。',
    en: 'This picture file contains web page or script code and cannot be accepted. Save it again with an image editor and upload that copy.',
  },
  IMAGE_TOO_LARGE: {
    'zh-Hant': '圖片檔案不可超過 {maxMb} MB。',
    en: 'A picture may be at most {maxMb} MB.',
  },
  IMAGE_TOO_MANY_PIXELS: {
    'zh-Hant': '圖片尺寸過大（{width} × {height}），不可超過 {maxMegapixels} 百萬像素，請縮小後再上傳。',
    en: 'The picture is too big ({width} × {height}): at most {maxMegapixels} megapixels. Make it smaller and try again.',
  },
  IMAGE_UNREADABLE: {
    'zh-Hant': '無法讀取此圖片，檔案可能已損毀。',
    en: 'This picture cannot be read; the file may be damaged.',
  },
  IMAGE_NOT_FOUND: {
    'zh-Hant': '找不到圖片，請重新上傳。',
    en: 'A picture was not found. Please upload it again.',
  },
  // A vendor's people (members, invitations, join requests, leaving)
  LAST_OWNER: {
    'zh-Hant': '供應商至少須保留一位主帳號：請先將主帳號轉移給其他成員。',
    en: 'A vendor must keep at least one owner. Transfer ownership to another member first.',
  },
  VENDOR_ROLE_TOO_HIGH: {
    'zh-Hant': '您無法授予高於自己的角色，也無法變更角色高於您的成員。',
    en: 'You cannot grant a role above your own or act on someone above you.',
  },
  NOT_A_MEMBER: {
    'zh-Hant': '此人不是本供應商的成員。',
    en: 'This person is not a member of this vendor.',
  },
  ALREADY_MEMBER: {
    'zh-Hant': '此人已是本供應商的成員。',
    en: 'This person is already a member of this vendor.',
  },
  INVITATION_PENDING: {
    'zh-Hant': '已有寄給此電子郵件的邀請尚待回覆，如需要請重新寄送該邀請。',
    en: 'An invitation to this address is still waiting for an answer. Resend it if needed.',
  },
  INVITATION_NOT_FOUND: {
    'zh-Hant': '找不到此邀請連結，請確認網址是否完整，或請邀請人重新寄送。',
    en: 'This invitation link was not found. Check that the address is complete, or ask for a new invitation.',
  },
  INVITATION_EXPIRED: {
    'zh-Hant': '此邀請連結已過期，請邀請人重新寄送。',
    en: 'This invitation link has expired. Ask the person who invited you to send it again.',
  },
  INVITATION_CLOSED: {
    'zh-Hant': '此邀請已使用、已拒絕或已撤回，無法再使用。',
    en: 'This invitation has already been used, declined or revoked.',
  },
  INVITATION_NOT_YOURS: {
    'zh-Hant': '此邀請是寄給其他電子郵件地址的，請以受邀的帳號登入後再開啟連結。',
    en: 'This invitation was sent to another e-mail address. Sign in with the invited account and open the link again.',
  },
  LEAVE_VENDOR_FIRST: {
    'zh-Hant': '您已隸屬其他供應商，請先退出該供應商後再加入。',
    en: 'You already belong to another vendor. Leave it first, then join this one.',
  },
  INVITE_DAILY_LIMIT: {
    'zh-Hant': '每個供應商每天最多寄出 {max} 封邀請，請明天再試。',
    en: 'A vendor can send at most {max} invitations a day. Try again tomorrow.',
  },
  INVITE_ADDRESS_LIMIT: {
    'zh-Hant': '此電子郵件地址今天已收到邀請，每個地址每天最多一封，請明天再試。',
    en: 'This address already received an invitation today (at most one a day). Try again tomorrow.',
  },
  JOIN_REQUEST_PENDING: {
    'zh-Hant': '您已有一筆加入申請等待審核，請等候結果或先撤回。',
    en: 'You already have a request to join waiting for review. Wait for it, or withdraw it first.',
  },
  JOIN_REQUEST_NOT_PENDING: {
    'zh-Hant': '此加入申請已處理或已撤回。',
    en: 'This request to join has already been decided or withdrawn.',
  },
  OWNER_ONLY: {
    'zh-Hant': '只有主帳號可以執行此操作。',
    en: 'Only an owner can do this.',
  },
  // Bulk import of a vendor's people (member-import, member-import2)
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
  // Categories and attributes
  CATEGORY_TOO_DEEP: {
    'zh-Hant': '分類最多三層，無法放在此處。',
    en: 'Categories go at most three levels deep; it cannot go there.',
  },
  CATEGORY_CYCLE: {
    'zh-Hant': '分類不能移到自己或自己的子分類之下。',
    en: 'A category cannot move under itself or one of its own subcategories.',
  },
  CATEGORY_PARENT_NOT_FOUND: {
    'zh-Hant': '找不到上層分類，請重新整理後再試。',
    en: 'The parent category was not found. Reload and try again.',
  },
  CATEGORY_KIND_MISMATCH: {
    'zh-Hant': '產品分類與服務分類不能互相移動。',
    en: 'A category cannot move between the product and the service trees.',
  },
  CATEGORY_HAS_CHILDREN: {
    'zh-Hant': '此分類下還有 {count} 個子分類，請先刪除或移走子分類。',
    en: 'This category still has {count} subcategories. Delete or move them first.',
  },
  CATEGORY_IN_USE: {
    'zh-Hant': '仍有 {count} 項產品使用此分類，無法刪除。',
    en: '{count} products still use this category, so it cannot be deleted.',
  },
  ATTRIBUTE_NOT_FOUND: {
    'zh-Hant': '找不到此屬性，請重新整理後再試。',
    en: 'The attribute was not found. Reload and try again.',
  },
  ATTRIBUTE_CATEGORY_NOT_FOUND: {
    'zh-Hant': '所選的分類不存在，請重新選擇。',
    en: 'A chosen category does not exist. Choose again.',
  },
  ATTRIBUTE_NOT_CHOICE: {
    'zh-Hant': '只有單選或複選屬性可以設定選項。',
    en: 'Only single- and multiple-choice attributes have choices.',
  },
  ATTRIBUTE_HAS_CHOICES: {
    'zh-Hant': '此屬性還有 {count} 個選項，請先刪除選項再改成非選擇的類型。',
    en: 'This attribute still has {count} choices. Delete them before changing it to a type without choices.',
  },
  ATTRIBUTE_VALUE_MOVED: {
    'zh-Hant': '選項不能移到其他屬性。',
    en: 'A choice cannot move to another attribute.',
  },
  ATTRIBUTE_NOT_APPLICABLE: {
    'zh-Hant': '此屬性不適用於所選的分類。',
    en: 'This attribute does not apply to the chosen category.',
  },
  ATTRIBUTE_VALUE_REPEATED: {
    'zh-Hant': '同一個屬性只能填一次。',
    en: 'An attribute can be given only once.',
  },
  ATTRIBUTE_VALUE_REQUIRED: { 'zh-Hant': '此屬性為必填。', en: 'This attribute is required.' },
  ATTRIBUTE_VALUE_WRONG_TYPE: {
    'zh-Hant': '屬性值的型態不正確（例如數值欄位填了文字）。',
    en: 'The value has the wrong type for this attribute (such as text for a number).',
  },
  ATTRIBUTE_VALUE_TOO_LONG: {
    'zh-Hant': '屬性值過長或選項過多。',
    en: 'The value is too long or names too many choices.',
  },
  ATTRIBUTE_CHOICE_UNKNOWN: {
    'zh-Hant': '所選的選項不屬於此屬性，請重新選擇。',
    en: 'A chosen option is not one of this attribute’s choices. Choose again.',
  },
  ATTRIBUTE_CHOICE_DUPLICATE: {
    'zh-Hant': '同一個選項不能重複選取。',
    en: 'The same choice cannot be picked twice.',
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

export type ErrorCode = keyof typeof errorMessages;

// The body's schemas live in their own file, so the web app can load them (and Zod) apart from the texts.
export { type ErrorBody, type ErrorItem, errorBodySchema, errorItemSchema } from './error-body';
