import { isDeepStrictEqual } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../apps/api/src/db/client';

/**
 * The first page of users as `GET /Users` answers it (every field, roles, vendor, last sign-in), built
 * by one hand-written statement: the page's twenty users first (the subqueries then run for them
 * alone), PostgreSQL writes each row's JSON, and nothing checks a session, a permission or a query.
 */
const sameAnswerStatement = `
  select json_build_object(
    'id', u.id, 'account', u.account, 'name', u.name, 'email', u.email,
    'emailVerified', u.email_verified_at is not null, 'pendingEmail', u.pending_email,
    'mobile', u.mobile, 'mobileVerified', u.mobile_verified_at is not null, 'jobTitle', u.job_title,
    'language', u.language, 'status', u.status, 'hasPassword', u.password_hash is not null,
    'roles', coalesce((
      select json_agg(json_build_object('id', r.id, 'code', r.code, 'nameZh', r.name_zh, 'nameEn', r.name_en)
        order by r.is_system desc, r.name_zh, r.id)
      from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json),
    'vendor', case when v.id is null then null
      else json_build_object('id', v.id, 'name', v.name, 'role', vm.role) end,
    'createdTime', to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'lastSignInTime', (select to_char(max(s.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      from sessions s where s.user_id = u.id)
  ) as item
  from (select * from users order by created_at desc, id desc limit 20) u
    left join vendor_members vm on vm.user_id = u.id
    left join vendors v on v.id = vm.vendor_id
  order by u.created_at desc, u.id desc`;

/** The narrow statement P2 was first measured against: seven plain columns of the same rows. */
const narrowStatement = `
  select id, account, name, email, mobile, status, created_at from users
  order by created_at desc, id desc limit 20`;

/** Two bare routes on the portal's own pool, each a prepared statement: `/same-answer` and `/narrow`. */
export async function listBaselines(
  database: DatabaseHandle,
): Promise<{ server: FastifyInstance; url: string }> {
  const server = Fastify();
  server.get('/same-answer', async () => {
    const { rows } = await database.pool.query<{ item: unknown }>({
      name: 'bench_users_same_answer',
      text: sameAnswerStatement,
    });
    return { data: rows.map((row) => row.item) };
  });
  server.get('/narrow', async () => {
    const { rows } = await database.pool.query({ name: 'bench_users_narrow', text: narrowStatement });
    return { data: rows };
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { server, url };
}

/**
 * Refuses to compare against a baseline that answers less: the bare route's page must be exactly the
 * list's, field for field, or the ratio would price a lighter answer rather than the checks.
 */
export async function assertSameAnswer(listUrl: string, token: string, baselineUrl: string): Promise<void> {
  const list = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
  const bare = await fetch(baselineUrl);
  const listData = ((await list.json()) as { data: unknown }).data;
  const bareData = ((await bare.json()) as { data: unknown }).data;
  if (!isDeepStrictEqual(listData, bareData)) {
    throw new Error(
      `the bare route's page differs from GET /Users: ${JSON.stringify(bareData).slice(0, 300)} against ${JSON.stringify(listData).slice(0, 300)}`,
    );
  }
}
