import type { LocalizedText } from './i18n';

/** Errors of the product and service categories, attributes and attribute values. Part of `errorMessages` (errors.ts). */
export const catalogueErrors = {
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
} as const satisfies Record<string, LocalizedText>;
