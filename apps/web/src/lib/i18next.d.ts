import 'i18next';
import type { zhHant } from './locales/zh-hant';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof zhHant };
  }
}
