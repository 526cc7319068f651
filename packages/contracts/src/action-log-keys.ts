/**
 * The action log's plain values and record-kind names, apart from its schemas (action-log.ts): the web
 * app's action-log page reads them without loading Zod.
 */
import type { Language, LocalizedText } from './i18n';

/**
 * What an action-log entry says was done. Record changes use create / update / delete; the rest are
 * events worth an entry of their own.
 */
export const actionKinds = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-in-failed',
  'sign-out',
  'access-denied',
  'password-changed',
  'password-reset',
  'sessions-ended',
  'resend',
  'export',
] as const;
export type ActionKind = (typeof actionKinds)[number];

/**
 * The kinds of record the action log writes entries about, with their names in both languages (the web
 * page and the CSV / XLSX export show these). The server's `recordAction` accepts only these, so a new
 * kind without its texts fails the type-check.
 */
export const entityTypeTexts = {
  user: { 'zh-Hant': '使用者', en: 'User' },
  'social-identity': { 'zh-Hant': '社群登入帳號', en: 'Social sign-in account' },
  role: { 'zh-Hant': '角色', en: 'Role' },
  configuration: { 'zh-Hant': '系統設定', en: 'Configuration' },
  'buyer-profile': { 'zh-Hant': '採購資料', en: 'Buyer profile' },
  vendor: { 'zh-Hant': '供應商', en: 'Supplier' },
  'vendor-application': { 'zh-Hant': '供應商申請', en: 'Supplier application' },
  'vendor-member': { 'zh-Hant': '供應商成員', en: 'Supplier member' },
  'vendor-invitation': { 'zh-Hant': '供應商成員邀請', en: 'Supplier member invitation' },
  'vendor-join-request': { 'zh-Hant': '加入供應商申請', en: 'Request to join a supplier' },
  'vendor-services': { 'zh-Hant': '供應商服務項目', en: 'Supplier services' },
  'member-import': { 'zh-Hant': '供應商成員匯入', en: 'Supplier member import' },
  document: { 'zh-Hant': '申請文件', en: 'Application document' },
  'registry-check': { 'zh-Hant': '商工登記檢查', en: 'Company registry check' },
  'outbox-message': { 'zh-Hant': '郵件與簡訊', en: 'Mail or SMS' },
  route: { 'zh-Hant': '功能路徑', en: 'Route' },
  'action-log': { 'zh-Hant': '操作紀錄', en: 'Action log' },
  'client-log': { 'zh-Hant': '前端錯誤紀錄', en: 'Browser error log' },
  image: { 'zh-Hant': '圖片', en: 'Picture' },
  category: { 'zh-Hant': '產品與服務分類', en: 'Category' },
  attribute: { 'zh-Hant': '產品屬性', en: 'Attribute' },
  'attribute-value': { 'zh-Hant': '屬性選項', en: 'Attribute choice' },
  'banner-position': { 'zh-Hant': '橫幅版位', en: 'Banner position' },
  banner: { 'zh-Hant': '橫幅', en: 'Banner' },
  'picture-album': { 'zh-Hant': '相簿', en: 'Picture album' },
  picture: { 'zh-Hant': '相片', en: 'Picture' },
  product: { 'zh-Hant': '產品', en: 'Product' },
  news: { 'zh-Hant': '公告', en: 'Announcement' },
  'notification-preferences': { 'zh-Hant': '通知偏好設定', en: 'Notification preferences' },
  inquiry: { 'zh-Hant': '詢問', en: 'Inquiry' },
  'inquiry-answerer': { 'zh-Hant': '詢問回覆權限', en: 'Inquiry answerer' },
  meeting: { 'zh-Hant': '會議', en: 'Meeting' },
  consultation: { 'zh-Hant': '會員諮詢', en: 'Consultation' },
  'list-export': { 'zh-Hant': '清單匯出', en: 'List export' },
} as const satisfies Record<string, LocalizedText>;
export type EntityType = keyof typeof entityTypeTexts;
export const entityTypes = Object.keys(entityTypeTexts) as EntityType[];

export function isEntityType(value: string): value is EntityType {
  return Object.hasOwn(entityTypeTexts, value);
}

/** A record kind's name in the language; a kind this version does not know (an old entry) shows as it is. */
export function entityTypeText(entityType: string, language: Language): string {
  return isEntityType(entityType) ? entityTypeTexts[entityType][language] : entityType;
}

/** Values in `before` / `after` that held a secret read this instead. */
export const redactedValue = '[REDACTED]';

/** `GET /ActionLogs/Export?format=csv|xlsx&condition=…`: the filtered entries as a file (at most this many). */
export const actionLogExportLimit = 50_000;
/** CSV is written as it is read (a cursor, a stream): it allows a larger export than XLSX, built in memory. */
export const actionLogCsvExportLimit = 200_000;
