import { documentMaxBytes } from '@portal/contracts/vendor-application';
import { describe, expect, it } from 'vitest';
import { checkDocumentFile } from './document-check';

describe('checkDocumentFile', () => {
  it('accepts PDF and images within the limit', () => {
    expect(checkDocumentFile({ name: '登記表.pdf', size: 1000, type: 'application/pdf' })).toBeNull();
    expect(checkDocumentFile({ name: 'a.PNG', size: documentMaxBytes, type: 'image/png' })).toBeNull();
    expect(checkDocumentFile({ name: 'scan.jpeg', size: 5, type: '' })).toBeNull();
  });

  it('refuses other types, whatever the name says when the type is known', () => {
    expect(checkDocumentFile({ name: 'notes.docx', size: 10, type: '' })).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    expect(checkDocumentFile({ name: 'fake.pdf', size: 10, type: 'text/html' })).toBe(
      'DOCUMENT_TYPE_NOT_ALLOWED',
    );
    expect(checkDocumentFile({ name: 'noextension', size: 10, type: '' })).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
  });

  it('refuses a file over the limit', () => {
    expect(checkDocumentFile({ name: 'big.pdf', size: documentMaxBytes + 1, type: 'application/pdf' })).toBe(
      'DOCUMENT_TOO_LARGE',
    );
  });
});
