import { sql } from 'drizzle-orm';
import { qualified } from './qualified';
import { sessions, users } from './schema';

/**
 * "Someone has taken this account up": a password was set at some time, or someone signed in (by
 * password, Google or Facebook). An account not taken up is one staff made whose welcome link is still
 * unused; its e-mail is where that welcome went. A taken-up account belongs to someone, and a
 * set-password link or reset code may reach it only at an address its owner confirmed.
 */
export const userTakenUp = sql<boolean>`(${qualified(users.passwordHash)} is not null
  or ${qualified(users.passwordChangedAt)} is not null
  or exists (select 1 from ${sessions} where ${qualified(sessions.userId)} = ${qualified(users.id)}))`;
