import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative defaults do not depend on the directory the process starts in. */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const integerText = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number between ${min} and ${max}` })
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

/** Where a local install is reached; mail links point here unless PUBLIC_URL says otherwise. */
export const defaultPublicUrl = 'http://localhost:3000';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  /** `production` stops mail and SMS from being printed to the terminal when no transport is set. */
  NODE_ENV: z.string().default('development'),
  PORT: integerText(0, 65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_PG_PORT: integerText(0, 65535).default(0),
  DB_POOL_MAX: integerText(1, 500).default(10),
  ADMIN_ACCOUNT: z
    .string()
    .regex(/^[A-Za-z0-9._@-]{3,64}$/, { message: 'must be 3-64 letters, digits or . _ @ -' })
    .default('admin'),
  /** The first administrator's e-mail (for password resets); an e-mail ADMIN_ACCOUNT stands for it. */
  ADMIN_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .email({ message: 'must be an e-mail address' })
      .transform((value) => value.normalize('NFKC').toLowerCase())
      .optional(),
  ),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins (https://host)' }))),
  BODY_LIMIT_BYTES: integerText(1024, 100 * 1024 * 1024).default(1024 * 1024),
  TRUST_PROXY: booleanText.default(false),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repositoryRoot, 'apps/web/dist')),
  SHUTDOWN_TIMEOUT_MS: integerText(100, 600_000).default(10_000),

  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().default(defaultPublicUrl)),
  /**
   * Other origins the portal is served at, whose requests get mail links to themselves rather than to
   * PUBLIC_URL (lib/portal-url.ts); comma-separated. Anything not listed never appears in a mail link.
   */
  PUBLIC_URL_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins (https://host)' }))),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  CAPTCHA_ENABLED: booleanText.default(true),
  SESSION_IDLE_MINUTES: integerText(5, 7 * 24 * 60).default(120),
  SESSION_MAX_HOURS: integerText(1, 90 * 24).default(24),

  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, { message: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('供應商會員平台 <no-reply@localhost>'),
  SMS_PROVIDER: z.enum(['outbox', 'mitake', 'every8d']).default('outbox'),
  MITAKE_URL: z.url().default('https://smsapi.mitake.com.tw/api/mtk/SmSend?CharsetURL=UTF-8'),
  MITAKE_USERNAME: z.string().default(''),
  MITAKE_PASSWORD: z.string().default(''),
  EVERY8D_URL: z.url().default('https://api.e8d.tw/API21/HTTP/sendSMS.ashx'),
  EVERY8D_UID: z.string().default(''),
  EVERY8D_PWD: z.string().default(''),

  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  FACEBOOK_APP_ID: z.string().default(''),
  FACEBOOK_APP_SECRET: z.string().default(''),
  FACEBOOK_GRAPH_URL: z.url().default('https://graph.facebook.com'),

  /** The company registry's open-data API (taiwan.md §2); tests point it at a local fake. */
  GCIS_BASE_URL: z.url().default('https://data.gcis.nat.gov.tw'),
  GCIS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Uploaded files (vendor documents): a directory on local disk; default `<DATA_DIR>/files`. */
  FILE_STORAGE_DIR: z.string().default(''),

  /** Where uploaded files live: `disk` (FILE_STORAGE_DIR) or `s3` (an S3-compatible bucket, below). */
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.union([z.literal(''), z.url({ message: 'must be a URL (https://s3.example)' })]).default(''),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: booleanText.default(false),

  /** Bearer token of `GET /api/metrics` (Prometheus); unset → the endpoint answers 404. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\x21-\x7e]{32,256}$/, { message: 'must be 32-256 printable characters without spaces' })
      .optional(),
  ),

  /** Importing a vendor's people from Google Sheets (Sheets API v4 with an API key); empty: the option is hidden. */
  GOOGLE_SHEETS_API_KEY: z.string().default(''),
  GOOGLE_SHEETS_BASE_URL: z.url().default('https://sheets.googleapis.com'),
  GOOGLE_SHEETS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

/** With FILE_STORAGE=s3, the bucket and its credentials must be given. */
const envWithRules = envSchema.superRefine((env, context) => {
  if (env.FILE_STORAGE !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name])
      context.addIssue({ code: 'custom', path: [name], message: 'is required when FILE_STORAGE=s3' });
  }
});

/** Every variable the portal reads (the README's configuration table lists each). */
export const envVariableNames = Object.keys(envSchema.shape);

export type Env = z.infer<typeof envSchema> & {
  /** Whether PUBLIC_URL was given, rather than its default (worked out by loadEnv). */
  publicUrlIsSet?: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Reads and validates the configuration once. This module is the only reader of `process.env`;
 * everything else receives the parsed `Env`.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envWithRules.safeParse(source);
  if (result.success) return { ...result.data, publicUrlIsSet: Boolean(source.PUBLIC_URL?.trim()) };
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const raw = source[name];
    const secret = /PASSWORD|SECRET|PWD|TOKEN|DATABASE_URL|SMTP_URL/.test(name);
    const shown = secret ? '(hidden)' : JSON.stringify(raw);
    return `${name}: ${issue.message} (got ${shown})`;
  });
  throw new EnvError(problems);
}

/** What the operator should hear about at start: settings that work, but not as production needs. */
export function configurationWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && !env.publicUrlIsSet) {
    warnings.push(
      `PUBLIC_URL is not set: links in mail point at ${defaultPublicUrl}. Set PUBLIC_URL to the address users reach the portal at.`,
    );
  }
  return warnings;
}
