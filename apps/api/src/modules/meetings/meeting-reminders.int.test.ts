import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../../../test/test-app';
import { connectDatabase, type DatabaseHandle } from '../../db/client';
import { createServices, type Services } from '../../services';
import { type MembersWorld, startMembersWorld } from '../vendor-members/vendor-members.fixtures';
import { meetingRemindersQueue } from './meeting-reminders';
import { accept, type MeetingCallers, mailsTo, meetingCallers, proposal, propose } from './meetings.fixtures';

const quiet = { info() {}, warn() {}, error() {} };

let world: MembersWorld;
let who: MeetingCallers;
let secondPool: DatabaseHandle;
let first: Services;
const build = (database: DatabaseHandle, runJobs: boolean) =>
  createServices({ config: testEnv(), database, clock: world.clock, log: quiet, runJobs });
let second: Services;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await meetingCallers(world);
  // Two instances: each its own pool and service graph, one database, the same (injected) clock.
  secondPool = connectDatabase(world.database.url, { poolMax: 5 });
  // Their sweeps are called by hand below (a running schedule would sweep on its own as well).
  first = await build({ pool: world.database.pool, db: world.db }, false);
  second = await build(secondPool, false);
});
afterAll(async () => {
  await first?.jobs.stop();
  await second?.jobs.stop();
  await secondPool?.pool.end();
  await world.close();
});

const reminders = async (email: string) =>
  (await mailsTo(world, email, 'meeting-reminder')).map((mail) => mail.bodyText);

describe('meeting reminders', () => {
  it('are a schedule of the one job runner', async () => {
    const server = await build({ pool: world.database.pool, db: world.db }, true);
    await server.jobs.start();
    await server.jobs.stop();
    const rows = await world.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule where name = ${meetingRemindersQueue}`,
    );
    expect(rows.rows).toEqual([{ name: meetingRemindersQueue, cron: '* * * * *' }]);
  });

  it('go out 24 hours and 1 hour before, once, when two instances sweep at the same moment', async () => {
    const start = new Date(world.clock.now().getTime() + 30 * 3_600_000);
    const meeting = await propose(
      world,
      who.buyer,
      proposal(who.a.vendor.id, [
        { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() },
      ]),
    );
    expect((await accept(world, who.a.owner, meeting)).statusCode).toBe(200);
    const sweep = () => Promise.all([first.meetingReminders.runOnce(), second.meetingReminders.runOnce()]);

    expect(await sweep()).toEqual([0, 0]);
    expect(await reminders(who.buyer.email)).toEqual([]);

    world.clock.advance(7 * 3600); // 23 hours before
    expect((await sweep()).reduce((a, b) => a + b)).toBe(1);
    expect(await sweep()).toEqual([0, 0]);
    for (const person of [who.buyer, who.a.owner, who.a.manager]) {
      const mails = await reminders(person.email);
      expect(mails, person.name).toHaveLength(1);
      expect(mails[0]).toContain('24');
    }

    world.clock.advance(22.5 * 3600); // half an hour before
    expect((await sweep()).reduce((a, b) => a + b)).toBe(1);
    expect(await sweep()).toEqual([0, 0]);
    const buyerMails = await reminders(who.buyer.email);
    expect(buyerMails).toHaveLength(2);
    expect(buyerMails[1]).toContain(' 1 ');

    world.clock.advance(2 * 3600); // over: nothing more
    expect(await sweep()).toEqual([0, 0]);
    expect(await reminders(who.a.owner.email)).toHaveLength(2);
  });
});
