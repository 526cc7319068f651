import { z } from 'zod';
import { defaultPageSize, maxKeywordLength, maxPageSize } from './list-keys';
import { lineText } from './text';

/**
 * The generic list query of every list endpoint:
 *
 *   GET /Roles?page=1&pageSize=20&condition={"keyword":"台積"}&sortings=[{"field":"createdTime","dir":"desc"}]
 *
 * - `page` counts from 1; `pageSize` defaults to 20 and is at most 100.
 * - `condition` is a JSON object of filters; only the resource's allow-listed filters are accepted.
 * - `sortings` is a JSON array of `{ field, dir }` (`dir` is `asc` or `desc`, default `asc`), applied in
 *   order; only the resource's allow-listed fields are accepted.
 * An unknown filter or sort field is a 400 naming it, never part of a query.
 */
export { defaultPageSize, maxKeywordLength, maxPageSize, toListSearchParams } from './list-keys';

export const listKeywordSchema = lineText(maxKeywordLength);

export const sortDirectionSchema = z.enum(['asc', 'desc']);

function contentSchemaOf(inner: z.ZodType) {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(inner, { io: 'input', unrepresentable: 'any' });
  return schema;
}

/**
 * Parses a query-string value holding JSON, reporting bad JSON as a validation issue. The documentation
 * carries the JSON's own schema (`contentMediaType` / `contentSchema`, JSON Schema 2020-12), so a client
 * (and the bad-input test that walks the document) knows which filters a list takes.
 */
function jsonText<T extends z.ZodType>(inner: T) {
  return z
    .string()
    .meta({
      contentMediaType: 'application/json',
      contentSchema: contentSchemaOf(inner),
    })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'FIELD_INVALID_FORMAT' });
        return z.NEVER;
      }
    })
    .pipe(inner);
}

export function listQuerySchema<Filters extends z.ZodRawShape, SortField extends string>(options: {
  filters: Filters;
  sortable: readonly [SortField, ...SortField[]];
}) {
  const sorting = z.strictObject({
    field: z.enum(options.sortable),
    dir: sortDirectionSchema.default('asc'),
  });
  return z.strictObject({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
    condition: jsonText(z.strictObject(options.filters).partial()).optional(),
    sortings: jsonText(z.array(sorting).max(options.sortable.length)).optional(),
  });
}

export function listResponseSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    totalCount: z.number().int().min(0),
    data: z.array(item),
  });
}
