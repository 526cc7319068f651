/**
 * The users administration's plain values, apart from its schemas (user-admin.ts): the web app's user
 * list reads them without loading Zod.
 */
export const userStatuses = ['active', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];
