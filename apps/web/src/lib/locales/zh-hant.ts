/** Traditional Chinese texts: the default and fallback language; English must have every key. */
export const zhHant = {
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
    userPassword: { title: '密碼管理', description: '變更您的登入密碼。' },
    userEdit: { title: '編輯個人資料', description: '修改姓名、聯絡方式與買家資料。' },
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
    meeting: { title: '會議排程與紀錄', description: '媒合會議的邀約、排程與會議紀錄。' },
    product: { title: '產品與服務類別管理', description: '公司的產品與服務及其分類。' },
    companyUpgrade: { title: '合格供應商升級申請', description: '附上文件，申請成為合格供應商。' },
    companyApplication: { title: '供應商申請進度', description: '您的供應商申請目前的審核狀態。' },
    companyCreate: { title: '新增供應商', description: '由協會人員直接建立供應商資料。' },
    reviewApply: { title: '帳號申請審核', description: '審核想加入公司的帳號申請。' },
  },
  placeholder: {
    notice: '此頁面建置中，完成後將在此提供上述功能。',
    backToDashboard: '回到首頁總覽',
  },
  login: {
    title: '登入',
    notice: '登入功能將隨身分驗證功能一併推出，目前尚無法登入。',
    registerPrompt: '還沒有帳號？',
    registerLink: '註冊新帳號',
  },
  register: {
    title: '註冊',
    notice: '註冊功能將隨身分驗證功能一併推出，目前尚無法註冊。',
    loginPrompt: '已經有帳號？',
    loginLink: '前往登入',
  },
  notFound: {
    title: '頁面不存在喔！',
    description: '您要找的頁面可能已移除，或網址有誤。',
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
  apiErrors: {
    network: '無法連線到伺服器，請檢查網路後再試。',
    unexpected: '伺服器回應異常（HTTP {{status}}），請稍後再試。',
  },
} as const;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** The shape every language's texts must have. */
export type TranslationTexts = Texts<typeof zhHant>;
