import { z } from 'zod';
import { listQuerySchema, listResponseSchema } from './list';

/**
 * What a notification is about. Each kind has its text in both languages in the web app
 * (`notifications.kinds.<kind>`), built from the notification's `params`.
 */
export const notificationKinds = [
  'inquiry-new',
  'inquiry-reply',
  'meeting-proposed',
  'meeting-accepted',
  'meeting-changed',
  'consultation-answered',
  'application-decided',
  'join-request',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * Kinds that come by mail only, never as an entry in the bell: an announcement already has its own unread
 * mark (the bell adds `GET /News/Unread` and links to the announcements page), so a bell entry per
 * announcement would count it twice. Its mail goes out when staff tick `mailAudience` on an item; each
 * person may turn it off.
 */
export const mailOnlyKinds = ['announcement'] as const;

/** Every kind a person has a mail preference for: the bell's kinds, then the mail-only ones. */
export const mailPreferenceKinds = [...notificationKinds, ...mailOnlyKinds] as const;
export const mailPreferenceKindSchema = z.enum(mailPreferenceKinds);
export type MailPreferenceKind = z.infer<typeof mailPreferenceKindSchema>;

/**
 * Kinds whose mail belongs to a review process (the applicant learns the decision, a vendor's owners and
 * managers learn of a join request): it is always sent, so their preference cannot turn it off.
 */
export const mailAlwaysKinds: readonly MailPreferenceKind[] = ['application-decided', 'join-request'];

/**
 * Defaults, for a person who never changed a preference: every kind comes to the bell (but the mail-only
 * ones), and by mail too.
 * A stored preference only records a change from that.
 */
export const defaultMailWanted = true;

/** Read notifications older than this are removed by a daily sweep; unread ones stay until read. */
export const readNotificationRetentionDays = 90;

/** The most ids `POST /Notifications/Read` takes at once (a page is at most 100). */
export const maxReadIds = 100;

/** One notification as its recipient sees it; the web app writes its text from `kind` and `params`. */
export const notificationItemSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  /** The record it is about (a join request, an application, …). */
  entityId: z.uuid(),
  /** Where it leads: a path inside the web app. */
  link: z.string(),
  /** Facts for its text (a company's name, a person's name, a decision). */
  params: z.record(z.string(), z.string()),
  createdTime: z.iso.datetime(),
  /** Null while unread. */
  readTime: z.iso.datetime().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** `GET /Notifications`: mine, newest first; `unread: true` keeps the unread ones only. */
export const notificationListQuerySchema = listQuerySchema({
  filters: { unread: z.boolean() },
  sortable: ['createdTime'],
});
/** Counts stop at these (the bell shows 99+; 500 pages of 20 are more than anyone reads). */
export const maxCountedUnread = 1_000;
export const maxCountedTotal = 10_000;

/** `totalCount` counts at most `maxCountedTotal`, so paging reaches the newest 10 000. */
export const notificationListSchema = listResponseSchema(notificationItemSchema).extend({
  /** Unread notifications of the caller, over every page (at most `maxCountedUnread`). */
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** At most `maxCountedUnread`. */
export const notificationUnreadSchema = z.object({ unreadCount: z.number().int().min(0) });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/**
 * `POST /Notifications/Read`: some of mine by id, or all of mine. Ids that are not the caller's (or do
 * not exist) are ignored: they change nothing, and `marked` counts only the caller's own.
 */
export const notificationReadInputSchema = z.union([
  z.strictObject({ ids: z.array(z.uuid()).min(1).max(maxReadIds) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type NotificationReadInput = z.infer<typeof notificationReadInputSchema>;

export const notificationReadResultSchema = z.object({
  /** How many of the caller's unread notifications this call marked read. */
  marked: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
});
export type NotificationReadResult = z.infer<typeof notificationReadResultSchema>;

export const notificationPreferenceSchema = z.object({
  kind: mailPreferenceKindSchema,
  /** Also by mail (for a mail-only kind: by mail at all). */
  mail: z.boolean(),
  /** The mail is always sent (see `mailAlwaysKinds`). */
  mailAlways: z.boolean(),
  /** No entry in the bell: mail is its only form (see `mailOnlyKinds`). */
  mailOnly: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;

/** `GET /Notifications/Preferences`: every kind, in `mailPreferenceKinds` order. */
export const notificationPreferencesSchema = z.object({ preferences: z.array(notificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `POST /Notifications/Preferences`: the kinds to change (others stay as they are). */
export const notificationPreferencesInputSchema = z.strictObject({
  preferences: z
    .array(z.strictObject({ kind: mailPreferenceKindSchema, mail: z.boolean() }))
    .min(1)
    .max(mailPreferenceKinds.length),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;
