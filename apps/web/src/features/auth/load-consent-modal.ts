import { loadTextBundle } from '../../lib/i18n';

/** The consent dialog's module, for `lazy()`, with the sign-up texts it shows (not the sign-in page's). */
export const loadConsentModal = async () =>
  (await Promise.all([import('./components/social-consent-modal'), loadTextBundle('account')]))[0];
