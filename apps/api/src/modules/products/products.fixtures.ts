import { systemRoleCodes } from '@portal/contracts/permissions';
import type { Product } from '@portal/contracts/product';
import { expect } from 'vitest';
import { bearer, createUser, signIn } from '../../../test/identity-fixtures';
import { jpegOf, uploadImage } from '../images/images.fixtures';
import {
  call,
  type MembersWorld,
  type Person,
  person,
  vendorWithPeople,
} from '../vendor-members/vendor-members.fixtures';

/** Everyone a product route is tried with. */
export async function productCallers(world: MembersWorld) {
  const a = await vendorWithPeople(world, '甲公司');
  const b = await vendorWithPeople(world, '乙公司');
  const buyer = await person(world, { name: '採購者' });
  const staff = await person(world, { role: systemRoleCodes.staff, name: '承辦人' });
  // Staff holding neither vendors:read nor vendors:audit.
  const plain = await createUser(world.db, { permissions: ['users:read', 'categories:write'] });
  const plainToken = await signIn(world.app, plain.account);
  const staffWithout: Person = {
    id: plain.id,
    account: plain.account,
    email: plain.email ?? '',
    name: plain.name,
    token: plainToken,
    headers: bearer(plainToken),
  };
  return { a, b, buyer, staff, staffWithout };
}
export type ProductCallers = Awaited<ReturnType<typeof productCallers>>;

/** A product category, a required number attribute (kg) and a single-choice one with two choices. */
export async function productCatalogue(world: MembersWorld, staff: Person) {
  const category = await call(world, staff, {
    method: 'POST',
    url: '/Category',
    payload: { kind: 'product', nameZh: '螺絲', parentId: null },
  });
  expect(category.statusCode, category.body).toBe(201);
  const categoryId = (category.json() as { id: string }).id;
  const weight = await call(world, staff, {
    method: 'POST',
    url: '/Attributes',
    payload: {
      nameZh: '重量',
      type: 'number',
      unitZh: '公斤',
      unitEn: 'kg',
      isRequired: true,
      categoryIds: [categoryId],
    },
  });
  expect(weight.statusCode, weight.body).toBe(201);
  const material = await call(world, staff, {
    method: 'POST',
    url: '/Attributes',
    payload: { nameZh: '材質', type: 'single', categoryIds: [categoryId] },
  });
  expect(material.statusCode, material.body).toBe(201);
  const materialId = (material.json() as { id: string }).id;
  const choices: string[] = [];
  for (const nameZh of ['不鏽鋼', '碳鋼']) {
    const choice = await call(world, staff, {
      method: 'POST',
      url: '/AttributeValues',
      payload: { attributeId: materialId, nameZh },
    });
    expect(choice.statusCode, choice.body).toBe(201);
    choices.push((choice.json() as { id: string }).id);
  }
  return { categoryId, weightId: (weight.json() as { id: string }).id, materialId, choices };
}
export type ProductCatalogue = Awaited<ReturnType<typeof productCatalogue>>;

/** A valid body for `PUT /Product` in the catalogue's category. */
export function productBody(catalogue: ProductCatalogue, overrides: Record<string, unknown> = {}) {
  return {
    nameZh: '臺北精密螺絲',
    nameEn: 'Taipei Precision Screw',
    descriptionZh: '<p>耐用的<strong>螺絲</strong></p>',
    categoryId: catalogue.categoryId,
    attributeValues: [
      { attributeId: catalogue.weightId, value: 1.5 },
      { attributeId: catalogue.materialId, value: catalogue.choices[0] },
    ],
    priceMin: 100,
    priceMax: 200,
    minOrderQuantity: 500,
    orderUnit: '個',
    leadTimeDays: 14,
    ...overrides,
  };
}

/** Creates a product as `who`, expecting success; answers the payload. */
export async function createProduct(
  world: MembersWorld,
  who: Person,
  body: Record<string, unknown>,
): Promise<Product> {
  const response = await call(world, who, { method: 'PUT', url: '/Product', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { payload: Product }).payload;
}

/** Uploads `count` distinct JPEGs as `who`; answers their ids in upload order. */
export async function uploadPictures(
  world: MembersWorld,
  who: Person,
  count: number,
  size = 40,
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await uploadImage(world.app, who.token, { bytes: await jpegOf(size + index, size) });
    expect(response.statusCode, response.body).toBe(201);
    ids.push((response.json() as { id: string }).id);
  }
  return ids;
}
