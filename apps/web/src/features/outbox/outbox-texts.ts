import type { TFunction } from 'i18next';

/** The message templates of the messaging module, each with a translated name. */
export const knownTemplates = [
  'signup-code',
  'email-change-code',
  'mobile-change-code',
  'password-reset-code',
  'password-changed',
  'welcome',
  'admin-password-reset',
] as const;
type KnownTemplate = (typeof knownTemplates)[number];

function isKnownTemplate(value: string): value is KnownTemplate {
  return (knownTemplates as readonly string[]).includes(value);
}

/** A template's name in the interface language; one without a translation shows as it is. */
export function templateLabel(t: TFunction, template: string): string {
  return isKnownTemplate(template) ? t(`outbox.templates.${template}`) : template;
}
