import type { StoredDocument } from '@portal/contracts/vendor-application';

type DocumentType = StoredDocument['contentType'];

/** The extensions a name may end with for each type; the first is the one added when it ends otherwise. */
const extensionsOf: Record<DocumentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
};

export const maxFileNameLength = 200;

// Control characters, invisible formatting (bidi overrides that disguise `gpj.exe` as `exe.jpg`) and
// lone surrogates; what is left reads as it is.
const unsafeCharacters = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

/**
 * The name shown for an upload, made from the name the browser sent (which is only a label): no path,
 * no control characters, NFC, at most 200 characters, and ending with the extension of the type read
 * from the content, so a PNG named `report.html` is saved as `report.html.png`.
 */
export function documentFileName(sent: string | undefined, type: DocumentType): string {
  const allowed = extensionsOf[type];
  const lastSegment = (sent ?? '').split(/[/\\]/).pop() ?? '';
  let name = lastSegment.normalize('NFC').replace(unsafeCharacters, '').trim();
  // Leading dots would make a hidden file on disk of whoever saves it; `..` is no name at all.
  name = name.replace(/^\.+/, '').trim();
  const extension = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
  const stem = name
    ? extension && allowed.includes(extension)
      ? name.slice(0, -extension.length - 1)
      : name
    : '';
  const suffix = `.${extension && allowed.includes(extension) ? extension : allowed[0]}`;
  const kept = truncate(stem, maxFileNameLength - suffix.length).trim();
  return `${kept || 'document'}${suffix}`;
}

/**
 * `Content-Disposition` of a download: a plain ASCII fallback and the exact name in RFC 5987 form,
 * which every current browser prefers.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
