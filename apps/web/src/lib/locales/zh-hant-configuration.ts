import type { TextsShape } from './texts-shape';

/**
 * Traditional Chinese texts of the configuration page. Part of `zhHant` for typed `t()`, but loaded only
 * with that page (`useConfigurationTexts` in i18n.ts).
 */
export const zhHantConfiguration = {
  configuration: {
    loadFailed: '無法讀取目前的設定。',
    retry: '重新載入',
    lastUpdated: '最後更新：{{time}}',
    neverUpdated: '尚未修改過，目前為預設值。',
    sections: {
      site: '網站',
      contact: '聯絡資訊',
      signIn: '註冊與登入',
      privacy: '個人資料蒐集告知聲明',
      amounts: '金額格式',
      actionLog: '操作紀錄',
    },
    fields: {
      siteNameZh: '網站名稱（中文）',
      siteNameEn: '網站名稱（英文）',
      logoUrl: '標誌圖片網址',
      contactEmail: '聯絡電子郵件',
      contactPhone: '聯絡電話',
      contactAddress: '聯絡地址',
      signupOpen: '開放註冊',
      captchaEnabled: '登入時需要驗證碼',
      googleClientId: 'Google 用戶端 ID',
      facebookAppId: 'Facebook 應用程式 ID',
      privacyNoticeZh: '告知聲明內容（中文）',
      privacyNoticeEn: '告知聲明內容（英文）',
      privacyNoticeVersion: '告知聲明版本',
      currencyGroupSeparator: '千分位符號',
      actionLogRetentionDays: '操作紀錄保存天數',
    },
    hints: {
      logoUrl: '以 https:// 開頭的網址，或以 / 開頭的本站路徑；留空則使用內建標誌。',
      signupOpen: '關閉後，訪客無法註冊新帳號，也無法以 Google 或 Facebook 建立新帳號；已有帳號者仍可登入。',
      captchaEnabled: '伺服器設定 CAPTCHA_ENABLED=false 時，一律不顯示驗證碼。',
      captchaUnavailable: '伺服器目前設定 CAPTCHA_ENABLED=false，登入不會顯示驗證碼；恢復後才依此開關。',
      social:
        '這兩項由伺服器的環境變數（GOOGLE_CLIENT_ID、FACEBOOK_APP_ID）決定，無法在此修改；未設定的項目不會顯示登入按鈕。',
      notSet: '未設定',
      privacyNotice: '留空則使用系統內建的告知聲明。',
      privacyNoticeVersion: '註冊者同意的是這個版本；修改聲明內容時，請一併更新版本。',
      noticeChangedSameVersion: '您修改了告知聲明內容，但版本未變更。',
      separatorDot: '點（規格預設）',
      separatorComma: '逗號（台灣常用）',
      amountExample: '範例：{{amount}}',
      days: '天',
      actionLogRetentionDays: '超過保存天數的操作紀錄會自動刪除（30–3650 天）。',
    },
    errors: {
      siteName: '請輸入 1–60 字的網站名稱。',
      logoUrl: '請輸入 https:// 開頭的網址或以 / 開頭的本站路徑，或留空。',
      contactEmail: '請輸入有效的電子郵件，或留空。',
      tooLong: '最多 {{max}} 字。',
      privacyNoticeVersion: '請輸入 1–20 個字元，限英文字母、數字及 . _ -。',
      actionLogRetentionDays: '請輸入 30 到 3650 之間的整數。',
    },
    save: '儲存設定',
    reset: '復原變更',
    unsaved: '有尚未儲存的變更。',
    saved: '設定已儲存。',
    confirmTitle: '確定要儲存這些變更嗎？',
    confirmCloseSignup: '暫停開放註冊：訪客將無法註冊新帳號，也無法以 Google 或 Facebook 建立新帳號。',
    confirmNoticeVersion: '告知聲明版本由「{{from}}」改為「{{to}}」：之後的註冊者須同意新版本。',
    confirmOk: '確定儲存',
    confirmCancel: '取消',
  },
} as const;

export type ConfigurationTexts = TextsShape<typeof zhHantConfiguration>;
