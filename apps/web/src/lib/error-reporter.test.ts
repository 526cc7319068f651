import { type ClientLogInput, clientLogInputSchema } from '@portal/contracts/client-log';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildLogContent,
  installErrorReporter,
  maxLogContentLength,
  sourceLocationFromStack,
} from './error-reporter';
import { setStoredUser } from './session';

let uninstall: () => void = () => {};
let sent: ClientLogInput[];
let consoleError: ReturnType<typeof vi.spyOn>;

function install(send: (entry: ClientLogInput) => Promise<unknown> = async (entry) => void sent.push(entry)) {
  uninstall = installErrorReporter({ send, now: () => new Date('2025-01-15T02:00:00.000Z') });
}

function raiseError(message: string, error?: Error) {
  window.dispatchEvent(
    new ErrorEvent('error', {
      message,
      error,
      filename: 'https://portal.example/assets/app.js',
      lineno: 12,
      colno: 34,
    }),
  );
}

function raiseRejection(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.assign(event, { reason, promise: Promise.resolve() });
  window.dispatchEvent(event);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sent = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('installErrorReporter', () => {
  it('sends an uncaught error with the user name, its text and its source location', async () => {
    setStoredUser({ token: 't', name: '王小明' });
    install();
    raiseError('TypeError: x is undefined', new TypeError('x is undefined'));
    await settle();

    expect(sent).toHaveLength(1);
    const [entry] = sent;
    expect(clientLogInputSchema.parse(entry)).toEqual(entry);
    expect(entry?.type).toBe('error');
    expect(entry?.createdTime).toBe('2025-01-15T02:00:00.000Z');
    const [firstLine, secondLine] = entry?.content.split('\n') ?? [];
    expect(firstLine).toBe('王小明');
    expect(secondLine).toBe('TypeError: x is undefined (https://portal.example/assets/app.js:12:34)');
    expect(consoleError).toHaveBeenCalled();
  });

  it('sends an unhandled rejection with the location taken from its stack', async () => {
    install();
    const error = new Error('load failed');
    error.stack =
      'Error: load failed\n    at load (https://portal.example/assets/page.js:3:9)\n    at run (x.js:1:1)';
    raiseRejection(error);
    await settle();

    expect(sent).toHaveLength(1);
    expect(
      sent[0]?.content.startsWith('Error: load failed (https://portal.example/assets/page.js:3:9)'),
    ).toBe(true);
    expect(sent[0]?.content).toContain('at load');
  });

  it('starts with the error text when nobody is signed in', async () => {
    install();
    raiseRejection('plain reason');
    await settle();
    expect(sent[0]?.content).toBe('plain reason');
  });

  it('ignores the harmless ResizeObserver loop errors', async () => {
    install();
    raiseError('ResizeObserver loop limit exceeded');
    raiseError('ResizeObserver loop completed with undelivered notifications.');
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('does not loop when sending fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = vi.fn(async () => {
      throw new Error('network down');
    });
    install(send);
    raiseError('boom', new Error('boom'));
    await settle();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('does not loop when sending throws synchronously', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const send = vi.fn(() => {
      throw new Error('broken');
    });
    install(send);
    raiseError('boom', new Error('boom'));
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('caps the number of reports a minute', async () => {
    install();
    for (let i = 0; i < 25; i += 1) raiseError(`error ${i}`, new Error(`error ${i}`));
    await settle();
    expect(sent).toHaveLength(10);
  });

  it('stops listening once uninstalled', async () => {
    install();
    uninstall();
    raiseError('after');
    await settle();
    expect(sent).toHaveLength(0);
  });
});

describe('buildLogContent', () => {
  it(`truncates to ${maxLogContentLength} characters`, () => {
    const content = buildLogContent({ userName: 'user', message: 'x'.repeat(10_000), location: 'a.js:1:1' });
    expect(content).toHaveLength(maxLogContentLength);
    expect(content.startsWith('user\nxxx')).toBe(true);
  });
});

describe('sourceLocationFromStack', () => {
  it('finds the first file:line:col of Chrome and Firefox stacks', () => {
    expect(sourceLocationFromStack('Error: a\n    at f (http://localhost:3000/assets/index.js:1:2345)')).toBe(
      'http://localhost:3000/assets/index.js:1:2345',
    );
    expect(sourceLocationFromStack('f@https://portal.example/assets/a.js:10:5\n')).toBe(
      'https://portal.example/assets/a.js:10:5',
    );
    expect(sourceLocationFromStack('Error: a\n    at eval (eval at run (:1:1), <anonymous>:3:13)')).toBe(
      '<anonymous>:3:13',
    );
    expect(sourceLocationFromStack('Error: no frames')).toBeUndefined();
    expect(sourceLocationFromStack(undefined)).toBeUndefined();
  });
});
