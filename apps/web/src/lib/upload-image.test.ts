import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { i18n } from './i18n';
import { setStoredUser } from './session';
import { uploadImage } from './upload-image';

/** The request the code made, answered by the test as a server would. */
class RecordedRequest {
  static last: RecordedRequest | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  responseType = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    RecordedRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const request = () => {
  if (!RecordedRequest.last) throw new Error('no request made');
  return RecordedRequest.last;
};

describe('uploadImage', () => {
  it('posts the file as the `file` part with the token and language, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', RecordedRequest);
    setStoredUser({ token: 'token-1' });
    await i18n.changeLanguage('en');
    const progress: number[] = [];
    const file = new File(['x'.repeat(10)], 'front.jpg', { type: 'image/jpeg' });
    const answer = uploadImage(file, { onProgress: (sent) => progress.push(sent) });
    expect(request()).toMatchObject({ method: 'POST', url: '/api/v1/Image' });
    expect(request().headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'en' });
    expect((request().body?.get('file') as File | undefined)?.name).toBe('front.jpg');
    request().upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    request().upload.onprogress?.({ lengthComputable: false, loaded: 7, total: 0 });
    request().answer(201, { id: 'image-1' });
    expect(await answer).toEqual({ id: 'image-1' });
    expect(progress).toEqual([0.5]);
    await i18n.changeLanguage('zh-Hant');
  });

  it("rejects with the server's coded errors, or a network error when it was not reached", async () => {
    vi.stubGlobal('XMLHttpRequest', RecordedRequest);
    const file = new File(['<svg/>'], 'logo.jpg', { type: 'image/jpeg' });
    const refused = uploadImage(file, { onProgress: () => {} });
    request().answer(415, {
      errors: [{ code: 'IMAGE_TYPE_NOT_ALLOWED', message: '僅接受 JPEG、PNG、WebP、AVIF 或 GIF 圖片。' }],
      requestId: 'r-1',
    });
    const error = await refused.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 415,
      requestId: 'r-1',
      errors: [{ code: 'IMAGE_TYPE_NOT_ALLOWED' }],
    });

    const offline = uploadImage(file, { onProgress: () => {} });
    request().onerror?.();
    await expect(offline).rejects.toMatchObject({ status: 0, errors: [{ code: 'NETWORK_ERROR' }] });
  });
});
