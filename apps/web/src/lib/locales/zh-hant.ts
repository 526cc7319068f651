import type { TextsShape } from './texts-shape';
import type { zhHantAccount } from './zh-hant-account';
import type { zhHantAdmin } from './zh-hant-admin';
import type { zhHantAudit } from './zh-hant-audit';
import type { zhHantCatalogue } from './zh-hant-catalogue';
import type { zhHantCompany } from './zh-hant-company';
import type { zhHantConfiguration } from './zh-hant-configuration';
import type { zhHantConsultations } from './zh-hant-consultations';
import type { zhHantDashboard } from './zh-hant-dashboard';
import type { zhHantImages } from './zh-hant-images';
import type { zhHantInquiries } from './zh-hant-inquiries';
import type { zhHantMarketplace } from './zh-hant-marketplace';
import type { zhHantMeetings } from './zh-hant-meetings';
import type { zhHantMemberImport } from './zh-hant-member-import';
import type { zhHantMembers } from './zh-hant-members';
import type { zhHantNews } from './zh-hant-news';
import type { zhHantNotifications } from './zh-hant-notifications';
import type { zhHantProducts } from './zh-hant-products';
import type { zhHantPublishing } from './zh-hant-publishing';
import type { zhHantUsers } from './zh-hant-users';

/** Traditional Chinese texts: the default and fallback language; English must have every key. */
const zhHantCore = {
  app: {
    name: '供應商會員平台',
    skipToContent: '跳至主要內容',
    loading: '載入中…',
  },
  header: {
    switchLanguage: '切換語言：{{language}}',
    darkMode: '深色模式',
    logout: '登出',
    openMenu: '開啟選單',
    mainMenu: '主選單',
    signedInAs: '目前登入：{{name}}',
    home: '回到首頁',
    // The bell: notifications and unread announcements together.
    bell: '通知，{{count}} 則未讀',
    bellLive: '{{count}} 則未讀通知',
  },
  languages: {
    'zh-Hant': '中文',
    en: 'English',
  },
  menu: {
    meetingGroup: '商機媒合',
    userGroup: '會員個人資料',
    memberGroup: '公司成員管理',
    productGroup: '產品與服務',
    adminGroup: '系統管理',
    vendorGroup: '供應商管理',
  },
  pages: {
    dashboard: { title: '首頁總覽', description: '您的帳號、公司與待辦事項的總覽。' },
    configuration: { title: '系統設定', description: '網站的一般設定，例如訪客設定與金額格式。' },
    actionLog: { title: '操作紀錄', description: '誰在何時對哪一筆資料做了什麼變更。' },
    member: { title: '成員管理', description: '公司成員名單、角色與邀請。' },
    memberImport: { title: '批次匯入成員', description: '從 Excel 或 CSV 檔案批次匯入成員，先預覽再套用。' },
    memberImport2: { title: '從試算表匯入成員', description: '從 Google 試算表連結匯入成員。' },
    user: { title: '基本資料檢視與管理', description: '檢視與維護您的個人基本資料。' },
    userWizard: { title: '帳號設定精靈', description: '逐步完成帳號資料、驗證與公司設定。' },
    category: { title: '類別管理', description: '產品與服務的分類。' },
    banner: { title: '橫幅管理', description: '首頁與各版位的橫幅圖片。' },
    album: { title: '相簿管理', description: '相簿與圖片。' },
    attribute: { title: '屬性管理', description: '產品屬性與屬性值。' },
    announcement: { title: '公告與通知', description: '協會公告、最新消息與系統通知。' },
    announcementDetail: { title: '公告內容', description: '單一公告的完整內容。' },
    publicAlbums: { title: '活動相簿', description: '協會公開的活動相簿。' },
    announcementManage: { title: '公告管理', description: '撰寫、排程與發布公告，指定對象與附件。' },
    userPassword: { title: '密碼管理', description: '變更您的登入密碼。' },
    userEdit: { title: '編輯個人資料', description: '修改姓名、職稱與聯絡方式。' },
    userCreateCompany: { title: '建立公司', description: '為您的帳號建立一家供應商公司。' },
    company: { title: '供應商公司資料', description: '您所屬供應商的公司資料。' },
    companyData: { title: '公司基本資料', description: '統一編號、代表人、資本額與地址等登記資料。' },
    companyEdit: { title: '編輯公司資料', description: '修改公司的聯絡與介紹資料。' },
    companyApply: { title: '申請成為供應商', description: '輸入統一編號，自動帶入商工登記資料後送出申請。' },
    companyNotVendor: {
      title: '尚未加入供應商',
      description: '您的帳號尚未屬於任何供應商，可申請成立或加入。',
    },
    inquiryMailbox: { title: '商機詢問信箱', description: '買家與供應商之間的詢問往來。' },
    inquiryThread: { title: '詢問內容', description: '一則詢問的往來訊息與附件。' },
    inquiryCompose: { title: '寫新詢問', description: '向供應商詢問產品或服務。' },
    meeting: { title: '會議排程與紀錄', description: '媒合會議的邀約、排程與會議紀錄。' },
    meetingDetail: { title: '會議', description: '會議的時段、與會者、行事曆檔與會議紀錄。' },
    meetingNew: { title: '邀約會議', description: '提出 1 至 5 個台北時間的時段，邀請對方開會。' },
    consultation: { title: '會員諮詢', description: '向協會提出問題，並查看協會的回覆。' },
    consultationCase: { title: '諮詢案件', description: '一個諮詢案件的往來紀錄。' },
    product: { title: '產品與服務類別管理', description: '公司的產品與服務及其分類。' },
    companyUpgrade: { title: '合格供應商升級申請', description: '附上文件，申請成為合格供應商。' },
    companyApplication: { title: '供應商申請進度', description: '您的供應商申請目前的審核狀態。' },
    companyCreate: { title: '新增供應商', description: '由協會人員直接建立供應商資料。' },
    reviewApply: { title: '帳號申請審核', description: '審核想加入公司的帳號申請。' },
    userBuyer: { title: '買家資料', description: '您的公司、產業與採購興趣，讓供應商更了解您。' },
    userSessions: { title: '登入中的裝置', description: '目前登入您帳號的裝置，可結束不認得的登入。' },
    userProfile: { title: '我的基本資料', description: '檢視與維護您的個人基本資料。' },
    role: { title: '角色與權限', description: '角色與其擁有的權限；使用者透過角色取得權限。' },
    clientLog: { title: '前端錯誤紀錄', description: '使用者瀏覽器中發生的未預期錯誤。' },
    outbox: { title: '郵件與簡訊紀錄', description: '系統寄出的電子郵件與簡訊及其寄送狀態。' },
    vendorAudit: { title: '供應商申請審核', description: '審核供應商申請與合格供應商升級申請。' },
    vendorAuditDetail: { title: '申請審核', description: '申請內容、商工登記比對與審核決定。' },
    vendors: { title: '供應商名冊', description: '所有供應商、等級與商工登記查核狀態。' },
    vendorDetail: { title: '供應商資料', description: '供應商的公司資料與商工登記查核結果。' },
    userAdmin: { title: '使用者管理', description: '所有使用者帳號：新增、編輯、停用與角色。' },
    catalogue: { title: '產品目錄', description: '搜尋供應商的產品與服務，依分類、屬性與供應商等級篩選。' },
    catalogueProduct: { title: '產品', description: '產品的圖片、規格與供應商。' },
    catalogueVendor: { title: '供應商', description: '供應商與其上架的產品。' },
    notifications: { title: '我的通知', description: '詢問、會議、申請與審核等與您有關的通知。' },
    notificationPreferences: { title: '通知設定', description: '選擇哪些通知也以電子郵件寄給您。' },
  },
  placeholder: {
    notice: '此頁面建置中，完成後將在此提供上述功能。',
    backToDashboard: '回到首頁總覽',
  },
  login: {
    title: '登入',
    account: '帳號',
    password: '密碼',
    accountRequired: '請輸入帳號。',
    passwordRequired: '請輸入密碼。',
    captchaRequired: '請輸入驗證碼。',
    captcha: '驗證碼',
    captchaImage: '驗證碼圖片',
    captchaHint: '請輸入圖片中的字元，不分大小寫。',
    refreshCaptcha: '換一張驗證碼',
    refreshCaptchaShort: '換一張',
    captchaLoading: '驗證碼載入中…',
    captchaLoadFailed: '驗證碼無法載入。',
    retry: '重新載入',
    submit: '登入',
    forgotPassword: '忘記密碼？',
    registerPrompt: '還沒有帳號？',
    registerLink: '註冊新帳號',
    socialDivider: '或',
    google: '使用 Google 登入',
    facebook: '使用 Facebook 登入',
    linkTitle: '連結 {{provider}} 登入',
    linkNotice:
      '這個 {{provider}} 帳號的電子郵件已註冊為帳號「{{account}}」。請輸入該帳號的密碼，確認後兩者即會連結，之後可直接以 {{provider}} 登入。',
    cancelLink: '不要連結',
    siteWelcome: '歡迎使用{{name}}',
    providerScriptFailed: '無法載入 {{provider}} 的登入元件，請檢查網路連線後再試，或改用帳號密碼登入。',
    signupClosedTitle: '目前暫停開放註冊',
    signupClosedDescription: '本平台目前不開放新帳號註冊，已有帳號者仍可照常登入。',
    signupClosedContact: '如需協助，請洽協會：',
  },
  notFound: {
    title: '頁面不存在喔！',
    description: '您要找的頁面可能已移除，或網址有誤。',
    backHome: '回到首頁',
  },
  forbidden: {
    title: '您沒有檢視此頁面的權限',
    description: '如需使用此頁面，請洽系統管理員為您的帳號開通權限。',
    backHome: '回到首頁',
  },
  errorPage: {
    title: '發生錯誤',
    description: '系統暫時無法完成您的要求，請稍後再試。',
    backHome: '回到首頁',
  },
  loadFailed: {
    title: '頁面載入失敗',
    description: '頁面在時限內未能載入，可能是網路不穩定。請再試一次。',
    retry: '重新載入',
  },
  pageError: {
    title: '頁面發生錯誤',
    description: '此頁面發生未預期的錯誤，我們已記錄下來。請再試一次。',
    retry: '再試一次',
  },
  toast: {
    info: '資訊',
    warning: '警告',
    error: '錯誤',
  },
  time: {
    justNow: '剛剛',
    minutesAgo_one: '{{count}} 分鐘前',
    minutesAgo_other: '{{count}} 分鐘前',
    hoursAgo_one: '{{count}} 小時前',
    hoursAgo_other: '{{count}} 小時前',
    yesterday: '昨天',
    daysAgo_one: '{{count}} 天前',
    daysAgo_other: '{{count}} 天前',
    weeksAgo_one: '{{count}} 週前',
    weeksAgo_other: '{{count}} 週前',
    fullDateFormat: 'YYYY年M月D日',
  },
  // List exports (the 匯出 button of each list)
  exports: {
    button: '匯出',
    csv: 'CSV 檔',
    xlsx: 'Excel 檔',
    saved: '已下載 {{name}}',
    jobTitle: '匯出清單',
    running: '資料較多（{{total}} 筆），正在背景產生檔案，完成後即可下載；您可以關閉此視窗，稍後回來。',
    progress: '已處理 {{done}} / {{total}} 筆',
    ready: '檔案已完成（{{rows}} 筆）。',
    expires: '下載連結有效至 {{time}}。',
    download: '下載檔案',
    failed: '匯出失敗，請重新匯出。',
    close: '關閉',
  },
  apiErrors: {
    failed: '操作未完成，請稍後再試。',
    network: '無法連線到伺服器，請檢查網路後再試。',
    unexpected: '伺服器回應異常（HTTP {{status}}），請稍後再試。',
  },
} as const;

/**
 * Every text key, for typed `t()`. Only the core texts load with the app; the others load with the
 * first page using them (i18n.ts, `textBundles`): the account and sign-up texts (zh-hant-account.ts),
 * the administration texts (zh-hant-admin.ts), the users administration texts (zh-hant-users.ts) and the
 * configuration page's (zh-hant-configuration.ts). So the sign-in page downloads none of them.
 */
export const zhHant = zhHantCore as typeof zhHantCore &
  typeof zhHantAccount &
  typeof zhHantAdmin &
  typeof zhHantUsers &
  typeof zhHantConfiguration &
  typeof zhHantAudit &
  typeof zhHantCompany &
  typeof zhHantImages &
  typeof zhHantMembers &
  typeof zhHantMemberImport &
  typeof zhHantCatalogue &
  typeof zhHantPublishing &
  typeof zhHantProducts &
  typeof zhHantNews &
  typeof zhHantMarketplace &
  typeof zhHantNotifications &
  typeof zhHantInquiries &
  typeof zhHantMeetings &
  typeof zhHantConsultations &
  typeof zhHantDashboard;

/** The shape every language's texts loaded with the app must have (the admin texts: AdminTexts). */
export type TranslationTexts = TextsShape<typeof zhHantCore>;
