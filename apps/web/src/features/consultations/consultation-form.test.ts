import { describe, expect, it } from 'vitest';
import { consultationFormData, fileProblemOf, listCondition } from './consultation-form';

describe('consultation form logic', () => {
  it('accepts PDFs and pictures up to 10 MB, refusing other names and larger files', () => {
    expect(fileProblemOf({ name: '說明.PDF', size: 1000 })).toBeNull();
    expect(fileProblemOf({ name: 'photo.jpeg', size: 10 * 1024 * 1024 })).toBeNull();
    expect(fileProblemOf({ name: 'macro.docm', size: 10 })).toEqual({
      key: 'fileTypeRefused',
      name: 'macro.docm',
    });
    expect(fileProblemOf({ name: 'noextension', size: 10 })).toEqual({
      key: 'fileTypeRefused',
      name: 'noextension',
    });
    expect(fileProblemOf({ name: 'scan.pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({
      key: 'fileTooLarge',
      name: 'scan.pdf',
    });
  });

  it('builds the multipart form with the text fields and the file only when one is chosen', () => {
    const file = new File(['%PDF-1.4'], '說明.pdf', { type: 'application/pdf' });
    const withFile = consultationFormData({ subject: '主旨', content: '內容' }, file);
    expect(withFile.get('subject')).toBe('主旨');
    expect(withFile.get('content')).toBe('內容');
    expect((withFile.get('file') as File).name).toBe('說明.pdf');
    expect(consultationFormData({ content: '內容' }, null).has('file')).toBe(false);
  });

  it('sends only the filters that are set', () => {
    expect(listCondition({ keyword: '  ', state: undefined, mineOnly: false })).toEqual({});
    expect(listCondition({ keyword: ' 會費 ', state: 'open', mineOnly: true })).toEqual({
      keyword: '會費',
      state: 'open',
      mine: true,
    });
  });
});
