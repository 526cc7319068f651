import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { i18n } from './i18n';

export type ToastKind = 'info' | 'warning' | 'error';

export interface ToastRequest {
  kind: ToastKind;
  text: string;
}

/** Spec §8: info green, warning orange, error red (shades dark enough to pass text contrast). */
export const toastColors: Record<ToastKind, string> = {
  info: '#389e0d',
  warning: '#d46b08',
  error: '#cf1322',
};

// antd's notification loads with the first toast, keeping it out of the entry chunk.
const ToastRenderer = lazy(() => import('./toast-renderer'));

const pending: ToastRequest[] = [];
const listeners = new Set<() => void>();
let deliver: ((request: ToastRequest) => void) | null = null;
let isRendererNeeded = false;

/** The toast's text: `subject: content`, the subject defaulting to Information / Warning / Error. */
export function toastText(kind: ToastKind, content: string, subject?: string): string {
  return `${subject ?? i18n.t(`toast.${kind}`)}: ${content}`;
}

export function showToast(kind: ToastKind, content: string, subject?: string): void {
  const request: ToastRequest = { kind, text: toastText(kind, content, subject) };
  if (deliver) {
    deliver(request);
    return;
  }
  pending.push(request);
  if (!isRendererNeeded) {
    isRendererNeeded = true;
    for (const listener of listeners) listener();
  }
}

/** Called by the renderer once mounted: shows the queued toasts, then every later one at once. */
export function registerToastRenderer(show: (request: ToastRequest) => void): () => void {
  deliver = show;
  for (const request of pending.splice(0)) show(request);
  return () => {
    if (deliver === show) deliver = null;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once inside the ConfigProvider so toasts follow the theme and language. */
export function ToastHost(): ReactNode {
  const isNeeded = useSyncExternalStore(
    subscribe,
    () => isRendererNeeded,
    () => false,
  );
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastRenderer />
    </Suspense>
  );
}

/** Bottom-left, closable notifications (spec §8). */
export const toast = {
  info: (content: string, subject?: string) => showToast('info', content, subject),
  warning: (content: string, subject?: string) => showToast('warning', content, subject),
  error: (content: string, subject?: string) => showToast('error', content, subject),
};
