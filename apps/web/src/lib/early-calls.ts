/**
 * GET calls a page's first screen is known to need, sent by a small script of their own
 * (`src/early-calls.ts`) while the app's modules still load and run. `apiRequest` takes such an answer
 * instead of asking again: once, for the same address, language and token, and only within a few
 * seconds of sending (a later visit to the page asks afresh). The script and the app are separate
 * bundles, so they meet on a global.
 */
interface EarlyCall {
  language: string;
  token: string;
  sentAt: number;
  answer: Promise<Response>;
}

const maxAgeMs = 10_000;
const registryKey = Symbol.for('portal.earlyCalls');

function registry(): Map<string, EarlyCall> {
  const holder = globalThis as { [registryKey]?: Map<string, EarlyCall> };
  holder[registryKey] ??= new Map();
  return holder[registryKey];
}

/** The headers every API call carries: what it accepts, the interface language and the session. */
export function apiHeaders(language: string, token: string | undefined): Record<string, string> {
  return {
    Accept: 'application/json',
    'Accept-Language': language,
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

export function sendEarly(url: string, language: string, token: string): void {
  const answer = fetch(url, { headers: apiHeaders(language, token) });
  // Nobody may come for it (the page turned out to be another): its failure is nobody's error.
  answer.catch(() => {});
  registry().set(url, { language, token, sentAt: Date.now(), answer });
}

/** The early answer for this call, if one was sent for it; it is handed out once. */
export function takeEarlyAnswer(url: string, language: string, token: string): Promise<Response> | undefined {
  const call = registry().get(url);
  if (!call) return undefined;
  registry().delete(url);
  const isSame = call.language === language && call.token === token;
  return isSame && Date.now() - call.sentAt <= maxAgeMs ? call.answer : undefined;
}

/** The addresses whose answers nobody has taken yet. */
export function untakenEarlyCalls(): string[] {
  return [...registry().keys()];
}

/** Drops every answer not taken yet (a test's leftovers). */
export function forgetEarlyCalls(): void {
  registry().clear();
}
