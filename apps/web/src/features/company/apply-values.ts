import type { Application, ApplyInput } from '@portal/contracts/vendor-application';
import {
  type CompanyFormValues,
  companyFieldAliases,
  companyFieldNames,
  companyFormValuesOf,
  contactFieldNames,
  toCompanyFields,
} from './company-values';
import { type DocumentItem, documentItemsOf, storedDocuments } from './document-items';

/** The application form's values: the UBN, the company and its contact, the documents and notes. */
export interface ApplyFormValues extends CompanyFormValues {
  ubn: string;
  notes?: string;
  documents?: DocumentItem[];
}

export const applySteps = ['ubn', 'company', 'contact', 'documents', 'review'] as const;
export type ApplyStep = (typeof applySteps)[number];

/** The fields each step shows (and checks before going on). */
export const applyStepFields: Record<ApplyStep, readonly string[]> = {
  ubn: ['ubn'],
  company: companyFieldNames,
  contact: [...contactFieldNames, 'notes'],
  documents: ['documents'],
  review: [],
};

export const applyFieldNames: readonly string[] = applySteps.flatMap((step) => applyStepFields[step]);

/** The API's paths of `POST /Vendor/Apply` and the form fields they mean. */
export const applyFieldAliases: Record<string, string> = {
  ...companyFieldAliases('company.'),
  documentIds: 'documents',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`documentIds.${index}`, 'documents'])),
};

/** The first step (in order) showing one of these fields. */
export function firstApplyStepWith(fields: readonly string[]): ApplyStep | undefined {
  return applySteps.find((step) => applyStepFields[step].some((field) => fields.includes(field)));
}

/** `POST /Vendor/Apply`'s body from the form. */
export function toApplyInput(values: ApplyFormValues): ApplyInput {
  const notes = (values.notes ?? '').trim();
  return {
    ubn: values.ubn.trim(),
    company: toCompanyFields(values),
    documentIds: storedDocuments(values.documents).map((document) => document.id),
    ...(notes ? { notes } : {}),
  };
}

/** The form filled from an earlier application, to correct and send again. */
export function applyValuesFrom(application: Application): ApplyFormValues {
  return {
    ...companyFormValuesOf(application.company),
    ubn: application.ubn,
    notes: application.notes ?? '',
    documents: documentItemsOf(application.documents),
  };
}
