import type { ExportList } from '@portal/contracts/exports';
import type { Language } from '@portal/contracts/i18n';
import type { z } from 'zod';
import type { Cell } from '../../lib/spreadsheet-export';
import type { Principal, RouteAccess } from '../../plugins/route-access';
import type { ActionContext } from '../action-log/action-log.recorder';
import type { ListPage } from '../resources/resource-definition';

/** Who an export reads the list as: the requester, with their access at the time the rows are read. */
export interface ExportReader {
  principal: Principal;
  context: ActionContext;
  language: Language;
}

/** One column of a file: its heading in both languages and how a list row fills it. */
export interface ExportColumn<Item> {
  label: Record<Language, string>;
  value(item: Item, language: Language): Cell;
}

/** The list's own query, with the page the export asks for (pages far larger than the list allows). */
export type ExportPageQuery<Query> = Query & { page: number; pageSize: number };

/**
 * How one list exports. It lives next to the list's module and reads through the list's own function
 * (`read` calls what `GET {list}` calls, with the same caller), so the file holds exactly the rows the
 * list would show the requester, with the same filters, search, order, permission and scoping.
 */
export interface ExportDefinition<Query extends object = object, Item = unknown> {
  list: ExportList;
  /** The file name's start (`users` → `users-2026-11-25.csv`). */
  fileStem: string;
  /** The list's own access rule. */
  access: RouteAccess;
  /** The list's own query schema (its page and page size are left out of the export's query). */
  // biome-ignore lint/suspicious/noExplicitAny: each list's query schema is its own object type.
  listQuerySchema: z.ZodObject<any>;
  columns: readonly ExportColumn<Item>[];
  read(reader: ExportReader, query: ExportPageQuery<Query>): Promise<ListPage<Item>>;
}

/** A definition with its types checked where it is written, stored among the others untyped. */
export function defineExport<Query extends object, Item>(
  definition: ExportDefinition<Query, Item>,
): ExportDefinition {
  return definition as unknown as ExportDefinition;
}

// Times in the files read as Taiwan time (the association's clock), to the minute.
const taipeiMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:mm` in Asia/Taipei; empty for no time. */
export function taipeiTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return taipeiMinute.format(typeof value === 'string' ? new Date(value) : value);
}

/** Yes / no in the file's language. */
export function yesNo(value: boolean, language: Language): string {
  if (language === 'en') return value ? 'Yes' : 'No';
  return value ? '是' : '否';
}

/** A value's text from a small table of both languages, the value itself when the table lacks it. */
export function labelOf(
  table: Record<string, Record<Language, string>>,
  value: string | null | undefined,
  language: Language,
): string {
  if (!value) return '';
  return table[value]?.[language] ?? value;
}
