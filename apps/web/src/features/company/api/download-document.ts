import { ApiError, buildApiUrl, isErrorBody } from '../../../lib/api-client';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { clearStoredUser, getStoredUser } from '../../../lib/session';

async function errorOf(response: Response): Promise<ApiError> {
  let payload: unknown;
  try {
    payload = JSON.parse(await response.text());
  } catch {
    payload = undefined;
  }
  if (isErrorBody(payload)) return new ApiError(response.status, payload.errors, payload.requestId);
  return new ApiError(response.status, [
    { code: `HTTP_${response.status}`, message: i18n.t('apiErrors.unexpected', { status: response.status }) },
  ]);
}

/**
 * `GET /Vendor/Documents/:id`: downloads a supporting document (its applicant, the vendor's people and
 * the auditors may). A link cannot carry the bearer token, so the file is fetched and handed to the
 * browser through a temporary object URL. Rejects with an ApiError carrying the server's message.
 */
export async function downloadDocument(id: string, fileName: string): Promise<void> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = getStoredUser()?.token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(buildApiUrl(`Vendor/Documents/${encodeURIComponent(id)}`), { headers });
  } catch {
    throw new ApiError(0, [{ code: 'NETWORK_ERROR', message: i18n.t('apiErrors.network') }]);
  }
  if (!response.ok) {
    if (response.status === 401 && token) clearStoredUser();
    throw await errorOf(response);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click is handled; release it a while later.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
