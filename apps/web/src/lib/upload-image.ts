import type { StoredImage } from '@portal/contracts/image';
import { ApiError, buildApiUrl, parseErrorBody } from './api-client';
import { currentLanguage, i18n } from './i18n';
import { clearStoredUser, getStoredUser } from './session';

/** Sends one picture; `onProgress` gets the share of the bytes sent (0 to 1). */
export type ImageUploader = (
  file: File,
  options: { onProgress: (sent: number) => void; signal?: AbortSignal },
) => Promise<StoredImage>;

/**
 * `POST /Image` (multipart, one `file` part) through XMLHttpRequest, the one browser API that reports
 * upload progress. Answers the stored image; rejects with ApiError carrying the server's messages
 * (IMAGE_TYPE_NOT_ALLOWED, IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, …), as `apiRequest` does.
 */
export const uploadImage: ImageUploader = (file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', buildApiUrl('Image'));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', currentLanguage());
    const token = getStoredUser()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = async () => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = undefined;
      }
      if (request.status === 201) {
        resolve(payload as StoredImage);
        return;
      }
      // An expired or revoked session: forget it so the guard sends the user to sign in again.
      if (request.status === 401 && token) clearStoredUser();
      const body = await parseErrorBody(payload);
      reject(
        body
          ? new ApiError(request.status, body.errors, body.requestId)
          : new ApiError(request.status, [
              {
                code: `HTTP_${request.status}`,
                message: i18n.t('apiErrors.unexpected', { status: request.status }),
              },
            ]),
      );
    };
    request.onerror = () =>
      reject(new ApiError(0, [{ code: 'NETWORK_ERROR', message: i18n.t('apiErrors.network') }]));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
