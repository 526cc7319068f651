import { describe, expect, it } from 'vitest';
import { attachmentDisposition, documentFileName, maxFileNameLength } from './document-name';

describe('documentFileName', () => {
  it('drops path parts of either kind of separator', () => {
    expect(documentFileName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(documentFileName('C:\\Users\\me\\..\\證明.pdf', 'application/pdf')).toBe('證明.pdf');
  });

  it('drops control and invisible formatting characters and leading dots', () => {
    expect(documentFileName('a\u0000b\u001fc\u007f.pdf', 'application/pdf')).toBe('abc.pdf');
    // A right-to-left override would show `invoice\u202Efdp.exe` as `invoiceexe.pdf`.
    expect(documentFileName('invoice\u202efdp.exe', 'application/pdf')).toBe('invoicefdp.exe.pdf');
    expect(documentFileName('..hidden.png', 'image/png')).toBe('hidden.png');
  });

  it('normalises to NFC and keeps Chinese', () => {
    expect(documentFileName('Cafe\u0301 營業登記證.jpeg', 'image/jpeg')).toBe('Caf\u00e9 營業登記證.jpeg');
  });

  it('ends with an extension of the detected type', () => {
    expect(documentFileName('photo.JPG', 'image/jpeg')).toBe('photo.jpg');
    expect(documentFileName('page.html', 'image/png')).toBe('page.html.png');
    expect(documentFileName('scan', 'image/webp')).toBe('scan.webp');
  });

  it('falls back to document.<ext> when nothing is left', () => {
    expect(documentFileName(undefined, 'application/pdf')).toBe('document.pdf');
    expect(documentFileName('', 'image/png')).toBe('document.png');
    expect(documentFileName('../..', 'image/png')).toBe('document.png');
    expect(documentFileName(' \u0007 .pdf', 'application/pdf')).toBe('pdf.pdf');
  });

  it('keeps at most 200 characters, the extension included', () => {
    const name = documentFileName(`${'證'.repeat(300)}.pdf`, 'application/pdf');
    expect(Array.from(name)).toHaveLength(maxFileNameLength);
    expect(name.endsWith('證.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact name in RFC 5987 form', () => {
    expect(attachmentDisposition('報價單 "v2";100%.pdf')).toBe(
      `attachment; filename="___ _v2__100_.pdf"; filename*=UTF-8''%E5%A0%B1%E5%83%B9%E5%96%AE%20%22v2%22%3B100%25.pdf`,
    );
    expect(attachmentDisposition("it's (1)*.pdf")).toBe(
      `attachment; filename="it's (1)*.pdf"; filename*=UTF-8''it%27s%20%281%29%2A.pdf`,
    );
  });
});
