/** One SMS to one Taiwan mobile; `id` is the outbox id, the provider's idempotency key where it has one. */
export interface SmsMessage {
  id: string;
  /** E.164, e.g. +886912345678. */
  mobile: string;
  text: string;
}

/** A provider adapter: resolves once the provider accepted the message, throws otherwise. */
export interface SmsGateway {
  send(message: SmsMessage): Promise<void>;
}

/** `+886912345678` → `0912345678`, the form Taiwanese gateways expect. */
export function toLocalMobile(e164: string): string {
  const match = /^\+886(9\d{8})$/.exec(e164);
  if (!match) throw new Error('not a Taiwan mobile number in E.164 form');
  return `0${match[1]}`;
}

/** POSTs a UTF-8 form and answers the reply's text; a non-2xx status or the timeout throws. */
export async function postForm(
  url: string,
  fields: Record<string, string>,
  timeoutMs: number,
): Promise<string> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    // The reason names the network failure or the timeout, never the form (password and text).
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no reply within ${timeoutMs} ms`
        : networkReason(error);
    throw new Error(`gateway request failed: ${reason}`);
  }
  if (!response.ok) throw new Error(`gateway answered HTTP ${response.status}`);
  return text;
}

function networkReason(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : undefined;
  return code ?? cause?.message ?? error.message;
}
