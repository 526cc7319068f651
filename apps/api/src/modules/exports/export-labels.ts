import type { Language } from '@portal/contracts/i18n';

type Texts = Record<string, Record<Language, string>>;

// The words of the values the exported lists share, in both languages (the web app's own texts).

export const accountStatusTexts: Texts = {
  active: { 'zh-Hant': '啟用', en: 'Active' },
  disabled: { 'zh-Hant': '停用', en: 'Disabled' },
};

export const vendorRoleTexts: Texts = {
  owner: { 'zh-Hant': '負責人', en: 'Owner' },
  manager: { 'zh-Hant': '管理者', en: 'Manager' },
  member: { 'zh-Hant': '成員', en: 'Member' },
};

export const vendorLevelTexts: Texts = {
  registered: { 'zh-Hant': '一般會員', en: 'Registered' },
  certified: { 'zh-Hant': '認證會員', en: 'Certified' },
};

export const vendorStatusTexts: Texts = {
  active: { 'zh-Hant': '正常', en: 'Active' },
  suspended: { 'zh-Hant': '停權', en: 'Suspended' },
};

export const applicationStatusTexts: Texts = {
  pending: { 'zh-Hant': '待審核', en: 'Pending' },
  accepted: { 'zh-Hant': '已核准', en: 'Accepted' },
  rejected: { 'zh-Hant': '已退回', en: 'Rejected' },
  withdrawn: { 'zh-Hant': '已撤回', en: 'Withdrawn' },
};

export const applicationKindTexts: Texts = {
  apply: { 'zh-Hant': '入會申請', en: 'Application' },
  upgrade: { 'zh-Hant': '升級申請', en: 'Upgrade' },
};

export const productStatusTexts: Texts = {
  draft: { 'zh-Hant': '草稿', en: 'Draft' },
  published: { 'zh-Hant': '已上架', en: 'Published' },
  archived: { 'zh-Hant': '已封存', en: 'Archived' },
};

export const newsStatusTexts: Texts = {
  draft: { 'zh-Hant': '草稿', en: 'Draft' },
  published: { 'zh-Hant': '已發布', en: 'Published' },
};

export const newsCategoryTexts: Texts = {
  notice: { 'zh-Hant': '公告', en: 'Notice' },
  event: { 'zh-Hant': '活動', en: 'Event' },
  regulation: { 'zh-Hant': '法規', en: 'Regulation' },
  system: { 'zh-Hant': '系統', en: 'System' },
};

export const newsAudienceTexts: Texts = {
  everyone: { 'zh-Hant': '所有人', en: 'Everyone' },
  vendors: { 'zh-Hant': '供應商', en: 'Suppliers' },
  buyers: { 'zh-Hant': '採購方', en: 'Buyers' },
  staff: { 'zh-Hant': '協會人員', en: 'Staff' },
};

export const meetingStatusTexts: Texts = {
  proposed: { 'zh-Hant': '待確認', en: 'Proposed' },
  confirmed: { 'zh-Hant': '已確認', en: 'Confirmed' },
  declined: { 'zh-Hant': '已婉拒', en: 'Declined' },
  cancelled: { 'zh-Hant': '已取消', en: 'Cancelled' },
};
