/** The outbox's plain values, apart from its schemas (outbox.ts): the web app's outbox list reads them without Zod. */
export const outboxStatuses = ['queued', 'sent', 'failed', 'stored'] as const;
