import type { StoredDocument } from '@portal/contracts/vendor-application';
import { ApiError, buildApiUrl, parseErrorBody } from './api-client';
import { currentLanguage, i18n } from './i18n';
import { clearStoredUser, getStoredUser } from './session';

/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` preferred), if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || undefined;
}

/** The ApiError a failed response carries (the server's translated message), or a generic one. */
export async function errorOf(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    payload = undefined;
  }
  const errorBody = await parseErrorBody(payload);
  if (errorBody) return new ApiError(response.status, errorBody.errors, errorBody.requestId);
  return new ApiError(response.status, [
    {
      code: `HTTP_${response.status}`,
      message: i18n.t('apiErrors.unexpected', { status: response.status }),
    },
  ]);
}

/**
 * Downloads a file from an API URL (from `buildApiUrl`) and hands it to the browser as a download.
 * A plain link cannot carry the bearer token, so the file is fetched, kept as a blob, and saved
 * through a temporary `<a download>` pointing at an object URL. Resolves with the file's name;
 * rejects with an ApiError carrying the server's message.
 */
export async function downloadApiFile(url: string, fallbackName: string): Promise<string> {
  return saveResponse(await fetchApiFile(url), fallbackName);
}

/**
 * `GET` an API URL with the session's token and language; resolves with the successful response,
 * rejects with an ApiError carrying the server's message.
 */
export async function fetchApiFile(url: string): Promise<Response> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = getStoredUser()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(url, { headers });
  } catch {
    throw new ApiError(0, [{ code: 'NETWORK_ERROR', message: i18n.t('apiErrors.network') }]);
  }
  if (!response.ok) {
    // An expired or revoked session: forget it, as every other API call does.
    if (response.status === 401 && token) clearStoredUser();
    throw await errorOf(response);
  }
  return response;
}

/** Hands a downloaded response to the browser as a file; resolves with its name. */
export async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click is handled; release it a while later.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  return name;
}

/**
 * `GET /Vendor/Documents/{id}`: a supporting document (its applicant, the vendor's people and the
 * auditors may), saved under its own name. Resolves with the saved name.
 */
export function downloadDocument(document: Pick<StoredDocument, 'id' | 'fileName'>): Promise<string> {
  return downloadApiFile(
    buildApiUrl(`Vendor/Documents/${encodeURIComponent(document.id)}`),
    document.fileName,
  );
}
