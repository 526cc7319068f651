import { z } from 'zod';
import { isoDateTimeSchema } from './iso-date';
import { listKeywordSchema, listQuerySchema, listResponseSchema } from './list';
import { lineText, text } from './text';
import { documentSchema } from './vendor-application';

/** 公告, 活動, 法規, 系統. */
export const newsCategories = ['notice', 'event', 'regulation', 'system'] as const;
export const newsCategorySchema = z.enum(newsCategories);
export type NewsCategory = z.infer<typeof newsCategorySchema>;

/**
 * Who an announcement is for, decided on the server from the identity model at each read:
 * - `everyone`: every signed-in person;
 * - `vendors`: people in a vendor whose status is `active` (any role);
 * - `buyers`: people in no vendor who hold no staff permission;
 * - `staff`: people holding at least one catalogue permission (association staff, administrators).
 * Staff with `news:write` see every announcement through `/News/Manage`.
 */
export const newsAudiences = ['everyone', 'vendors', 'buyers', 'staff'] as const;
export const newsAudienceSchema = z.enum(newsAudiences);
export type NewsAudience = z.infer<typeof newsAudienceSchema>;

export const newsStatuses = ['draft', 'published'] as const;
export const newsStatusSchema = z.enum(newsStatuses);
export type NewsStatus = z.infer<typeof newsStatusSchema>;

/** A body's longest length (HTML, before sanitising). */
export const maxNewsBodyLength = 100_000;
export const maxNewsTitleLength = 150;
export const maxNewsAttachments = 10;

/** An announcement as staff manage it (`/News/Manage`): both languages as written, the body sanitised. */
export const newsAdminItemSchema = z.object({
  id: z.uuid(),
  category: newsCategorySchema,
  audience: newsAudienceSchema,
  status: newsStatusSchema,
  titleZh: z.string(),
  /** Empty: readers see the Chinese title. */
  titleEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  pinned: z.boolean(),
  /** When readers start to see it (a published item without one is visible from its publication). */
  publishFrom: z.iso.datetime().nullable(),
  /** When readers stop seeing it; null: no end. */
  publishUntil: z.iso.datetime().nullable(),
  publishedTime: z.iso.datetime().nullable(),
  /** Files uploaded through `POST /Vendor/Documents`, in order. */
  attachments: z.array(documentSchema),
  /** Staff asked for it to be mailed to its audience when it becomes visible (once per item). */
  mailAudience: z.boolean(),
  /** When the last of its audience was mailed; null until then. */
  audienceMailedTime: z.iso.datetime().nullable(),
  createdTime: z.iso.datetime(),
  updatedTime: z.iso.datetime(),
});
export type NewsAdminItem = z.infer<typeof newsAdminItemSchema>;

const newsFields = {
  category: newsCategorySchema,
  audience: newsAudienceSchema,
  status: newsStatusSchema.default('draft'),
  titleZh: lineText(maxNewsTitleLength, 1),
  titleEn: lineText(maxNewsTitleLength).default(''),
  /** HTML; the server keeps only its allow-list of tags, attributes and this site's picture URLs. */
  bodyZh: text({ max: maxNewsBodyLength, min: 1, kind: 'multiline' }),
  bodyEn: text({ max: maxNewsBodyLength, kind: 'multiline' }).default(''),
  pinned: z.boolean().default(false),
  publishFrom: isoDateTimeSchema.nullable().default(null),
  publishUntil: isoDateTimeSchema.nullable().default(null),
  /** Documents the writer uploaded (`POST /Vendor/Documents`) or the item already has, in order. */
  attachmentIds: z.array(z.uuid()).max(maxNewsAttachments).default([]),
  /**
   * Also mail the audience, in each person's language, once it is published and visible. Once asked for,
   * it stays asked for: an item is mailed once, whatever later saves say.
   */
  mailAudience: z.boolean().default(false),
};

/** `POST /News/Manage`. */
export const newsInsertSchema = z.strictObject(newsFields);
/** `PUT /News/Manage`: the id and every field. */
export const newsUpdateSchema = z.strictObject({ id: z.uuid(), ...newsFields });
/** `POST /News/Manage/Save`: inserts without an id, updates with one. */
export const newsSaveSchema = z.strictObject({ id: z.uuid().optional(), ...newsFields });
export type NewsInput = z.input<typeof newsSaveSchema>;

export const newsAdminListQuerySchema = listQuerySchema({
  filters: {
    keyword: listKeywordSchema,
    category: newsCategorySchema,
    audience: newsAudienceSchema,
    status: newsStatusSchema,
  },
  sortable: ['publishFrom', 'createdTime', 'updatedTime', 'titleZh'],
});
export const newsAdminListSchema = listResponseSchema(newsAdminItemSchema);

/** One announcement as a reader sees it: in the reader's language (English falls back to Chinese). */
export const newsReadItemSchema = z.object({
  id: z.uuid(),
  category: newsCategorySchema,
  title: z.string(),
  pinned: z.boolean(),
  /** When it became visible. */
  publishedTime: z.iso.datetime(),
  isRead: z.boolean(),
});
export type NewsReadItem = z.infer<typeof newsReadItemSchema>;

export const newsDetailSchema = newsReadItemSchema.extend({
  body: z.string(),
  /** Downloaded through `GET /News/{id}/Attachments/{fileId}`. */
  attachments: z.array(documentSchema),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

/** `GET /News`: pinned first, then newest; no sortings (the order is the board's). */
export const newsListQuerySchema = listQuerySchema({
  filters: { keyword: listKeywordSchema, category: newsCategorySchema, unread: z.boolean() },
  sortable: ['publishedTime'],
});
export const newsListSchema = listResponseSchema(newsReadItemSchema).extend({
  /** Unread announcements of the caller, over every page (the header's badge). */
  unreadCount: z.number().int().min(0),
});
export type NewsList = z.infer<typeof newsListSchema>;

export const newsUnreadSchema = z.object({ unreadCount: z.number().int().min(0) });
