/** The two languages the portal speaks; zh-Hant is the default and the fallback. */
export const languages = ['zh-Hant', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh-Hant';

/** A text in every language; a missing language is a type error. */
export type LocalizedText = Record<Language, string>;

/** Picks the language from an Accept-Language header: English only when asked for first. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
    if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-Hant';
  }
  return defaultLanguage;
}

/** Replaces `{name}` placeholders with the given values. */
export function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
