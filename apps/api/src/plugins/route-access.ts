import { errorBodySchema } from '@portal/contracts/errors';
import { grants, type Permission, type VendorRole } from '@portal/contracts/permissions';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * What a route needs before its handler runs. Every route states one (deny by default):
 * - `public`: anyone, signed in or not;
 * - `signed-in`: any valid session;
 * - `{ permission }`: a session whose roles grant that permission.
 */
export type RouteAccess = 'public' | 'signed-in' | { permission: Permission };

/** Who is calling; set by the authentication layer, `null` when nobody is signed in. */
export interface Principal {
  userId: string;
  sessionId: string;
  permissions: ReadonlySet<string>;
  /** The vendor this user belongs to and their role in it: rights over that vendor's records only. */
  vendor: { id: string; role: VendorRole } | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, as registered (the authorization matrix reads it). */
    declaredRoutes: readonly DeclaredRoute[];
    /** Set by a scope whose routes are not JSON API calls (web files, API docs) and are public by nature. */
    publicFilesScope?: boolean;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

export class RouteDeclarationError extends Error {
  constructor(route: RouteOptions, problem: string) {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    super(`Route ${methods} ${route.url} ${problem}`);
    this.name = 'RouteDeclarationError';
  }
}

export function hasPermission(principal: Principal, permission: Permission): boolean {
  return grants(principal.permissions, permission);
}

/** Whether the caller holds one of `roles` in that vendor (a vendor-scoped right, never another vendor's). */
export function hasVendorRole(principal: Principal, vendorId: string, roles: readonly VendorRole[]): boolean {
  return principal.vendor?.id === vendorId && roles.includes(principal.vendor.role);
}

export interface RouteAccessOptions {
  /** Told of every refused permission check (the action log keeps them). */
  onDenied?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Refuses to build the app when a route declares no access or no response schema, gives every API
 * route the error body as its documented 4xx/5xx answer, and checks access before each handler.
 */
export function registerRouteAccess(app: FastifyInstance, options: RouteAccessOptions = {}) {
  app.decorateRequest('principal', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);

  app.addHook('onRoute', function checkDeclaration(route) {
    // CORS preflights (registered by @fastify/cors only when an allow-list is set) carry no data.
    const isCorsPreflight = route.method === 'OPTIONS' && route.url === '*';
    if (this.publicFilesScope || isCorsPreflight) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    if (!route.config?.access) {
      throw new RouteDeclarationError(route, 'declares no access (config.access): refusing to start.');
    }
    const response = route.schema?.response as Record<string, unknown> | undefined;
    // A call that always refuses (a read-only resource's writes) documents its 405 instead.
    const documented = (status: string) => status.startsWith('2') || status === '405';
    if (!response || !Object.keys(response).some(documented)) {
      throw new RouteDeclarationError(route, 'declares no success response schema: refusing to start.');
    }
    route.schema = {
      ...route.schema,
      response: { '4xx': errorBodySchema, '5xx': errorBodySchema, ...response },
    };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access: route.config.access });
    }
  });

  // Authentication sets `request.principal` in an onRequest hook; authorisation runs after every one of
  // those and before the body is validated, so a stranger learns nothing from validation messages.
  // A callback hook: an allowed call goes on at once; only a refusal waits (for its action-log entry).
  app.addHook('preValidation', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    // Only the not-found handler has no access: every declared route was checked above.
    if (access === undefined || access === 'public') return done();
    const principal = request.principal;
    if (!principal) return done(AppError.of('UNAUTHENTICATED'));
    if (access === 'signed-in' || hasPermission(principal, access.permission)) return done();
    const forbidden = () => done(AppError.of('FORBIDDEN'));
    if (!options.onDenied) return forbidden();
    options.onDenied(request).then(forbidden, done);
  });
}
