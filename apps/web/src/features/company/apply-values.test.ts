import type { Application } from '@portal/contracts/vendor-application';
import { describe, expect, it } from 'vitest';
import { applyFieldAliases, applyValuesFrom, firstApplyStepWith, toApplyInput } from './apply-values';
import { sampleApplication } from './test-fixtures';

describe('application form values', () => {
  it('sends the UBN, the company, the stored documents only, and notes when given', () => {
    const values = {
      ...applyValuesFrom(sampleApplication),
      notes: '  ',
      documents: [
        ...(applyValuesFrom(sampleApplication).documents ?? []),
        { uid: 'x', name: 'bad.docx', size: 1, status: 'error' as const, error: 'no' },
      ],
    };
    const input = toApplyInput(values);
    expect(input.ubn).toBe('22099131');
    expect(input.documentIds).toEqual([sampleApplication.documents[0]?.id]);
    expect(input).not.toHaveProperty('notes');
    expect(input.company.contact.mobile).toBe('0912-345-678');
  });

  it('fills the form from an earlier application, the mobile readable', () => {
    const rejected: Application = { ...sampleApplication, status: 'rejected', notes: '請加速審核' };
    const values = applyValuesFrom(rejected);
    expect(values.ubn).toBe('22099131');
    expect(values.contactMobile).toBe('0912-345-678');
    expect(values.notes).toBe('請加速審核');
    expect(values.documents?.map((item) => item.status)).toEqual(['done']);
  });

  it('sends a server error back to the step holding its field', () => {
    expect(applyFieldAliases['company.contact.email']).toBe('contactEmail');
    expect(applyFieldAliases['documentIds.2']).toBe('documents');
    expect(firstApplyStepWith(['contactEmail', 'phone'])).toBe('company');
    expect(firstApplyStepWith(['documents'])).toBe('documents');
    expect(firstApplyStepWith(['ubn'])).toBe('ubn');
    expect(firstApplyStepWith(['nothing'])).toBeUndefined();
  });
});
