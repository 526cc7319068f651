import type { InquiryList, InquirySummary, InquiryThread } from '@portal/contracts/inquiry';
import { systemRoleCodes } from '@portal/contracts/permissions';
import type { Product } from '@portal/contracts/product';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { vendorMembers } from '../../db/vendor-schema';
import { minimalPdf, uploadDocument } from '../files/documents.fixtures';
import { productBody, productCatalogue } from '../products/products.fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';

/**
 * Everyone an inquiry route is tried with: the buyer who writes, vendor A's owner, manager, a member the
 * owner allowed and one not allowed, vendor B's owner, a third buyer, and staff holding every permission.
 */
export async function inquiryCallers(world: MembersWorld) {
  const a = await vendorWithPeople(world, '甲公司');
  const allowed = await person(world, { name: '甲公司業務' });
  await world.db.insert(vendorMembers).values({ vendorId: a.vendor.id, userId: allowed.id, role: 'member' });
  const b = await vendorWithPeople(world, '乙公司');
  const buyer = await person(world, { name: '採購王' });
  const thirdBuyer = await person(world, { name: '路人甲' });
  const staff = await person(world, { role: systemRoleCodes.administrator, name: '系統管理員' });
  const allow = await call(world, a.owner, {
    method: 'POST',
    url: `/Message/Answerers/${allowed.id}`,
    payload: { allowed: true },
  });
  expect(allow.statusCode, allow.body).toBe(200);
  return { a, allowed, b, buyer, thirdBuyer, staff };
}
export type InquiryCallers = Awaited<ReturnType<typeof inquiryCallers>>;

/** A published product of vendor A (staff make the catalogue, A's manager publishes). */
export async function publishedProduct(
  world: MembersWorld,
  who: InquiryCallers,
  nameZh = '不鏽鋼螺絲',
): Promise<Product> {
  const catalogue = await productCatalogue(world, who.staff);
  const response = await call(world, who.a.manager, {
    method: 'PUT',
    url: '/Product',
    payload: productBody(catalogue, { nameZh, status: 'published' }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payload: Product }).payload;
}

export async function writeInquiry(
  world: MembersWorld,
  buyer: Person,
  body: {
    vendorId: string;
    productId?: string | null;
    subject?: string;
    body?: string;
    attachmentIds?: string[];
  },
): Promise<InquiryThread> {
  const response = await call(world, buyer, {
    method: 'PUT',
    url: '/Message',
    payload: { subject: '詢問報價', body: '請問 1000 個的報價？', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payload: InquiryThread }).payload;
}

export async function replyTo(
  world: MembersWorld,
  who: Person,
  threadId: string,
  body: string,
  attachmentIds: string[] = [],
) {
  const response = await call(world, who, {
    method: 'POST',
    url: `/Message/${threadId}`,
    payload: { body, attachmentIds },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payload: InquiryThread }).payload;
}

export async function mailbox(
  world: MembersWorld,
  who: Person,
  condition: Record<string, unknown> = {},
): Promise<InquiryList> {
  const query = new URLSearchParams({ condition: JSON.stringify(condition) });
  const response = await call(world, who, { method: 'GET', url: `/Message?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payload: InquiryList }).payload;
}

export const idsOf = (list: { data: InquirySummary[] }) => list.data.map((row) => row.id);

export async function uploadedDocument(
  world: MembersWorld,
  who: Person,
  fileName = '規格書.pdf',
): Promise<string> {
  const response = await uploadDocument(world.app, who.token, { bytes: minimalPdf(), fileName });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Takes a person out of their vendor (as the vendor's people tests do through the routes). */
export async function removeMembership(world: MembersWorld, userId: string) {
  await world.db.delete(vendorMembers).where(eq(vendorMembers.userId, userId));
}
