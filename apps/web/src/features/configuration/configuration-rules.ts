import type { Configuration, EditableConfiguration } from '@portal/contracts/configuration';
import { defaultConfiguration } from '@portal/contracts/configuration-defaults';
import type { Rule } from 'antd/es/form';

/** The fields the page edits: every editable setting (the defaults hold each one, checked by their type). */
export const editableFields = Object.keys(defaultConfiguration) as (keyof EditableConfiguration)[];

/** The editable part of the configuration (what `PUT /Configuration` takes). */
export function editableOf(configuration: Configuration): EditableConfiguration {
  return Object.fromEntries(
    editableFields.map((field) => [field, configuration[field]]),
  ) as EditableConfiguration;
}

// The contract's schemas (and Zod with them) load with the first check, not with the page: most visits
// to the page read the settings without changing one.
const loadSchema = () =>
  import('@portal/contracts/configuration').then((module) => module.editableConfigurationSchema);

/** An antd rule checking a field with the contract's own Zod rule, with the page's message. */
export function contractRule(field: keyof EditableConfiguration, message: string): Rule {
  return {
    validator: async (_, value: unknown) => {
      // The server checks every value again: when the rules cannot load (the network), it has the say.
      const schema = await loadSchema().catch(() => undefined);
      if (schema && !schema.shape[field].safeParse(value).success) throw new Error(message);
    },
  };
}

/** What saving these values changes that deserves a confirmation first. */
export function consequencesOf(saved: EditableConfiguration, values: EditableConfiguration) {
  return {
    closesSignup: saved.signupOpen && !values.signupOpen,
    changesNoticeVersion: values.privacyNoticeVersion.trim() !== saved.privacyNoticeVersion,
  };
}
