import type { Profile } from '@portal/contracts/account';
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  /** Path under /api/v1, without the leading slash: `Auth/Login`. */
  path: string;
  body: unknown;
  headers: Headers;
  /** The query string's parameters. */
  query: URLSearchParams;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Route = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/** An error answer in the API's shape. */
export function apiError(
  status: number,
  ...errors: { code: string; message: string; field?: string }[]
): MockReply {
  return { status, body: { errors, requestId: 'test-request' } };
}

/**
 * Replaces fetch with answers by `METHOD path` (component tests only; journeys run against the real
 * server). A route not listed answers 404 ROUTE_NOT_FOUND. Returns every call made, in order.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1\//, ''),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
      query: url.searchParams,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = route
      ? typeof route === 'function'
        ? await route(call)
        : route
      : apiError(404, { code: 'ROUTE_NOT_FOUND', message: `no route ${call.method} ${call.path}` });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
}

/** A captcha answer as `GET /Auth/Login` gives it. */
export function captchaReply(token: string, required = true): MockReply {
  return {
    body: {
      token,
      image: `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${token}</text></svg>`)}`,
      expiresAt: new Date(Date.now() + 300_000).toISOString(),
      required,
    },
  };
}

/** A user as the sign-in and sign-up calls return it. */
export const signedInUser = {
  id: '01930000-0000-7000-8000-000000000001',
  account: 'ming',
  name: '王小明',
  email: 'ming@example.test',
  emailVerified: true,
  mobile: null,
  mobileVerified: false,
  jobTitle: null,
  avatarUrl: null,
  language: 'zh-Hant',
  roles: [],
  permissions: [],
  vendor: null,
} as const;

/** A profile as `GET /Account` returns it: a verified e-mail, an unverified mobile with a change pending. */
export const sampleProfile: Profile = {
  account: 'ming',
  name: '王小明',
  email: 'ming@example.test',
  emailVerified: true,
  pendingEmail: null,
  mobile: '+886912345678',
  mobileVerified: false,
  pendingMobile: '+886987654321',
  jobTitle: null,
  avatarUrl: null,
  language: 'zh-Hant',
};
