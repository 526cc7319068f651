import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema, listResponseSchema, toListSearchParams } from './list';

const query = listQuerySchema({
  filters: { keyword: z.string(), status: z.enum(['active', 'disabled']) },
  sortable: ['createdTime', 'name'],
});

const paths = (input: unknown) =>
  query.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('listQuerySchema', () => {
  it('defaults to the first page of 20', () => {
    expect(query.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads page, size, filters and sortings from query-string text', () => {
    const parsed = query.parse({
      page: '3',
      pageSize: '100',
      condition: '{"keyword":"台積","status":"active"}',
      sortings: '[{"field":"createdTime","dir":"desc"},{"field":"name"}]',
    });
    expect(parsed).toEqual({
      page: 3,
      pageSize: 100,
      condition: { keyword: '台積', status: 'active' },
      sortings: [
        { field: 'createdTime', dir: 'desc' },
        { field: 'name', dir: 'asc' },
      ],
    });
  });

  it('refuses pages below 1 and sizes above 100', () => {
    expect(paths({ page: '0' })).toEqual(['page']);
    expect(paths({ pageSize: '101' })).toEqual(['pageSize']);
    expect(paths({ pageSize: '2.5' })).toEqual(['pageSize']);
  });

  it('refuses a filter or sort field that is not allow-listed', () => {
    expect(paths({ condition: '{"password":"x"}' })).toEqual(['condition']);
    expect(paths({ sortings: '[{"field":"password_hash"}]' })).toEqual(['sortings.0.field']);
    expect(paths({ sortings: '[{"field":"name","dir":"sideways"}]' })).toEqual(['sortings.0.dir']);
  });

  it('refuses text that is not JSON, and unknown parameters', () => {
    expect(paths({ condition: '{keyword' })).toEqual(['condition']);
    expect(query.safeParse({ orderBy: 'name' }).error?.issues).toMatchObject([
      { code: 'unrecognized_keys', keys: ['orderBy'] },
    ]);
  });
});

describe('listResponseSchema', () => {
  it('describes { totalCount, data }', () => {
    const schema = listResponseSchema(z.object({ id: z.string() }));
    expect(schema.parse({ totalCount: 1, data: [{ id: 'a' }] })).toEqual({
      totalCount: 1,
      data: [{ id: 'a' }],
    });
    expect(schema.safeParse({ totalCount: -1, data: [] }).success).toBe(false);
  });
});

describe('toListSearchParams', () => {
  it('writes the query the list endpoints read, leaving out empty filters', () => {
    const params = toListSearchParams({
      page: 2,
      pageSize: 50,
      condition: { keyword: '台積', status: '' },
      sortings: [{ field: 'name', dir: 'asc' }],
    });
    expect(query.parse(params)).toEqual({
      page: 2,
      pageSize: 50,
      condition: { keyword: '台積' },
      sortings: [{ field: 'name', dir: 'asc' }],
    });
  });
});
