import type { InquiryThread } from '@portal/contracts/inquiry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  startMembersWorld,
} from '../vendor-members/vendor-members.fixtures';
import {
  type InquiryCallers,
  inquiryCallers,
  mailbox,
  publishedProduct,
  uploadedDocument,
  writeInquiry,
} from './inquiries.fixtures';

let world: MembersWorld;
let who: InquiryCallers;
let thread: InquiryThread;
let fileId: string;

beforeAll(async () => {
  world = await startMembersWorld();
  who = await inquiryCallers(world);
  const product = await publishedProduct(world, who);
  fileId = await uploadedDocument(world, who.buyer);
  thread = await writeInquiry(world, who.buyer, {
    vendorId: who.a.vendor.id,
    productId: product.id,
    subject: '螺絲報價',
    attachmentIds: [fileId],
  });
});
afterAll(() => world.close());

/** Every call on one thread, with a body each accepts. */
function routesOn(id: string) {
  return [
    { method: 'GET' as const, url: `/Message/${id}` },
    { method: 'POST' as const, url: `/Message/${id}`, payload: { body: '回覆' } },
    { method: 'DELETE' as const, url: `/Message/${id}` },
    { method: 'POST' as const, url: `/Message/${id}/Unarchive` },
    { method: 'POST' as const, url: `/Message/${id}/Read`, payload: { read: true } },
    { method: 'GET' as const, url: `/Message/${id}/Attachments/${fileId}` },
  ];
}

describe('a thread’s two sides', () => {
  it('answers every call to the buyer who wrote, the vendor’s owner, manager and allowed member', async () => {
    const insiders: [string, Person][] = [
      ['buyer', who.buyer],
      ['owner', who.a.owner],
      ['manager', who.a.manager],
      ['allowed member', who.allowed],
    ];
    for (const [label, insider] of insiders) {
      for (const route of routesOn(thread.id)) {
        const response = await call(world, insider, route);
        expect(response.statusCode, `${label} ${route.method} ${route.url}: ${response.body}`).toBe(200);
        if (route.url.includes('/Attachments/')) {
          expect(response.headers['content-disposition']).toContain('attachment');
        } else {
          expect(Object.keys(response.json() as object)).toEqual(['payload']);
        }
      }
    }
  });

  it('logs each new thread and reply in the action log, without their text', async () => {
    const entries = await entriesAbout(world.db, 'inquiry', thread.id);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', who.buyer.id],
      ['update', who.buyer.id],
      ['update', who.a.owner.id],
      ['update', who.a.manager.id],
      ['update', who.allowed.id],
    ]);
    expect(JSON.stringify(entries)).not.toContain('回覆');
  });
});

describe('everyone outside the thread (BOLA)', () => {
  it('gets 404 on every call: a member not allowed, another vendor’s owner, a third buyer, staff with every permission', async () => {
    const before = (await call(world, who.buyer, { method: 'GET', url: `/Message/${thread.id}` })).json() as {
      payload: InquiryThread;
    };
    const outsiders: [string, Person][] = [
      ['member not allowed', who.a.member],
      ['vendor B owner', who.b.owner],
      ['third buyer', who.thirdBuyer],
      ['staff with every permission', who.staff],
    ];
    for (const [label, outsider] of outsiders) {
      for (const route of routesOn(thread.id)) {
        const response = await call(world, outsider, route);
        expect(response.statusCode, `${label} ${route.method} ${route.url}`).toBe(404);
        expect(response.body).not.toContain('螺絲報價');
      }
      const list = await mailbox(world, outsider);
      expect(list.data.map((row) => row.id)).not.toContain(thread.id);
    }
    // Nothing they tried changed the thread.
    const after = (await call(world, who.buyer, { method: 'GET', url: `/Message/${thread.id}` })).json() as {
      payload: InquiryThread;
    };
    expect(after.payload.messages).toHaveLength(before.payload.messages.length);
  });

  it('gets 404 for a thread id that does not exist, the same answer', async () => {
    const missing = '0192f1f0-0000-7000-8000-000000000000';
    for (const route of routesOn(missing)) {
      expect((await call(world, who.buyer, route)).statusCode).toBe(404);
    }
  });

  it('refuses strangers (401) on every call', async () => {
    for (const route of [...routesOn(thread.id), { method: 'GET' as const, url: '/Message' }]) {
      expect((await call(world, null, route)).statusCode).toBe(401);
    }
  });

  it('shows the not-allowed member an empty mailbox that says why', async () => {
    const list = await mailbox(world, who.a.member);
    expect(list).toMatchObject({ totalCount: 0, data: [], mailbox: { side: 'none', canCompose: false } });
  });
});

describe('who writes a new inquiry', () => {
  it('refuses people of a vendor (403), whatever their role', async () => {
    for (const insider of [who.a.owner, who.a.manager, who.a.member, who.b.owner]) {
      const response = await call(world, insider, {
        method: 'PUT',
        url: '/Message',
        payload: { vendorId: who.b.vendor.id, subject: '問', body: '問' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errors: [{ code: 'INQUIRY_BUYERS_ONLY' }] });
    }
  });
});

describe('answerers (owners choose)', () => {
  it('lists the vendor’s people to its owner only', async () => {
    const response = await call(world, who.a.owner, { method: 'GET', url: '/Message/Answerers' });
    expect(response.statusCode).toBe(200);
    const people = (response.json() as { payload: { userId: string; allowed: boolean }[] }).payload;
    expect(people.find((p) => p.userId === who.allowed.id)?.allowed).toBe(true);
    expect(people.find((p) => p.userId === who.a.member.id)?.allowed).toBe(false);
    expect(people.find((p) => p.userId === who.a.manager.id)?.allowed).toBe(true);
    for (const other of [who.a.manager, who.a.member, who.buyer, who.staff]) {
      expect((await call(world, other, { method: 'GET', url: '/Message/Answerers' })).statusCode).toBe(403);
    }
  });

  it('lets only the owner change a member’s flag, logged; another vendor’s member is 404', async () => {
    const url = `/Message/Answerers/${who.a.member.id}`;
    for (const other of [who.a.manager, who.allowed, who.staff, who.buyer]) {
      expect((await call(world, other, { method: 'POST', url, payload: { allowed: true } })).statusCode).toBe(
        403,
      );
    }
    // Another vendor's owner does not reach A's people: as if they did not exist.
    expect(
      (await call(world, who.b.owner, { method: 'POST', url, payload: { allowed: true } })).statusCode,
    ).toBe(404);
    const foreign = await call(world, who.a.owner, {
      method: 'POST',
      url: `/Message/Answerers/${who.b.member.id}`,
      payload: { allowed: true },
    });
    expect(foreign.statusCode).toBe(404);
    const manager = await call(world, who.a.owner, {
      method: 'POST',
      url: `/Message/Answerers/${who.a.manager.id}`,
      payload: { allowed: false },
    });
    expect(manager.statusCode).toBe(409);
    expect(manager.json()).toMatchObject({ errors: [{ code: 'INQUIRY_NOT_A_MEMBER' }] });

    const allowed = await call(world, who.a.owner, { method: 'POST', url, payload: { allowed: true } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(
      (await call(world, who.a.member, { method: 'GET', url: `/Message/${thread.id}` })).statusCode,
    ).toBe(200);
    const revoked = await call(world, who.a.owner, { method: 'POST', url, payload: { allowed: false } });
    expect(revoked.statusCode).toBe(200);
    expect(
      (await call(world, who.a.member, { method: 'GET', url: `/Message/${thread.id}` })).statusCode,
    ).toBe(404);
    const entries = await entriesAbout(world.db, 'inquiry-answerer', who.a.member.id);
    expect(entries.map((entry) => [entry.actorId, entry.before, entry.after])).toEqual([
      [who.a.owner.id, { allowed: false }, { allowed: true }],
      [who.a.owner.id, { allowed: true }, { allowed: false }],
    ]);
  });
});
