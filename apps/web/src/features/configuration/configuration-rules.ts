import {
  type Configuration,
  type EditableConfiguration,
  editableConfigurationSchema,
} from '@portal/contracts/configuration';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

/** The fields the page edits: every editable setting, as the contract names them. */
export const editableFields = Object.keys(
  editableConfigurationSchema.shape,
) as (keyof EditableConfiguration)[];

/** The editable part of the configuration (what `PUT /Configuration` takes). */
export function editableOf(configuration: Configuration): EditableConfiguration {
  return Object.fromEntries(
    editableFields.map((field) => [field, configuration[field]]),
  ) as EditableConfiguration;
}

/** An antd rule checking a field with the contract's own Zod rule, with the page's message. */
export function contractRule(field: keyof EditableConfiguration, message: string): Rule {
  const schema: z.ZodType = editableConfigurationSchema.shape[field];
  return {
    validator: async (_, value: unknown) => {
      if (!schema.safeParse(value).success) throw new Error(message);
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
