import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, buildApiUrl, parseErrorBody } from './api-client';
import { i18n } from './i18n';
import { getStoredUser, setStoredUser } from './session';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('calls /api/v1 with the interface language and resolves with the JSON', async () => {
    fetchMock.mockResolvedValue(json(200, { totalCount: 1, data: [{ id: 'a' }] }));
    const result = await apiRequest<{ totalCount: number }>('/Roles', {
      query: { page: 1, keyword: undefined },
    });

    expect(result.totalCount).toBe(1);
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/v1/Roles?page=1');
    expect(init?.method).toBe('GET');
    expect(headers.get('Accept-Language')).toBe('zh-Hant');
    expect(headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token of the session and English when the interface is English', async () => {
    setStoredUser({ token: 'abc.def', name: 'Amy' });
    await i18n.changeLanguage('en');
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));

    await expect(
      apiRequest('Vendor/Apply', { method: 'POST', body: { ubn: '04595257' } }),
    ).resolves.toBeUndefined();
    const { init, headers } = lastRequest();
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"ubn":"04595257"}');
  });

  it('throws an ApiError carrying the status, the errors and the request id', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        errors: [{ code: 'FIELD_REQUIRED', message: '此欄位為必填。', field: 'email' }],
        requestId: 'req-1',
      }),
    );
    const error = await apiRequest('/Account', { method: 'POST', body: {} }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.requestId).toBe('req-1');
    expect(apiError.errors[0]?.code).toBe('FIELD_REQUIRED');
    expect(apiError.message).toBe('此欄位為必填。');
    expect(apiError.fieldErrors()).toEqual({ email: ['此欄位為必填。'] });
  });

  it('describes a response without the error body by its status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiRequest('/News').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.errors[0]?.code).toBe('HTTP_502');
    expect(error.message).toContain('502');
  });

  it('keeps an error’s data and drops what the contract does not declare', async () => {
    fetchMock.mockResolvedValue(
      json(409, {
        errors: [
          {
            code: 'VENDOR_ALREADY_EXISTS',
            message: '此統一編號的供應商已存在。',
            data: { vendorId: 'v1', vendorName: '台積' },
            stack: 'at somewhere',
          },
        ],
        requestId: 'req-2',
      }),
    );
    const error = (await apiRequest('/Vendor/Apply', { method: 'POST' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.errors).toEqual([
      {
        code: 'VENDOR_ALREADY_EXISTS',
        message: '此統一編號的供應商已存在。',
        data: { vendorId: 'v1', vendorName: '台積' },
      },
    ]);
  });

  it('treats a JSON body that is not the contract’s error body as no error body', async () => {
    fetchMock.mockResolvedValue(json(500, { errors: [{ code: 42 }], requestId: 'r' }));
    const error = (await apiRequest('/News').catch((e: unknown) => e)) as ApiError;
    expect(error.errors[0]?.code).toBe('HTTP_500');
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/News').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.errors[0]?.code).toBe('NETWORK_ERROR');
  });

  it('forgets the session when the server no longer accepts its token', async () => {
    setStoredUser({ token: 'expired' });
    fetchMock.mockResolvedValue(
      json(401, { errors: [{ code: 'UNAUTHENTICATED', message: '請先登入。' }], requestId: 'r' }),
    );
    await expect(apiRequest('/Account')).rejects.toBeInstanceOf(ApiError);
    expect(getStoredUser()).toBeNull();
  });
});

describe('parseErrorBody', () => {
  it('accepts the contract’s error body only', async () => {
    const body = { errors: [{ code: 'NOT_FOUND', message: '找不到資料。' }], requestId: 'r' };
    expect(await parseErrorBody(body)).toEqual(body);
    expect(await parseErrorBody({ errors: [], requestId: 'r' })).toBeNull();
    expect(await parseErrorBody({ errors: [{ code: 'X', message: 'm' }] })).toBeNull();
    expect(
      await parseErrorBody({ errors: [{ code: 'X', message: 'm', field: 3 }], requestId: 'r' }),
    ).toBeNull();
    expect(await parseErrorBody('<html>Bad gateway</html>')).toBeNull();
    expect(await parseErrorBody(undefined)).toBeNull();
  });
});

describe('buildApiUrl', () => {
  it('joins paths and accepts URLSearchParams', () => {
    expect(buildApiUrl('Vendor/Audits')).toBe('/api/v1/Vendor/Audits');
    expect(buildApiUrl('/Roles', new URLSearchParams({ condition: '{"keyword":"台積"}' }))).toBe(
      '/api/v1/Roles?condition=%7B%22keyword%22%3A%22%E5%8F%B0%E7%A9%8D%22%7D',
    );
  });
});
