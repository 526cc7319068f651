import { isValidUbn } from '@portal/contracts/ubn';
import type { DatabaseHandle } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/lib/password';

/** The register of a large association (issue 11 §6). */
export const seedSize = { users: 100_000, vendors: 20_000, actionLogs: 200_000, applications: 100_000 };
export const benchAdmin = { account: 'bench-admin', password: 'bench admin password 2026' };

const ubnWeights = [1, 2, 1, 2, 1, 2, 4, 1];

/** A valid UBN (the /5 rule, with the seventh-digit-7 exception) from a counter: seven digits, then the check digit. */
export function ubnFor(n: number): string {
  const stem = String(1_000_000 + n)
    .padStart(7, '0')
    .slice(-7);
  for (let last = 0; last <= 9; last += 1) {
    const ubn = `${stem}${last}`;
    const sum = ubnWeights.reduce((total, weight, index) => {
      const product = Number(ubn[index]) * weight;
      return total + Math.floor(product / 10) + (product % 10);
    }, 0);
    if (sum % 5 === 0 || (ubn[6] === '7' && (sum + 1) % 5 === 0)) return ubn;
  }
  throw new Error(`no check digit makes ${stem} valid`);
}

/**
 * Seeds the register set-wise in PostgreSQL (`generate_series`, one statement a table): members with
 * mobiles and the member role (`list-user-N`, mobile +8869 then N as eight digits), vendors owned by the
 * first members, applications (a tenth upgrades, a third pending, each applicant at most one of a kind),
 * action-log entries one a minute back from now, and an administrator. Answers the seconds it took.
 */
export async function seedRegister(database: DatabaseHandle): Promise<number> {
  const started = performance.now();
  const { pool } = database;
  const { users, vendors, actionLogs, applications } = seedSize;
  // UBNs are checksummed in JavaScript with the contracts' own rule checking each.
  const ubns = Array.from({ length: vendors + applications }, (_, n) => ubnFor(n));
  if (!ubns.every(isValidUbn)) throw new Error('a seeded UBN fails the check');
  const adminHash = await hashPassword(benchAdmin.password);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into users (id, account, name, email, mobile, created_at, updated_at)
       select uuidv7(), 'list-user-' || n, '會員' || n, 'list-user-' || n || '@example.test',
              '+8869' || lpad((10000000 + n)::text, 8, '0'),
              now() - make_interval(mins => $1 - n), now()
       from generate_series(0, $1 - 1) as n`,
      [users],
    );
    await client.query(
      `insert into user_roles (user_id, role_id)
       select u.id, r.id from users u, roles r where r.code = 'member' and u.account like 'list-user-%'`,
    );
    await client.query(
      `insert into vendors (id, ubn, name, address, phone, representative, categories, contact, created_at, updated_at)
       select uuidv7(), ubn, '示範企業' || n || '股份有限公司', '臺北市中正區重慶南路一段' || n || '號',
              '02-2345-6789', '代表人' || n, array['電子零組件'],
              jsonb_build_object('name', '聯絡人' || n, 'contact_Title', null, 'position', null,
                                 'email', 'contact-' || n || '@example.test', 'mobile', '+886912345678'),
              now() - make_interval(mins => $1 - n), now()
       from unnest($2::text[]) with ordinality as t(ubn, k), lateral (select (k - 1)::int as n) as i`,
      [vendors, ubns.slice(0, vendors)],
    );
    await client.query(
      `insert into vendor_members (user_id, vendor_id, role)
       select u.id, v.id, 'owner'
       from (select id, row_number() over (order by created_at) as k from vendors) v
       join (select id, row_number() over (order by created_at) as k from users where account like 'list-user-%') u
         using (k)`,
    );
    // Applicant n is list-user-n: one application each, so "one pending per applicant and kind" holds.
    await client.query(
      `insert into vendor_applications (id, kind, applicant_id, ubn, status, company, registry_verified, created_at, updated_at)
       select uuidv7(), case when n % 10 = 0 then 'upgrade' else 'apply' end, u.id, t.ubn,
              case when n % 3 = 0 then 'pending' when n % 3 = 1 then 'accepted' else
                (case when n % 2 = 0 then 'rejected' else 'withdrawn' end) end,
              jsonb_build_object('name', '示範企業' || n || '股份有限公司', 'address', '臺北市中正區重慶南路一段' || n || '號',
                'phone', '02-2345-6789', 'representative', '代表人' || n, 'categories', jsonb_build_array('電子零組件'),
                'contact', jsonb_build_object('name', '聯絡人' || n, 'email', 'contact-' || n || '@example.test',
                                              'mobile', '+886912345678')),
              n % 4 <> 0, now() - make_interval(mins => 10 * ($1 - n)), now()
       from unnest($2::text[]) with ordinality as t(ubn, k), lateral (select (k - 1)::int as n) as i
       join users u on u.account = 'list-user-' || n`,
      [applications, ubns.slice(vendors)],
    );
    await client.query(
      `insert into action_logs (id, created_at, action, entity_type, entity_id, before, after, ip)
       select uuidv7(), now() - make_interval(mins => n), 'update', 'user', 'list-user-' || (n % $2),
              jsonb_build_object('name', '會員' || n), jsonb_build_object('name', '會員' || n || '改'), '10.0.0.1'
       from generate_series(0, $1 - 1) as n`,
      [actionLogs, users],
    );
    await client.query(
      `with admin as (
         insert into users (id, account, name, password_hash) values (uuidv7(), $1, '管理員', $2) returning id)
       insert into user_roles (user_id, role_id) select admin.id, r.id from admin, roles r where r.code = 'system-admin'`,
      [benchAdmin.account, adminHash],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
  // Vacuumed and analysed, as autovacuum leaves freshly filled tables on a running database: the
  // visibility map lets a deep page walk its index alone instead of visiting every row it skips.
  await pool.query('vacuum analyze');
  return (performance.now() - started) / 1000;
}
