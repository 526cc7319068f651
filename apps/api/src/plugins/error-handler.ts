import { type ErrorCode, errorMessages } from '@portal/contracts/errors';
import { interpolate, type Language, languageFromAcceptLanguage } from '@portal/contracts/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type AppErrorDetail } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

/** Fastify's own error codes that are the client's fault, and what they mean to the client. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'MALFORMED_REQUEST',
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The value the client sent at an issue's path: Zod's issues leave it out unless asked. */
function sentValueAt(input: unknown, instancePath: string): unknown {
  let value = input;
  for (const key of instancePath.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Turns one Zod issue into coded, field-named details (unknown keys give one detail each). */
function detailsFromIssue(issue: ValidationIssue, input: unknown): AppErrorDetail[] {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
  const withField = (code: ErrorCode, params?: Record<string, string | number>): AppErrorDetail => ({
    code,
    ...(field ? { field } : {}),
    ...(params ? { params } : {}),
  });
  const { params } = issue;
  // Schemas may name the error code to answer in their message (e.g. FIELD_INVALID_MOBILE).
  if (issue.message && issue.message in errorMessages) return [withField(issue.message as ErrorCode)];
  switch (issue.keyword) {
    case 'invalid_type':
      return [
        withField(sentValueAt(input, issue.instancePath) == null ? 'FIELD_REQUIRED' : 'FIELD_INVALID_TYPE'),
      ];
    case 'too_small':
      return [withField('FIELD_TOO_SHORT', { min: String(params.minimum) })];
    case 'too_big':
      return [withField('FIELD_TOO_LONG', { max: String(params.maximum) })];
    case 'invalid_format':
      return [withField('FIELD_INVALID_FORMAT')];
    case 'unrecognized_keys':
      return ((params.keys as string[] | undefined) ?? []).map((key) => ({
        code: 'FIELD_UNKNOWN' as const,
        field: field ? `${field}.${key}` : key,
      }));
    default:
      return [withField('FIELD_INVALID_VALUE')];
  }
}

/** What was validated: the body, the query string, the path parameters or the headers. */
function validatedInput(error: FastifyError, request: FastifyRequest): unknown {
  switch (error.validationContext) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return undefined;
  }
}

/** Maps any thrown value to the client-facing error; everything unknown becomes a bare 500. */
export function toAppError(error: FastifyError | Error, request?: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const input = request ? validatedInput(error, request) : undefined;
    const details = (error.validation as unknown as ValidationIssue[]).flatMap((issue) =>
      detailsFromIssue(issue, input),
    );
    const [first = { code: 'VALIDATION_FAILED' as const }, ...rest] = details;
    return new AppError([first, ...rest], 400);
  }
  const status = 'statusCode' in error ? Number(error.statusCode) : 500;
  const code = 'code' in error && typeof error.code === 'string' ? fastifyCodes[error.code] : undefined;
  // A path parameter too long for the router keeps its 414.
  if (code) return status === 414 ? new AppError([{ code }], 414) : AppError.of(code);
  // PostgreSQL stopped or unreachable: temporary, and not the client's fault nor a bug.
  if (isDatabaseUnavailable(error)) return AppError.of('DATABASE_UNAVAILABLE');
  if (status === 404) return AppError.of('NOT_FOUND');
  if (status === 405) return AppError.of('METHOD_NOT_ALLOWED');
  if (status === 413) return AppError.of('PAYLOAD_TOO_LARGE');
  if (status === 415) return AppError.of('UNSUPPORTED_MEDIA_TYPE');
  if (status >= 400 && status < 500) return new AppError([{ code: 'MALFORMED_BODY' }], status);
  return AppError.of('INTERNAL_ERROR');
}

export function errorBody(error: AppError, language: Language, requestId: string) {
  return {
    errors: error.details.map((detail) => ({
      code: detail.code,
      message: interpolate(errorMessages[detail.code][language], detail.params),
      ...(detail.field ? { field: detail.field } : {}),
      ...(detail.data ? { data: detail.data } : {}),
    })),
    requestId,
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  if (error.statusCode === 429) {
    const retryAfter = error.details[0].params?.retryAfter;
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  }
  return reply.status(error.statusCode).send(errorBody(error, request.language, request.id));
}

/**
 * Fastify's `frameworkErrors` option: a URL the router cannot decode (`%E0%A4%A`) or a path parameter
 * over `maxParamLength` answers the same body as every other refusal, not Fastify's own.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request);
  request.log.info({ code: appError.details.map((d) => d.code) }, 'request refused');
  // The router refused before the request was fully set up: its decorations (language) are not there.
  const language = languageFromAcceptLanguage(request.raw.headers['accept-language']);
  return reply
    .status(appError.statusCode)
    .header('x-request-id', request.id)
    .send(errorBody(appError, language, request.id));
}

/** The one error handler: every failure leaves in the same body, translated, without internals. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request);
    if (appError.details[0].code === 'DATABASE_UNAVAILABLE') {
      request.log.warn({ err: error }, 'database unavailable');
    } else if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.details.map((d) => d.code) }, 'request refused');
    return sendError(request, reply, appError);
  });
}
