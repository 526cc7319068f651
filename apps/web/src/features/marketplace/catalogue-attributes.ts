import type { CatalogueAttributeValue } from '@portal/contracts/marketplace';

const local = (language: string, zh: string, en: string) => (language === 'en' && en) || zh;

/** An attribute's value as words in the reader's language: text, number with unit, yes/no, choices. */
export function attributeText(
  value: CatalogueAttributeValue,
  language: string,
  words: { yes: string; no: string; listSeparator: string },
): string {
  switch (value.type) {
    case 'text':
      return value.text ?? '';
    case 'number': {
      const unit = local(language, value.unitZh, value.unitEn);
      return unit ? `${value.number ?? ''} ${unit}` : String(value.number ?? '');
    }
    case 'boolean':
      return value.boolean ? words.yes : words.no;
    default:
      return value.choices
        .map((choice) => local(language, choice.nameZh, choice.nameEn))
        .join(words.listSeparator);
  }
}

export function attributeName(value: { nameZh: string; nameEn: string }, language: string): string {
  return local(language, value.nameZh, value.nameEn);
}
