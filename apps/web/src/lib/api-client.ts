import type { ErrorBody, ErrorItem } from '@portal/contracts/error-body';
import { apiBasePath, buildApiUrl, type QueryValue } from './api-url';
import { apiHeaders, takeEarlyAnswer } from './early-calls';
import { currentLanguage, i18n } from './i18n';
import { clearStoredUser, getStoredUser } from './session';

export { apiBasePath, buildApiUrl };

/** A failed API call: the HTTP status (0 when the server was not reached), the errors and the request id. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorItem[],
    readonly requestId?: string,
  ) {
    super(errors.map((error) => error.message).join(' ') || `HTTP ${status}`);
    this.name = 'ApiError';
  }

  /** Messages of the errors that name a field, by field, for showing on form fields. */
  fieldErrors(): Record<string, string[]> {
    const byField: Record<string, string[]> = {};
    for (const error of this.errors) {
      if (!error.field) continue;
      byField[error.field] = [...(byField[error.field] ?? []), error.message];
    }
    return byField;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: URLSearchParams | Record<string, QueryValue>;
  /** Sent as JSON, or as is for FormData (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The caller deals with a 401 itself (signing out), so the stored session is not cleared here. */
  isUnauthorizedExpected?: boolean;
}

/**
 * Reads the API's error body `{ errors: [{ code, message, field? }], requestId }` with the contract's
 * schema; null when the body is anything else (a proxy's page, a truncated answer). The schema (and
 * Zod) load with the first failed call, which keeps them off the sign-in page's first load.
 */
export async function parseErrorBody(payload: unknown): Promise<ErrorBody | null> {
  const { errorBodySchema } = await import('@portal/contracts/error-body');
  const parsed = errorBodySchema.safeParse(payload);
  return parsed.success ? parsed.data : null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API under /api/v1 with the interface language and, when signed in, the bearer token.
 * Resolves with the parsed JSON; rejects with ApiError carrying the server's translated messages.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const language = currentLanguage();
  const token = getStoredUser()?.token;
  const headers = new Headers(options.headers);
  for (const [name, value] of Object.entries(apiHeaders(language, token))) headers.set(name, value);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = buildApiUrl(path, options.query);
  const method = options.method ?? 'GET';
  // A call the page's early script sent already (early-calls.ts) is not sent twice.
  const early =
    method === 'GET' && !options.headers && token ? takeEarlyAnswer(url, language, token) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, [{ code: 'NETWORK_ERROR', message: i18n.t('apiErrors.network') }]);
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;
  // An expired or revoked session: forget it so the guard sends the user to sign in again.
  if (response.status === 401 && token && !options.isUnauthorizedExpected) clearStoredUser();
  const errorBody = await parseErrorBody(payload);
  if (errorBody) throw new ApiError(response.status, errorBody.errors, errorBody.requestId);
  throw new ApiError(response.status, [
    { code: `HTTP_${response.status}`, message: i18n.t('apiErrors.unexpected', { status: response.status }) },
  ]);
}
