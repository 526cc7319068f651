import type { TextsShape } from './texts-shape';

/** Traditional Chinese texts of the member import pages (loaded with them). */
export const zhHantMemberImport = {
  memberImport: {
    fileIntro:
      '上傳 .xlsx 或 .csv 檔（最多 5 MB、10,000 列）。標題列可用中文或英文：姓名、電子郵件、手機、職稱、角色，順序不拘。',
    sheetsIntro: '貼上 Google 試算表連結（須設為「知道連結的任何人都能檢視」），或輸入試算表 ID 與範圍。',
    template: '下載範本（中文）',
    templateEn: '下載範本（英文）',
    chooseFile: '選擇檔案',
    dropHint: '點選或拖曳檔案到此處',
    tooLarge: '檔案不可超過 5 MB。',
    reading: '讀取中…',
    sheetsLink: '試算表連結或 ID',
    sheetsRange: '範圍（選填，例如 工作表1!A1:E）',
    readSheet: '讀取試算表',
    sheetsHidden: '本平台未啟用 Google 試算表匯入，請改為上傳檔案。',
    toFile: '改為上傳檔案',
    toSheets: '從 Google 試算表匯入',
    summary: '共 {{total}} 列：可邀請 {{invite}} 列，需處理 {{problems}} 列。',
    unknownColumns: '下列欄位無法辨識，將略過：{{columns}}',
    filter: { all: '全部', problems: '需處理', invite: '可邀請' },
    columns: {
      row: '列',
      name: '姓名',
      email: '電子郵件',
      mobile: '手機',
      jobTitle: '職稱',
      role: '角色',
      verdict: '結果',
      reason: '原因',
    },
    verdicts: {
      invite: '將寄送邀請',
      member: '已是成員',
      otherVendor: '隸屬其他供應商',
      pending: '已邀請待回覆',
      duplicate: '檔案內重複',
      invalid: '資料有誤',
    },
    states: { done: '已邀請', failed: '失敗', waiting: '等待中', skipped: '略過' },
    apply: '寄送 {{count}} 份邀請',
    applyConfirm: '確定要寄送 {{count}} 份邀請嗎？寄出後無法撤回整批，但可逐一撤銷邀請。',
    applyOk: '寄送',
    cancel: '取消',
    nothingToApply: '沒有可邀請的資料列。請下載錯誤報表修正後重新上傳。',
    expired: '此預覽已過期，請重新上傳。',
    report: '下載錯誤報表',
    progressTitle: '匯入進度',
    progress: '已處理 {{handled}} / {{total}} 列（成功 {{done}}、失敗 {{failed}}）',
    finished: '匯入完成：已寄出 {{done}} 份邀請，{{failed}} 列失敗。',
    startOver: '匯入另一個檔案',
    loadFailed: '無法讀取此匯入。',
    empty: '沒有符合的資料列。',
  },
} as const;

export type MemberImportTexts = TextsShape<typeof zhHantMemberImport>;
