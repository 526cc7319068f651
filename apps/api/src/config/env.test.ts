import { describe, expect, it } from 'vitest';
import { configurationWarnings, EnvError, loadEnv } from './env';

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
