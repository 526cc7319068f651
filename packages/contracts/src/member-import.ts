import { z } from 'zod';
import type { vendorRoles } from './permissions';

/**
 * Bulk import of a vendor's people (`member-import`, `member-import2`): a file or a Google sheet is read
 * into a preview stored on the server (`POST /Vendor/Members/Batch`), every row with its verdict; applying
 * it (`POST /Vendor/Members/Batch/Apply`) turns each `invite` row into an invitation, as a background job.
 */
export const importLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  /** Rows a vendor may turn into invitations by import in 24 hours (imports skip the single invite's 50). */
  perVendorPerDay: 10_000,
  /** A preview can be applied for this long. */
  previewHours: 24,
} as const;

/** The columns, with the header text accepted in each language (matched after NFKC, case-insensitive). */
export const importColumns = ['name', 'email', 'mobile', 'jobTitle', 'role'] as const;
export type ImportColumn = (typeof importColumns)[number];
export const importHeaders: Record<ImportColumn, { 'zh-Hant': string; en: string; aliases: string[] }> = {
  name: { 'zh-Hant': '姓名', en: 'Name', aliases: ['名字', 'full name'] },
  email: {
    'zh-Hant': '電子郵件',
    en: 'E-mail',
    aliases: ['email', 'e-mail address', '電子信箱', 'email address'],
  },
  mobile: { 'zh-Hant': '手機', en: 'Mobile', aliases: ['手機號碼', 'mobile phone', 'phone'] },
  jobTitle: { 'zh-Hant': '職稱', en: 'Job title', aliases: ['title', 'job'] },
  role: { 'zh-Hant': '角色', en: 'Role', aliases: [] },
};

/** Role cells in either language; an empty cell means `member`. */
export const importRoleWords: Record<string, (typeof vendorRoles)[number]> = {
  owner: 'owner',
  擁有者: 'owner',
  負責人: 'owner',
  manager: 'manager',
  管理者: 'manager',
  管理員: 'manager',
  member: 'member',
  成員: 'member',
};

/**
 * A row's verdict: `invite` (a new invitation), `member` (already in this vendor), `otherVendor` (in
 * another vendor: they must leave it first), `pending` (an invitation to the address is still open),
 * `duplicate` (the address came earlier in the file), `invalid` (see `problems`).
 */
export const importVerdicts = ['invite', 'member', 'otherVendor', 'pending', 'duplicate', 'invalid'] as const;
export type ImportVerdict = (typeof importVerdicts)[number];

/** After applying: `waiting` (not yet), `done` (invited), `failed` (see `problems`), `skipped` (not a new invitation). */
export const importRowStates = ['waiting', 'done', 'failed', 'skipped'] as const;
export const importStatuses = ['preview', 'queued', 'running', 'done', 'expired'] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const importProblemSchema = z.object({
  field: z.enum(importColumns).optional(),
  code: z.string(),
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchema = z.object({
  /** The row's number in the sheet (the header is row 1). */
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  jobTitle: z.string(),
  role: z.string(),
  verdict: z.enum(importVerdicts),
  state: z.enum(importRowStates),
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importCountsSchema = z.object(
  Object.fromEntries(importVerdicts.map((verdict) => [verdict, z.number().int()])) as Record<
    ImportVerdict,
    z.ZodNumber
  >,
);

/** A preview, or an import under way or finished (the status call answers the same, rows left out). */
export const importSummarySchema = z.object({
  id: z.uuid(),
  status: z.enum(importStatuses),
  source: z.enum(['file', 'sheets']),
  fileName: z.string(),
  totalRows: z.number().int(),
  counts: importCountsSchema,
  /** Headers that matched no column: shown, and ignored. */
  unknownColumns: z.array(z.string()),
  /** Of the `invite` rows: how many are done (invited) or failed so far. */
  progress: z.object({ total: z.number().int(), done: z.number().int(), failed: z.number().int() }),
  createdTime: z.iso.datetime(),
  expiresTime: z.iso.datetime(),
  finishedTime: z.iso.datetime().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const importPreviewSchema = importSummarySchema.extend({ rows: z.array(importRowSchema) });
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importIdInputSchema = z.strictObject({ id: z.uuid() });
export const importIdParamsSchema = z.strictObject({ id: z.uuid() });
export const importScopeQuerySchema = z.strictObject({ vendorId: z.uuid().optional() });

/** `POST /Vendor/Members/Batch/Sheets`: a sheet's link, or its id (and a range, `Sheet1!A1:E` style). */
export const sheetsImportInputSchema = z
  .strictObject({
    url: z.string().trim().max(2000).optional(),
    spreadsheetId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{10,200}$/, { message: 'SHEETS_BAD_LINK' })
      .optional(),
    range: z.string().trim().max(200).optional(),
  })
  .refine((input) => Boolean(input.url || input.spreadsheetId), { message: 'SHEETS_BAD_LINK' });
export type SheetsImportInput = z.input<typeof sheetsImportInputSchema>;

export const importOptionsSchema = z.object({ sheetsAvailable: z.boolean() });

/** The template's language (`GET /Vendor/Members/Batch/Template?language=en`). */
export const importTemplateQuerySchema = z.strictObject({
  language: z.enum(['zh-Hant', 'en']).default('zh-Hant'),
});

/** Which column a header names, if any (either language, NFKC, case and spaces ignored). */
export function columnOfHeader(header: string): ImportColumn | null {
  const key = (text: string) => text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  const wanted = key(header);
  if (!wanted) return null;
  for (const column of importColumns) {
    const names = importHeaders[column];
    if ([names['zh-Hant'], names.en, ...names.aliases].some((name) => key(name) === wanted)) return column;
  }
  return null;
}
