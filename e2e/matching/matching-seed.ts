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
 * A calendar file's `DTSTART` or `DTEND` as Taipei wall time (`YYYY-MM-DD HH:mm`). The portal writes them
 * as `;TZID=Asia/Taipei` local times with the zone's VTIMEZONE in the file; anything else (UTC, floating,
 * another zone, no VTIMEZONE) fails. Lines are unfolded first, as RFC 5545 folds long ones.
 */
export function icsTaipeiTime(ics: string, property: 'DTSTART' | 'DTEND'): string {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines).toEqual(expect.arrayContaining(['BEGIN:VTIMEZONE', 'TZID:Asia/Taipei']));
  const line = lines.find((text) => text.startsWith(`${property};`)) ?? '';
  const match = /^[A-Z]+;TZID=Asia\/Taipei:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}$/.exec(line);
  if (!match) throw new Error(`no ${property} in Asia/Taipei in the calendar file: ${line}`);
  const [, year, month, dayOfMonth, hour, minute] = match;
  return `${year}-${month}-${dayOfMonth} ${hour}:${minute}`;
}
