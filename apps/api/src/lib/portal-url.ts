import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which address mail links point at (the footer's portal link). `PUBLIC_URL` is where users reach the
 * portal; a request that came to another address may get links to that address instead, but only where
 * that cannot be abused: the Host header is the caller's to write, so trusting it blindly would let
 * anyone have a password-reset mail point its victim at their own site (host-header injection).
 *
 * A request's own origin is trusted when it is
 * - listed in `PUBLIC_URL_ALLOWED_ORIGINS` (the other addresses an operator serves the portal at), or
 * - any origin while `PUBLIC_URL` is unset outside production: a local or trial install reached by a
 *   LAN address or another port, where the default `http://localhost:3000` would be wrong anyway.
 * Otherwise, and in production always unless allow-listed, links use `PUBLIC_URL`.
 */
export interface PortalUrlPolicy {
  publicUrl: string;
  /** Whether PUBLIC_URL was given (rather than its default). */
  publicUrlIsSet: boolean;
  production: boolean;
  allowedOrigins: readonly string[];
}

const portalUrlOfRequest = new AsyncLocalStorage<string>();

/** The origin (`scheme://host[:port]`) of a URL, or undefined for anything else. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

/** The address a request's mail should link to, by the policy above. */
export function trustedPortalUrl(policy: PortalUrlPolicy, requestOrigin: string | undefined): string {
  const origin = requestOrigin ? originOf(requestOrigin) : undefined;
  if (!origin) return policy.publicUrl;
  if (origin === originOf(policy.publicUrl)) return policy.publicUrl;
  const allowed = policy.allowedOrigins.map(originOf).includes(origin);
  if (allowed || (!policy.publicUrlIsSet && !policy.production)) return origin;
  return policy.publicUrl;
}

/**
 * `trustedPortalUrl` for one policy, as asked on every request: the policy's own origins parsed once,
 * and the answers for the last few request origins kept (the Host header is the caller's to write, so
 * the memory is bounded).
 */
export function portalUrlResolver(policy: PortalUrlPolicy, remembered = 64): (origin?: string) => string {
  const answers = new Map<string | undefined, string>();
  return (requestOrigin) => {
    const known = answers.get(requestOrigin);
    if (known !== undefined) return known;
    const answer = trustedPortalUrl(policy, requestOrigin);
    if (answers.size >= remembered) answers.clear();
    answers.set(requestOrigin, answer);
    return answer;
  };
}

/** Runs `next` (the rest of a request) with mail links pointing at `portalUrl`. */
export function withPortalUrl(portalUrl: string, next: () => void): void {
  portalUrlOfRequest.run(portalUrl, next);
}

/** The portal address for mail queued now: the current request's, else `fallback` (PUBLIC_URL). */
export function currentPortalUrl(fallback: string): string {
  return portalUrlOfRequest.getStore() ?? fallback;
}
