import { useTranslation } from 'react-i18next';
import { useConfiguration } from '../../lib/configuration';

export interface PrivacyNotice {
  /** What sign-up sends as `pdpaVersion`: the server refuses any other (PDPA_CONSENT_REQUIRED). */
  version: string;
  /** The configured notice in the interface language; empty means the bundled one (pdpa-notice.ts). */
  text: string;
}

/** The personal data notice sign-up shows and agrees to, as configured. */
export function usePrivacyNotice(): PrivacyNotice {
  const { i18n } = useTranslation();
  const { privacyNoticeVersion, privacyNoticeZh, privacyNoticeEn } = useConfiguration();
  return {
    version: privacyNoticeVersion,
    text: (i18n.language === 'en' ? privacyNoticeEn : privacyNoticeZh).trim(),
  };
}
