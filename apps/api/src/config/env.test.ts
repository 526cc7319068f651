import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configurationWarnings, EnvError, envVariableNames, loadEnv, repositoryRoot } from './env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadEnv', () => {
  it('fills every default from an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      ADMIN_ACCOUNT: 'admin',
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      BODY_LIMIT_BYTES: 1_048_576,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it('parses given values', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: 'true',
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe('postgres://u:p@db:5432/portal');
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.TRUST_PROXY).toBe(true);
  });

  it('reads ADMIN_EMAIL as a lower-case address, refuses one that is not, and NODE_ENV as given', () => {
    expect(loadEnv({}).ADMIN_EMAIL).toBeUndefined();
    expect(loadEnv({ ADMIN_EMAIL: '' }).ADMIN_EMAIL).toBeUndefined();
    expect(loadEnv({ ADMIN_EMAIL: 'It@Association.org.tw' }).ADMIN_EMAIL).toBe('it@association.org.tw');
    expect(problemsOf({ ADMIN_EMAIL: 'it-department' })[0]).toMatch(
      /^ADMIN_EMAIL: must be an e-mail address/,
    );
    expect(loadEnv({}).NODE_ENV).toBe('development');
    expect(loadEnv({ NODE_ENV: 'production' }).NODE_ENV).toBe('production');
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names each bad variable and the value it got', () => {
    const problems = problemsOf({ PORT: 'abc', TRUST_PROXY: 'maybe', LOG_LEVEL: 'loud' });
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('PORT:'))).toContain('"abc"');
    expect(problems.some((p) => p.startsWith('TRUST_PROXY:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('LOG_LEVEL:'))).toBe(true);
  });

  it('rejects a port out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT: must be at most 65535/);
  });

  it('never echoes secrets in its messages', () => {
    const problems = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@x/db', ADMIN_PASSWORD: 'short' });
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).not.toMatch(/hunter2|short"/);
    expect(problems.join('\n')).toContain('(hidden)');
  });

  it('rejects a CORS entry that is not an origin', () => {
    expect(problemsOf({ CORS_ORIGINS: 'not a url' })[0]).toMatch(/^CORS_ORIGINS:/);
  });

  it('warns in production when PUBLIC_URL is unset (mail would link to localhost), not otherwise', () => {
    expect(configurationWarnings(loadEnv({ NODE_ENV: 'production' }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
    ]);
    expect(configurationWarnings(loadEnv({ NODE_ENV: 'production', PUBLIC_URL: '' }))).toHaveLength(1);
    expect(
      configurationWarnings(loadEnv({ NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.tw' })),
    ).toEqual([]);
    expect(configurationWarnings(loadEnv({}))).toEqual([]);
  });
});

describe('object storage and metrics settings', () => {
  it('keeps local disk by default and needs the bucket and credentials for s3', () => {
    expect(loadEnv({}).FILE_STORAGE).toBe('disk');
    expect(problemsOf({ FILE_STORAGE: 's3' })).toEqual([
      'S3_BUCKET: is required when FILE_STORAGE=s3 (got undefined)',
      'S3_ACCESS_KEY_ID: is required when FILE_STORAGE=s3 (got undefined)',
      'S3_SECRET_ACCESS_KEY: is required when FILE_STORAGE=s3 (got (hidden))',
    ]);
    const env = loadEnv({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'portal',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, S3_BUCKET: 'portal' });
    expect(problemsOf({ FILE_STORAGE: 'ftp' })[0]).toMatch(/^FILE_STORAGE:/);
    expect(problemsOf({ S3_ENDPOINT: 'not a url' })[0]).toMatch(/^S3_ENDPOINT: must be a URL/);
  });

  it('takes a long METRICS_TOKEN only, and never prints it', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: 'm'.repeat(32) }).METRICS_TOKEN).toBe('m'.repeat(32));
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([
      'METRICS_TOKEN: must be 32-256 printable characters without spaces (got (hidden))',
    ]);
  });
});

describe('README configuration table', () => {
  it('lists every variable the portal reads', async () => {
    const readme = await readFile(path.join(repositoryRoot, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'));
    const missing = envVariableNames.filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
    expect(envVariableNames).toContain('S3_FORCE_PATH_STYLE');
  });
});
