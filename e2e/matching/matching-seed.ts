import { expect, type Page } from '@playwright/test';
import { readMailedLink } from '../support/mails';
import { apiToken } from '../support/seed-api';
import { signUpThroughApi, type TestUser } from '../support/users';

/** The manager signs up and joins the owner's vendor by the owner's invitation (through the API). */
export async function joinAsManager(page: Page, owner: TestUser, manager: TestUser) {
  await signUpThroughApi(page, manager);
  const ownerToken = await apiToken(page.request, owner, owner.address);
  const since = new Date(Date.now() - 1000);
  const invited = await page.request.post('/api/v1/Vendor/Invite', {
    headers: { authorization: `Bearer ${ownerToken}`, 'x-forwarded-for': owner.address },
    data: { email: manager.email, role: 'manager' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = await readMailedLink(manager.email, since, /#token=([A-Za-z0-9_-]+)/);
  const accepted = await page.request.post('/api/v1/VendorInvitation/Accept', {
    headers: { authorization: `Bearer ${await apiToken(page.request, manager, manager.address)}` },
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** A Taipei day `days` from today, as `YYYY-MM-DD`, and how many weeks (Monday first) it lies ahead. */
export function taipeiDayAhead(days: number) {
  const taipeiNow = new Date(Date.now() + 8 * 3_600_000);
  const today = Date.UTC(taipeiNow.getUTCFullYear(), taipeiNow.getUTCMonth(), taipeiNow.getUTCDate());
  const day = new Date(today + days * 86_400_000);
  const monday = (time: number) => time - ((new Date(time).getUTCDay() + 6) % 7) * 86_400_000;
  return {
    day: day.toISOString().slice(0, 10),
    weeksAhead: Math.round((monday(day.getTime()) - monday(today)) / (7 * 86_400_000)),
  };
}

/**
 * A calendar file's `DTSTART` or `DTEND` as Taipei wall time (`YYYY-MM-DD HH:mm`), whether it is written
 * in UTC (`…Z`) or with `TZID=Asia/Taipei` (lines unfolded first, as RFC 5545 folds long ones).
 */
export function icsTaipeiTime(ics: string, property: 'DTSTART' | 'DTEND'): string {
  const lines = ics.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  const line = lines.find((text) => text.startsWith(`${property}:`) || text.startsWith(`${property};`));
  const match = /^[^:]*?(;TZID=([^:;]+))?[^:]*:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(
    line ?? '',
  );
  if (!match) throw new Error(`no ${property} in the calendar file: ${line}`);
  const [, , zone, year, month, dayOfMonth, hour, minute, , utc] = match;
  const wall = Date.UTC(Number(year), Number(month) - 1, Number(dayOfMonth), Number(hour), Number(minute));
  if (!utc && zone !== 'Asia/Taipei') throw new Error(`an unexpected time zone: ${line}`);
  const taipei = new Date(utc ? wall + 8 * 3_600_000 : wall).toISOString();
  return `${taipei.slice(0, 10)} ${taipei.slice(11, 16)}`;
}
