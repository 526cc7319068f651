import type { ConfigurationTexts } from './zh-hant-configuration';

/** English texts of the configuration page (part of `en`, loaded with that page). */
export const enConfiguration: ConfigurationTexts = {
  configuration: {
    loadFailed: 'The current settings could not be read.',
    retry: 'Reload',
    lastUpdated: 'Last changed {{time}}',
    neverUpdated: 'Never changed: these are the defaults.',
    sections: {
      site: 'Site',
      contact: 'Contact details',
      signIn: 'Sign-up and sign-in',
      privacy: 'Personal data notice',
      amounts: 'Amount format',
      actionLog: 'Action log',
    },
    fields: {
      siteNameZh: 'Site name (Chinese)',
      siteNameEn: 'Site name (English)',
      logoUrl: 'Logo image address',
      contactEmail: 'Contact e-mail',
      contactPhone: 'Contact phone',
      contactAddress: 'Contact address',
      signupOpen: 'Sign-up open',
      captchaEnabled: 'Captcha at sign-in',
      googleClientId: 'Google client ID',
      facebookAppId: 'Facebook app ID',
      privacyNoticeZh: 'Notice text (Chinese)',
      privacyNoticeEn: 'Notice text (English)',
      privacyNoticeVersion: 'Notice version',
      currencyGroupSeparator: 'Digit grouping',
      actionLogRetentionDays: 'Keep action log entries for',
    },
    hints: {
      logoUrl:
        'An address starting with https://, or a path on this site starting with /; empty shows the built-in logo.',
      signupOpen:
        'When closed, visitors can neither create accounts nor create them with Google or Facebook; existing accounts still sign in.',
      captchaEnabled: 'With CAPTCHA_ENABLED=false on the server there is never a captcha.',
      captchaUnavailable:
        'The server runs with CAPTCHA_ENABLED=false, so there is no captcha now; this switch applies once it is turned back on.',
      social:
        'These two come from the server’s environment (GOOGLE_CLIENT_ID, FACEBOOK_APP_ID) and cannot be changed here; a provider without one shows no sign-in button.',
      notSet: 'Not set',
      privacyNotice: 'Empty uses the notice built into the portal.',
      privacyNoticeVersion: 'People signing up agree to this version; change it whenever the notice changes.',
      noticeChangedSameVersion: 'You changed the notice text but not its version.',
      separatorDot: 'Dot (the specification’s default)',
      separatorComma: 'Comma (usual in Taiwan)',
      amountExample: 'Example: {{amount}}',
      days: 'days',
      actionLogRetentionDays: 'Older action log entries are deleted automatically (30–3650 days).',
    },
    errors: {
      siteName: 'Enter a site name of 1–60 characters.',
      logoUrl: 'Enter an address starting with https:// or a path starting with /, or leave it empty.',
      contactEmail: 'Enter a valid e-mail address, or leave it empty.',
      tooLong: 'At most {{max}} characters.',
      privacyNoticeVersion: 'Enter 1–20 characters: letters, digits and . _ - only.',
      actionLogRetentionDays: 'Enter a whole number from 30 to 3650.',
    },
    save: 'Save settings',
    reset: 'Undo changes',
    unsaved: 'You have unsaved changes.',
    saved: 'The settings have been saved.',
    confirmTitle: 'Save these changes?',
    confirmCloseSignup:
      'Sign-up closes: visitors can no longer create accounts, nor create them with Google or Facebook.',
    confirmNoticeVersion:
      'The notice version changes from “{{from}}” to “{{to}}”: people signing up from now on agree to the new version.',
    confirmOk: 'Save',
    confirmCancel: 'Cancel',
  },
};
