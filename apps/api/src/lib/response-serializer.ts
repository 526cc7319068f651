import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/** Schema kinds that hold no other schema and read the same both ways. */
const leafKinds = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'null',
  'undefined',
  'void',
  'any',
  'unknown',
  'never',
  'date',
  'nan',
  'literal',
  'enum',
  'template_literal',
  'custom',
]);

interface Definition {
  type: string;
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  innerType?: $ZodType;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  getter?: () => $ZodType;
}

/** The schemas directly inside one, or `undefined` for a kind whose output depends on the direction. */
function innerSchemas(definition: Definition): $ZodType[] | undefined {
  if (leafKinds.has(definition.type)) return [];
  const present = (...schemas: ($ZodType | null | undefined)[]) =>
    schemas.filter((schema): schema is $ZodType => schema !== null && schema !== undefined);
  switch (definition.type) {
    case 'object':
      return present(...Object.values(definition.shape ?? {}), definition.catchall);
    case 'array':
      return present(definition.element);
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'readonly':
      return present(definition.innerType);
    case 'union':
      return definition.options ?? [];
    case 'intersection':
      return present(definition.left, definition.right);
    case 'record':
      return present(definition.keyType, definition.valueType);
    case 'tuple':
      return present(...(definition.items ?? []), definition.rest);
    case 'lazy':
      return present(definition.getter?.());
    default:
      // Transforms, pipes and codecs, defaults, catches: encoding and parsing differ.
      return undefined;
  }
}

/**
 * Whether parsing gives what encoding gives: no transform, codec, default or catch anywhere inside.
 * Encoding first parses every checked value once more without its checks (Zod's "canary" pass), so it
 * costs more than half as much again (bench P2, docs/performance.md).
 */
export function readsTheSameBothWays(schema: $ZodType): boolean {
  const seen = new Set<$ZodType>();
  const pending = [schema];
  while (pending.length > 0) {
    const next = pending.pop() as $ZodType;
    if (seen.has(next)) continue;
    seen.add(next);
    const inner = innerSchemas(next._zod.def as unknown as Definition);
    if (inner === undefined) return false;
    pending.push(...inner);
  }
  return true;
}

/**
 * Fastify's response serializer from the routes' Zod schemas: only the schema's fields leave, and an
 * answer that breaks its schema is an error, never sent. A schema that reads the same both ways is
 * checked by `safeParse`; one with transforms or codecs by `safeEncode`, as the type provider does.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType))
    throw new Error(`${method} ${url}: a response schema is not a Zod schema`);
  const zodSchema = schema;
  const check = readsTheSameBothWays(zodSchema) ? safeParse : safeEncode;
  return (data) => {
    const result = check(zodSchema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
