import { defaultLanguage, type Language, languages } from '@portal/contracts/i18n';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadAntdLocale } from './antd-locale';
import { rememberDisplay } from './display-cookie';
import type { TranslationTexts } from './locales/zh-hant';
import { isLanguage, languageStorageKey, readStoredLanguage } from './stored-language';

export { isLanguage, languageStorageKey, readStoredLanguage };

const htmlLang: Record<Language, string> = { 'zh-Hant': 'zh-Hant-TW', en: 'en' };
const dayjsLocale: Record<Language, string> = { 'zh-Hant': 'zh-tw', en: 'en' };

export function dayjsLocaleOf(language: Language): string {
  return dayjsLocale[language];
}

/** The language the interface shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Keeps <html lang> in step with the interface language (dayjs follows in dayjs-locale.ts). */
function applyLanguage(language: Language): void {
  document.documentElement.lang = htmlLang[language];
  rememberDisplay();
}

// Neither language ships with the entry: the chosen one loads before the first paint (main.tsx), the
// other when switched to, so a visitor downloads the texts of one language only.
const coreTextLoaders: Record<Language, () => Promise<TranslationTexts>> = {
  'zh-Hant': async () => (await import('./locales/zh-hant')).zhHant,
  en: async () => (await import('./locales/en')).en,
};

async function loadCoreTexts(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await coreTextLoaders[language](), true, true);
}

/**
 * Texts beyond the core, loaded with the first page using them, in the interface language and then in
 * every language switched to; the sign-in page downloads none of them.
 */
const textBundleLoaders = {
  /** Sign-up, password recovery and account pages (`register`, `account`, `newPassword`…). */
  account: {
    'zh-Hant': async () => (await import('./locales/zh-hant-account')).zhHantAccount,
    en: async () => (await import('./locales/en-account')).enAccount,
  },
  /** Resource lists and forms, roles, logs, outbox (`resource`, `roles`, `actionLog`…). */
  admin: {
    'zh-Hant': async () => (await import('./locales/zh-hant-admin')).zhHantAdmin,
    en: async () => (await import('./locales/en-admin')).enAdmin,
  },
  /** Users administration and the public set-password page (`users`, `resetPassword`). */
  users: {
    'zh-Hant': async () => (await import('./locales/zh-hant-users')).zhHantUsers,
    en: async () => (await import('./locales/en-users')).enUsers,
  },
  /** The configuration page (`configuration`). */
  configuration: {
    'zh-Hant': async () => (await import('./locales/zh-hant-configuration')).zhHantConfiguration,
    en: async () => (await import('./locales/en-configuration')).enConfiguration,
  },
  /** The staff vendor pages: review queue and detail, vendor register (`vendorAudit`, `vendors`, `registry`). */
  audit: {
    'zh-Hant': async () => (await import('./locales/zh-hant-audit')).zhHantAudit,
    en: async () => (await import('./locales/en-audit')).enAudit,
  },
  /** The vendor pages of applicants and vendor people: apply, status, company, upgrade, creation (`company`). */
  company: {
    'zh-Hant': async () => (await import('./locales/zh-hant-company')).zhHantCompany,
    en: async () => (await import('./locales/en-company')).enCompany,
  },
  /** The picture upload list (`images`), shown by product, banner and album forms. */
  images: {
    'zh-Hant': async () => (await import('./locales/zh-hant-images')).zhHantImages,
    en: async () => (await import('./locales/en-images')).enImages,
  },
  /** A vendor's people: members, invitations, join requests, leaving (`members`). */
  members: {
    'zh-Hant': async () => (await import('./locales/zh-hant-members')).zhHantMembers,
    en: async () => (await import('./locales/en-members')).enMembers,
  },
  /** The member import pages (`memberImport`). */
  memberImport: {
    'zh-Hant': async () => (await import('./locales/zh-hant-member-import')).zhHantMemberImport,
    en: async () => (await import('./locales/en-member-import')).enMemberImport,
  },
  /** A vendor's product page (`products`). */
  products: {
    'zh-Hant': async () => (await import('./locales/zh-hant-products')).zhHantProducts,
    en: async () => (await import('./locales/en-products')).enProducts,
  },
  /** The category and attribute pages (`categories`, `attributes`). */
  catalogue: {
    'zh-Hant': async () => (await import('./locales/zh-hant-catalogue')).zhHantCatalogue,
    en: async () => (await import('./locales/en-catalogue')).enCatalogue,
  },
  /** The banner and album pages and the dashboard's carousel (`banners`, `carousel`, `albums`, `lightbox`). */
  publishing: {
    'zh-Hant': async () => (await import('./locales/zh-hant-publishing')).zhHantPublishing,
    en: async () => (await import('./locales/en-publishing')).enPublishing,
  },
  /** The catalogue buyers use (`marketplace`). */
  marketplace: {
    'zh-Hant': async () => (await import('./locales/zh-hant-marketplace')).zhHantMarketplace,
    en: async () => (await import('./locales/en-marketplace')).enMarketplace,
  },
  /** The announcement pages (`news`). */
  news: {
    'zh-Hant': async () => (await import('./locales/zh-hant-news')).zhHantNews,
    en: async () => (await import('./locales/en-news')).enNews,
  },
  /** The bell's list, the notifications page and the notification preferences (`notifications`). */
  notifications: {
    'zh-Hant': async () => (await import('./locales/zh-hant-notifications')).zhHantNotifications,
    en: async () => (await import('./locales/en-notifications')).enNotifications,
  },
  /** The inquiry mailbox (`inquiries`). */
  inquiries: {
    'zh-Hant': async () => (await import('./locales/zh-hant-inquiries')).zhHantInquiries,
    en: async () => (await import('./locales/en-inquiries')).enInquiries,
  },
  /** The meeting pages (`meetings`). */
  meetings: {
    'zh-Hant': async () => (await import('./locales/zh-hant-meetings')).zhHantMeetings,
    en: async () => (await import('./locales/en-meetings')).enMeetings,
  },
  /** The consultation pages (`consultations`). */
  consultations: {
    'zh-Hant': async () => (await import('./locales/zh-hant-consultations')).zhHantConsultations,
    en: async () => (await import('./locales/en-consultations')).enConsultations,
  },
  /** The dashboard's widgets (`dashboard`). */
  dashboard: {
    'zh-Hant': async () => (await import('./locales/zh-hant-dashboard')).zhHantDashboard,
    en: async () => (await import('./locales/en-dashboard')).enDashboard,
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;
export type TextBundle = keyof typeof textBundleLoaders;

const bundleLoads = new Map<string, Promise<void>>();
const loadedBundles = new Set<string>();
const requestedBundles = new Set<TextBundle>();

/** Loads a bundle of texts in a language (the interface language unless given). */
export function loadTextBundle(bundle: TextBundle, language: Language = currentLanguage()): Promise<void> {
  requestedBundles.add(bundle);
  const key = `${bundle}:${language}`;
  let load = bundleLoads.get(key);
  if (!load) {
    const loadTexts: () => Promise<object> = textBundleLoaders[bundle][language];
    load = loadCoreTexts(language)
      .then(loadTexts)
      .then((texts) => {
        i18n.addResourceBundle(language, 'translation', texts, true, true);
        loadedBundles.add(key);
      });
    // A failed load is tried again by the next page that needs it.
    load.catch(() => bundleLoads.delete(key));
    bundleLoads.set(key, load);
  }
  return load;
}

/**
 * For components showing texts of these bundles: suspends (to the page's loading state) until they are
 * loaded in the interface language. Thrown like React.lazy does, not passed to use(): once loaded, the
 * component calls nothing here, and use() must be called on every render once it has been called.
 */
export function useTextBundles(...bundles: TextBundle[]): void {
  const language = currentLanguage();
  const missing = bundles.filter((bundle) => !loadedBundles.has(`${bundle}:${language}`));
  if (missing.length > 0) throw Promise.all(missing.map((bundle) => loadTextBundle(bundle, language)));
}

/** The administration texts (resource lists and forms, roles, logs, outbox). */
export function useAdminTexts(): void {
  useTextBundles('admin');
}

/** The users administration texts and, unless `withAdmin: false` (the public set-password page), the administration ones. */
export function useUsersTexts({ withAdmin = true }: { withAdmin?: boolean } = {}): void {
  useTextBundles(...(withAdmin ? (['admin', 'users'] as const) : (['users'] as const)));
}

/** The category and attribute pages' texts and the administration ones (resource lists and forms). */
export function useCatalogueTexts(): void {
  useTextBundles('admin', 'catalogue');
}

/** The banner and album pages' texts and the administration ones. */
export function usePublishingTexts(): void {
  useTextBundles('admin', 'publishing');
}

/** The configuration page's texts. */
export function useConfigurationTexts(): void {
  useTextBundles('configuration');
}

/** The staff vendor pages' texts (review queue, vendor register) and the administration ones. */
export function useAuditTexts(): void {
  useTextBundles('admin', 'audit');
}

/** Makes sure the texts of a language are loaded (before rendering in it): the core, and every bundle in use. */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadCoreTexts(language),
    loadAntdLocale(language),
    ...[...requestedBundles].map((bundle) => loadTextBundle(bundle, language)),
  ]);
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // not remembered, but still applied for this page
  }
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyLanguage(language);
});

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
});
applyLanguage(currentLanguage());

export { i18n };
