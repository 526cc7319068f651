import { randomUUID } from 'node:crypto';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createUserWithRole } from './access-fixtures';
import { bearer, signIn, someAddress } from './identity-fixtures';
import { testEnv } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * Bad input never answers 5xx: every route of the OpenAPI document, with a fixed set of bad values in
 * each path parameter, query parameter (and each filter of a list's `condition`) and body field, as
 * the administrator and as a stranger. The routes come from the document, so a new route is walked
 * without being listed here. Every refusal also answers the portal's error body.
 */

type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  contentSchema?: JsonSchema;
  examples?: unknown[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const megabyte = 'x'.repeat(1024 * 1024);
function nested(depth: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values put in a JSON body field (or a `condition` filter). */
const badJsonValues: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['bidi override', '\u202Egnp.exe'],
  ['year 0 date', '0000-01-01'],
  ['year 0 date-time', '0000-01-01T00:00:00Z'],
  ['offset -23:59', '9999-12-31T23:59:59-23:59'],
  ['year 10000', '+010000-01-01T00:00:00Z'],
  ['1e20', 1e20],
  ['-1.5', -1.5],
  ['true', true],
  ['null', null],
  ['array', ['a\u0000']],
  ['deep nesting', nested(500)],
];
/** Values put in a path or query parameter (already URL-encoded; a lone surrogate has no valid encoding). */
const badUrlValues: [string, string][] = [
  ['NUL', 'a%00b'],
  ['lone surrogate', 'a%ED%A0%80b'],
  ['bad percent', '%E0%A4%A'],
  ['bidi override', '%E2%80%AEx'],
  ['year 0 date', '0000-01-01'],
  ['offset -23:59', encodeURIComponent('9999-12-31T23:59:59-23:59')],
  ['1e20', '1e20'],
  ['huge integer', '99999999999999999999999'],
  ['max safe integer', '9007199254740991'],
  ['-1', '-1'],
  ['NaN', 'NaN'],
  ['empty', ''],
  ['JSON with NUL', encodeURIComponent('{"a":"\\u0000"}')],
  ['deep JSON', encodeURIComponent(`${'['.repeat(5000)}${']'.repeat(5000)}`)],
  ['1 MB', megabyte],
];

/** What the server logged about each failed request (by request id): the cause a 500 hides. */
const loggedFailures = new Map<string, string>();
function capturingLogger(bindings: Record<string, unknown> = {}): Record<string, unknown> {
  const ignore = () => {};
  return {
    level: 'info',
    info: ignore,
    warn: ignore,
    debug: ignore,
    trace: ignore,
    fatal: ignore,
    silent: ignore,
    error(object: { err?: unknown } | undefined, message?: string) {
      const error = object?.err as { message?: unknown } | undefined;
      const cause = String(error?.message ?? message ?? '');
      loggedFailures.set(String(bindings.requestId ?? bindings.reqId), cause);
    },
    child: (more: Record<string, unknown>) => capturingLogger({ ...bindings, ...more }),
  };
}

let database: TestDatabase;
let app: FastifyInstance;
let adminAccount: string;
let adminToken: string;
let document: OpenApiDocument;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testEnv({ CAPTCHA_ENABLED: 'false' }),
    database,
    logger: capturingLogger() as unknown as FastifyBaseLogger,
  });
  await app.ready();
  const admin = await createUserWithRole(database.db, systemRoleCodes.administrator);
  adminAccount = admin.account;
  adminToken = await signIn(app, adminAccount);
  const response = await app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json() as OpenApiDocument;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

function deref(schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = current.$ref.split('/').pop() ?? '';
    current = document.components?.schemas?.[name] ?? {};
  }
  return current;
}

function variantsOf(schema: JsonSchema): JsonSchema[] | undefined {
  const variants = schema.anyOf ?? schema.oneOf;
  return variants?.filter((variant) => deref(variant).type !== 'null');
}

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A plausible valid value of a schema, so that one bad field is what the server judges. */
function sample(given: JsonSchema | undefined, depth = 0): unknown {
  const schema = deref(given);
  if (depth > 8) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  const variants = variantsOf(schema);
  if (variants?.length) return sample(variants[0], depth + 1);
  if (schema.allOf?.length) return sample(schema.allOf[0], depth + 1);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, depth + 1)]),
      );
    case 'array':
      return schema.minItems ? [sample(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      switch (schema.format) {
        case 'uuid':
          return randomUUID();
        case 'email':
          return 'someone@example.test';
        case 'date':
          return '2026-11-22';
        case 'date-time':
          return '2026-11-22T10:00:00+08:00';
        case 'uri':
          return 'https://example.test/a.png';
        default:
          return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
      }
  }
}

type Step = { prop: string } | { item: true } | { variant: number };

/** Every place of a schema a bad value can go: each object, array, union branch and leaf. */
function placesOf(given: JsonSchema | undefined, prefix: Step[] = [], depth = 0): Step[][] {
  const schema = deref(given);
  if (depth > 8) return [];
  const variants = variantsOf(schema);
  if (variants && variants.length > 1) {
    return [
      prefix,
      ...variants.flatMap((v, index) => placesOf(v, [...prefix, { variant: index }], depth + 1)),
    ];
  }
  if (variants?.length === 1) return placesOf(variants[0], prefix, depth + 1);
  const places = [prefix];
  for (const [prop, value] of Object.entries(schema.properties ?? {})) {
    places.push(...placesOf(value, [...prefix, { prop }], depth + 1));
  }
  if (schema.items) places.push(...placesOf(schema.items, [...prefix, { item: true }], depth + 1));
  return places.filter((place, index) => index === 0 || place.length > 0);
}

/** A valid-looking value of the schema with `value` at `steps`. */
function withValueAt(given: JsonSchema | undefined, steps: Step[], value: unknown): unknown {
  const schema = deref(given);
  const [step, ...rest] = steps;
  if (!step) return value;
  if ('variant' in step) return withValueAt((variantsOf(schema) ?? [])[step.variant], rest, value);
  if ('item' in step) return [withValueAt(schema.items, rest, value)];
  const variants = variantsOf(schema);
  const objectSchema = variants?.length === 1 ? deref(variants[0]) : schema;
  const base = (sample(objectSchema) ?? {}) as Record<string, unknown>;
  return { ...base, [step.prop]: withValueAt(objectSchema.properties?.[step.prop], rest, value) };
}

const describeSteps = (steps: Step[]) =>
  steps
    .map((step) => ('prop' in step ? `.${step.prop}` : 'item' in step ? '[0]' : `|${step.variant}`))
    .join('') || '(whole body)';

/** A JSON query value as the URL carries it (JSON.stringify escapes a lone surrogate, so it encodes). */
function encodedQueryValue(value: unknown): string {
  return encodeURIComponent(JSON.stringify(value));
}

interface Probe {
  label: string;
  request: InjectOptions;
  /** A bad value in one field: judged by validation, which a stranger never reaches on a signed-in route. */
  field?: true;
}

function probesOf(path: string, method: string, operation: Operation): Probe[] {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const fillPath = (overrides: Record<string, string> = {}) =>
    path.replace(
      /\{(\w+)\}/g,
      (_, name: string) => overrides[name] ?? String(sample(pathParams.find((p) => p.name === name)?.schema)),
    );
  const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
  const hasOtherBody = Boolean(operation.requestBody) && !jsonBody;
  const baseBody = jsonBody ? sample(jsonBody) : undefined;
  const probes: Probe[] = [];
  const request = (url: string, payload?: unknown, rawPayload?: string): InjectOptions => ({
    method: method.toUpperCase() as InjectOptions['method'],
    url,
    ...(rawPayload !== undefined
      ? { payload: rawPayload, headers: { 'content-type': 'application/json' } }
      : payload !== undefined
        ? { payload: payload as InjectOptions['payload'] }
        : {}),
  });
  const bodyForUrlProbes = hasOtherBody ? undefined : baseBody;

  for (const param of pathParams) {
    for (const [label, value] of badUrlValues) {
      probes.push({
        label: `path ${param.name} = ${label}`,
        request: request(fillPath({ [param.name]: value }), bodyForUrlProbes),
      });
    }
  }
  for (const param of queryParams) {
    for (const [label, value] of badUrlValues) {
      probes.push({
        label: `query ${param.name} = ${label}`,
        request: request(`${fillPath()}?${param.name}=${value}`, bodyForUrlProbes),
      });
    }
    // A JSON-carrying parameter (a list's `condition`) documents its content: each of its fields gets bad values.
    const content = deref(param.schema).contentSchema;
    if (content) {
      for (const steps of placesOf(content)) {
        for (const [label, value] of badJsonValues) {
          const json = withValueAt(content, steps, value);
          probes.push({
            label: `query ${param.name}${describeSteps(steps)} = ${label}`,
            request: request(`${fillPath()}?${param.name}=${encodedQueryValue(json)}`, bodyForUrlProbes),
            field: true,
          });
        }
      }
    }
  }
  if (jsonBody) {
    for (const steps of placesOf(jsonBody)) {
      for (const [label, value] of badJsonValues) {
        probes.push({
          label: `body${describeSteps(steps)} = ${label}`,
          request: request(fillPath(), withValueAt(jsonBody, steps, value)),
          field: true,
        });
      }
    }
    probes.push({ label: 'body = 1 MB string field', request: request(fillPath(), { value: megabyte }) });
    probes.push({
      label: 'body = 100 000 levels of nesting',
      request: request(fillPath(), undefined, `${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    });
    probes.push({ label: 'body = not JSON', request: request(fillPath(), undefined, '{"a":') });
  }
  return probes;
}

interface Finding {
  route: string;
  label: string;
  status: number;
  body: string;
}

async function walk(
  token: string | undefined,
): Promise<{ fiveHundreds: Finding[]; badBodies: Finding[]; count: number }> {
  const fiveHundreds: Finding[] = [];
  const badBodies: Finding[] = [];
  let count = 0;
  for (const [path, methods] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    if (process.env.WALK_ONLY && !path.includes(process.env.WALK_ONLY)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const route = `${method.toUpperCase()} ${path}`;
      // A stranger is refused a signed-in route before validation (401): only what comes before it (the
      // URL, the body's parsing) is worth sending; a public route gets every probe.
      const isPublic = app.declaredRoutes.some(
        (declared) =>
          declared.method === method.toUpperCase() &&
          declared.url === path.replace(/\{(\w+)\}/g, ':$1') &&
          declared.access === 'public',
      );
      const probes = probesOf(path, method, operation).filter((probe) => token || isPublic || !probe.field);
      // A few at a time: quicker, and still gentle on a shared machine.
      for (let start = 0; start < probes.length; start += 12) {
        const batch = probes.slice(start, start + 12);
        const responses = await Promise.all(
          batch.map((probe) =>
            app.inject({
              ...probe.request,
              remoteAddress: someAddress(),
              headers: { ...probe.request.headers, 'accept-language': 'en', ...(token ? bearer(token) : {}) },
            }),
          ),
        );
        responses.forEach((response, index) => {
          const probe = batch[index] as Probe;
          count += 1;
          const finding = {
            route,
            label: probe.label,
            status: response.statusCode,
            body: response.body.slice(0, 300),
          };
          if (response.statusCode >= 500) fiveHundreds.push(finding);
          else if (response.statusCode >= 400) {
            const body = safeJson(response.body) as {
              errors?: { code?: string; message?: string }[];
              requestId?: string;
            };
            if (!body?.errors?.[0]?.code || !body.errors[0].message || !body.requestId)
              badBodies.push(finding);
          }
        });
      }
      if (token) token = await stillSignedIn(token);
    }
  }
  return { fiveHundreds, badBodies, count };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A session-ending call (logout, password change) may have ended the token: sign in again when it did. */
async function stillSignedIn(token: string): Promise<string> {
  const check = await app.inject({ url: '/api/v1/Auth', headers: bearer(token) });
  if (check.statusCode !== 401) return token;
  adminToken = await signIn(app, adminAccount);
  return adminToken;
}

function report(findings: Finding[]): string {
  const text = findings.map((f) => `${f.status} ${f.route} ${f.label}: ${f.body}`).join('\n');
  // The assertion's diff is cut short: the whole list goes to the output.
  if (text) console.error(text);
  return text;
}

describe('bad input on every documented route', () => {
  // WALK_ONLY=<part of a path> walks only the matching routes (while fixing one).
  it('walks the whole document (so a new route is covered without a list)', () => {
    const routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([, methods]) => Object.keys(methods));
    expect(routes.length).toBeGreaterThan(40);
  });

  it('never answers 5xx, and refuses in the portal error body, as the administrator', async () => {
    const { fiveHundreds, badBodies, count } = await walk(adminToken);
    if (!process.env.WALK_ONLY) expect(count).toBeGreaterThan(1000);
    expect(report(fiveHundreds), `${fiveHundreds.length} of ${count} probes answered 5xx`).toBe('');
    expect(report(badBodies), 'refusals without the error body').toBe('');
  }, 600_000);

  it('never answers 5xx, and refuses in the portal error body, to a stranger', async () => {
    const { fiveHundreds, badBodies, count } = await walk(undefined);
    expect(report(fiveHundreds), `${fiveHundreds.length} of ${count} probes answered 5xx`).toBe('');
    expect(report(badBodies), 'refusals without the error body').toBe('');
  }, 600_000);
});
