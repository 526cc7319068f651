import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { readMailedLink } from '../support/mails';
import { apiToken, vendorWithOwner } from '../support/seed-api';
import { newTestUser, signUpThroughApi } from '../support/users';

/** Who a seeding call is sent as: a bearer token, from the person's own address (not the browser's). */
export interface Actor {
  token: string;
  address: string;
}

/** Sends `data` as `actor` and answers the JSON body, once the status is the expected one. */
export async function send<T>(
  request: APIRequestContext,
  method: 'post' | 'put',
  url: string,
  actor: Actor,
  data: Record<string, unknown> | undefined,
  status = 200,
): Promise<T> {
  const response = await request[method](`/api/v1/${url}`, {
    headers: { authorization: `Bearer ${actor.token}`, 'x-forwarded-for': actor.address },
    data,
  });
  expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** A short tag of this run, so seeded names are the journey's own. */
export const runTag = () => Date.now().toString(36).slice(-5);

/** A vendor registered by staff for its owner, with the seeding actors of both. */
export async function vendorOf(page: Page, tag: string) {
  const owner = newTestUser('d-owner');
  const vendorName = `儀表板測試${tag}股份有限公司`;
  const vendor = await vendorWithOwner(page, owner, vendorName);
  return {
    id: vendor.id,
    owner,
    vendorName,
    asAdmin: { token: vendor.adminToken, address: owner.address },
    asOwner: { token: vendor.ownerToken, address: owner.address },
  };
}

/** A person signed up through the API, with their seeding actor. */
export async function signedUp(page: Page, prefix: string) {
  const person = newTestUser(prefix);
  await signUpThroughApi(page, person);
  const token = await apiToken(page.request, person, person.address);
  return { person, as: { token, address: person.address } };
}

/**
 * A vendor and a buyer who deals with it, all through the API: the buyer (in no vendor) asks to join
 * it, writes it two inquiries and proposes a meeting in 10 minutes, which the owner accepts.
 */
export async function vendorWithBuyer(page: Page, tag: string) {
  const vendor = await vendorOf(page, tag);
  const { person: buyer, as: asBuyer } = await signedUp(page, 'd-buyer');
  const { request } = page;
  const joining = { vendorId: vendor.id, message: '請讓我加入。' };
  await send(request, 'post', 'VendorJoinRequest', asBuyer, joining, 201);
  const inquiries = [`螺栓報價${tag}`, `交期詢問${tag}`];
  for (const subject of inquiries) {
    const body = '請問 500 個 M8 螺栓的報價與交期？';
    await send(request, 'put', 'Message', asBuyer, { vendorId: vendor.id, subject, body });
  }
  const meeting = `工廠參訪${tag}`;
  const meetingStart = new Date(Date.now() + 10 * 60_000);
  const slot = {
    start: meetingStart.toISOString(),
    end: new Date(meetingStart.getTime() + 3_600_000).toISOString(),
  };
  const proposed = await send<{ payload: { id: string; slots: { id: string }[] } }>(
    request,
    'put',
    'Meeting',
    asBuyer,
    { subject: meeting, vendorId: vendor.id, slots: [slot] },
  );
  const slotId = proposed.payload.slots[0]?.id;
  await send(request, 'post', `Meeting/${proposed.payload.id}/Accept`, vendor.asOwner, { slotId });
  return { ...vendor, buyer, asBuyer, inquiries, meeting, meetingStart };
}

/** A category of its own for the vendor (made by staff), and products in it, so many of each status. */
export async function productsOf(
  request: APIRequestContext,
  vendor: { asAdmin: Actor; asOwner: Actor },
  tag: string,
  counts: { draft: number; published: number; archived: number },
) {
  const category = { nameZh: `儀表板零件${tag}`, nameEn: `Dashboard parts ${tag}` };
  const body = { kind: 'product', ...category, parentId: null };
  const { id: categoryId } = await send<{ id: string }>(
    request,
    'post',
    'Category',
    vendor.asAdmin,
    body,
    201,
  );
  for (const [status, count] of Object.entries(counts)) {
    for (let index = 1; index <= count; index += 1) {
      const product = { nameZh: `儀表板螺帽${tag}-${status}-${index}`, categoryId, status };
      await send(request, 'put', 'Product', vendor.asOwner, product);
    }
  }
  return category;
}

/** Signs a person up and has them join the owner's vendor as `role` by the owner's invitation. */
export async function joinByInvitation(
  page: Page,
  asOwner: Actor,
  prefix: string,
  role: 'manager' | 'member',
) {
  const since = new Date(Date.now() - 1000);
  const { person, as } = await signedUp(page, prefix);
  await send(page.request, 'post', 'Vendor/Invite', asOwner, { email: person.email, role }, 201);
  const token = await readMailedLink(person.email, since, /#token=([A-Za-z0-9_-]+)/);
  await send(page.request, 'post', 'VendorInvitation/Accept', as, { token });
  return person;
}
