import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readsTheSameBothWays, responseSerializerCompiler } from './response-serializer';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const person = z.object({
  id: z.uuid(),
  name: z.string().min(1),
  email: z.email().nullable(),
  roles: z.array(z.object({ code: z.enum(['admin', 'member']) })),
  vendor: z.union([z.object({ id: z.string() }), z.null()]),
  note: z.string().optional(),
});

describe('which schemas read the same parsed and encoded', () => {
  it('are those of plain data, however deep', () => {
    expect(readsTheSameBothWays(person)).toBe(true);
    expect(readsTheSameBothWays(z.object({ data: z.array(person), totalCount: z.number().int() }))).toBe(
      true,
    );
    expect(readsTheSameBothWays(z.record(z.string(), z.tuple([z.number(), z.literal('x')])))).toBe(true);
    const tree: z.ZodType = z.object({ name: z.string(), children: z.lazy(() => z.array(tree)) });
    expect(readsTheSameBothWays(tree)).toBe(true);
  });

  it('are not those with a transform, codec, default or catch anywhere inside', () => {
    const inside = (inner: z.ZodType) => z.object({ data: z.array(z.object({ value: inner.nullable() })) });
    expect(readsTheSameBothWays(inside(z.string().transform((value) => value.length)))).toBe(false);
    expect(readsTheSameBothWays(inside(z.string().default('x')))).toBe(false);
    expect(readsTheSameBothWays(inside(z.number().catch(0)))).toBe(false);
    expect(
      readsTheSameBothWays(inside(z.codec(z.string(), z.number(), { decode: Number, encode: String }))),
    ).toBe(false);
  });
});

describe('the response serializer', () => {
  const sample = {
    id: '0195d1f4-0000-7000-8000-000000000001',
    name: '王小明',
    email: null,
    roles: [{ code: 'admin', extra: 'dropped' }],
    vendor: null,
    secret: 'never sent',
  };

  it('sends only the schema’s fields, as encoding would', () => {
    const sent = serializerOf(person)(sample);
    expect(JSON.parse(sent)).toEqual({
      id: sample.id,
      name: '王小明',
      email: null,
      roles: [{ code: 'admin' }],
      vendor: null,
    });
    expect(sent).toBe(JSON.stringify(z.encode(person, sample as z.output<typeof person>)));
  });

  it('refuses an answer that breaks its schema', () => {
    expect(() => serializerOf(person)({ ...sample, name: '' })).toThrow(ResponseSerializationError);
    expect(() => serializerOf(person)({ ...sample, roles: [{ code: 'owner' }] })).toThrow(
      ResponseSerializationError,
    );
  });

  it('encodes through a codec, the way the contract says it leaves', () => {
    const stamped = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    expect(serializerOf(stamped)({ at: new Date('2026-11-28T01:02:03.000Z') })).toBe(
      '{"at":"2026-11-28T01:02:03.000Z"}',
    );
  });
});
