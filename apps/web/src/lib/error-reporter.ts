import type { ClientLogInput } from '@portal/contracts/client-log';
import { apiBasePath } from './api-client';
import { currentLanguage } from './i18n';
import { getStoredUserName } from './session';

/** Longest `content` the server accepts (contracts' `maxClientLogContent`). */
export const maxLogContentLength = 4000;

/** At most this many reports per minute, so an error thrown in a loop cannot flood the server. */
const maxReportsPerMinute = 10;

const ignoredMessages = [
  'ResizeObserver loop limit exceeded',
  'ResizeObserver loop completed with undelivered notifications',
];

export function isIgnoredError(message: string): boolean {
  return ignoredMessages.some((ignored) => message.includes(ignored));
}

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, stack: value.stack };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

/** The `file:line:col` of the first call frame of a stack trace (Chrome, Firefox and Safari formats). */
export function sourceLocationFromStack(stack: string | undefined): string | undefined {
  for (const line of stack?.split('\n') ?? []) {
    const match = line.match(/([^\s()]+:\d+:\d+)\)?\s*$/);
    if (match?.[1]) return match[1].slice(match[1].lastIndexOf('@') + 1);
  }
  return undefined;
}

/** The call frames of a stack trace, without its first "Name: message" line. */
function stackFrames(stack: string | undefined): string {
  if (!stack) return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at |^\S*@\S+:\d+:\d+/.test(line))
    .join('\n');
}

/** `content` of a log entry: the signed-in user's name, the error text with its location, the stack. */
export function buildLogContent(parts: {
  userName?: string;
  message: string;
  location?: string;
  stack?: string;
}): string {
  const lines: string[] = [];
  if (parts.userName) lines.push(parts.userName);
  lines.push(parts.location ? `${parts.message} (${parts.location})` : parts.message);
  const frames = stackFrames(parts.stack);
  if (frames) lines.push(frames);
  return lines.join('\n').slice(0, maxLogContentLength);
}

/** Posts one entry to the server's log; a failure is swallowed so reporting never reports itself. */
export async function sendClientLog(entry: ClientLogInput): Promise<void> {
  await fetch(`${apiBasePath}/Log`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': currentLanguage() },
    body: JSON.stringify(entry),
    keepalive: true,
  });
}

export interface ErrorReporterOptions {
  send?: (entry: ClientLogInput) => Promise<unknown>;
  getUserName?: () => string | undefined;
  now?: () => Date;
  target?: Window;
}

/**
 * Sends uncaught errors and unhandled promise rejections to `POST /api/v1/Log` and to the console
 * (spec §7, §8). Returns a function that removes the listeners.
 */
export function installErrorReporter(options: ErrorReporterOptions = {}): () => void {
  const send = options.send ?? sendClientLog;
  const getUserName = options.getUserName ?? getStoredUserName;
  const now = options.now ?? (() => new Date());
  const target = options.target ?? window;
  let windowStart = 0;
  let sentInWindow = 0;
  let reporting = false;

  const report = (message: string, location: string | undefined, stack: string | undefined, raw: unknown) => {
    if (isIgnoredError(message) || reporting) return;
    reporting = true;
    try {
      console.error(raw);
      const time = now();
      if (time.getTime() - windowStart > 60_000) {
        windowStart = time.getTime();
        sentInWindow = 0;
      }
      if (sentInWindow >= maxReportsPerMinute) return;
      sentInWindow += 1;
      const content = buildLogContent({ userName: getUserName(), message, location, stack });
      const entry: ClientLogInput = { createdTime: time.toISOString(), type: 'error', content };
      // Deferred and caught, so a failing send can neither throw here nor raise another report.
      Promise.resolve()
        .then(() => send(entry))
        .catch((error: unknown) => {
          console.warn('The error could not be sent to the server log.', error);
        });
    } finally {
      reporting = false;
    }
  };

  const onError = (event: ErrorEvent) => {
    const { message, stack } = describe(event.error ?? event.message);
    const text = event.error ? message : event.message || message;
    const location = event.filename
      ? `${event.filename}:${event.lineno}:${event.colno}`
      : sourceLocationFromStack(stack);
    report(text, location, stack, event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const { message, stack } = describe(event.reason);
    report(message, sourceLocationFromStack(stack), stack, event.reason);
  };

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
