import type { Attribute, AttributeValue } from '@portal/contracts/attributes';
import { checkAttributeValues } from '@portal/contracts/product-attribute-values';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesAbout } from '../../../test/access-fixtures';
import {
  type CatalogueCallers,
  peopleWithoutStaffRights,
  signInCatalogueCallers,
} from '../../../test/catalogue-fixtures';
import { bearer, someAddress } from '../../../test/identity-fixtures';
import { buildTestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { attributeRulesFor } from './attribute-rules.service';

let database: TestDatabase;
let app: FastifyInstance;
let callers: CatalogueCallers;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database, { env: { CAPTCHA_ENABLED: 'false' } });
  callers = await signInCatalogueCallers(app, database.db);
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

async function call(
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown>,
  token = callers.staff,
) {
  return app.inject({ method, url: `/api/v1/${url}`, headers: bearer(token), payload });
}

async function createCategory(nameZh: string, parentId: string | null = null) {
  const response = await call('POST', 'Category', { kind: 'product', nameZh, parentId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

async function createAttribute(payload: Record<string, unknown>) {
  const response = await call('POST', 'Attributes', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Attribute;
}

async function addChoice(attributeId: string, nameZh: string, sortOrder?: number) {
  const response = await call('POST', 'AttributeValues', {
    attributeId,
    nameZh,
    nameEn: `${nameZh} en`,
    sortOrder,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AttributeValue;
}

const countRows = async (table: string) =>
  (await database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]?.n;

describe('who may call the Attributes and AttributeValues routes', () => {
  it('lets staff with attributes:write write; anyone signed in reads; strangers get 401', async () => {
    const attribute = await createAttribute({ nameZh: '顏色', type: 'single' });
    const choice = await addChoice(attribute.id, '紅');
    const cases = [
      { res: 'Attributes', id: attribute.id, body: { nameZh: '色', type: 'single' } },
      { res: 'AttributeValues', id: choice.id, body: { attributeId: attribute.id, nameZh: '藍' } },
    ];
    for (const { res, id, body } of cases) {
      const writes = [
        { method: 'POST', url: `/api/v1/${res}`, payload: body },
        { method: 'PUT', url: `/api/v1/${res}`, payload: { id, ...body } },
        { method: 'POST', url: `/api/v1/${res}/Save`, payload: body },
        { method: 'DELETE', url: `/api/v1/${res}?key=${id}` },
      ] as const;
      const reads = [
        { method: 'GET', url: `/api/v1/${res}` },
        { method: 'GET', url: `/api/v1/${res}/${id}` },
      ] as const;
      for (const token of peopleWithoutStaffRights(callers)) {
        for (const write of writes) {
          const response = await app.inject({ ...write, headers: bearer(token) });
          expect(response.statusCode, `${write.method} ${write.url}`).toBe(403);
        }
        for (const read of reads)
          expect((await app.inject({ ...read, headers: bearer(token) })).statusCode).toBe(200);
      }
      for (const request of [...writes, ...reads]) {
        const response = await app.inject({ ...request, remoteAddress: someAddress() });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      }
    }
    expect(await countRows('attributes')).toBe(1);
    expect(await countRows('attribute_values')).toBe(1);
    const read = await app.inject({
      url: `/api/v1/Attributes/${attribute.id}`,
      headers: bearer(callers.staff),
    });
    expect(read.json()).toMatchObject({ nameZh: '顏色', values: [{ nameZh: '紅' }] });
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/Attributes?key=${attribute.id}`,
      headers: bearer(callers.staff),
    });
  });
});

describe('Attributes resource', () => {
  it('creates an attribute of each type with its categories, updates and deletes it, each logged', async () => {
    const tools = await createCategory('工具');
    const weight = await createAttribute({
      nameZh: '重量',
      nameEn: 'Weight',
      type: 'number',
      unitZh: '公斤',
      unitEn: 'kg',
      isRequired: true,
      categoryIds: [tools.id],
    });
    expect(weight).toMatchObject({
      type: 'number',
      unitZh: '公斤',
      unitEn: 'kg',
      isRequired: true,
      categoryIds: [tools.id],
      values: [],
    });
    for (const type of ['text', 'single', 'multiple', 'boolean']) {
      await createAttribute({ nameZh: `屬性-${type}`, type });
    }
    const put = await call('PUT', 'Attributes', {
      id: weight.id,
      nameZh: '淨重',
      type: 'number',
      unitZh: '克',
      categoryIds: [],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      nameZh: '淨重',
      nameEn: '淨重',
      unitEn: '克',
      isRequired: false,
      categoryIds: [],
    });
    const saved = await call('POST', 'Attributes/Save', {
      id: weight.id,
      nameZh: '重量',
      type: 'number',
      unitZh: '克',
      unitEn: 'g',
    });
    expect(saved.statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/Attributes?key=${weight.id}`,
      headers: bearer(callers.staff),
    });
    expect(deleted.statusCode).toBe(200);
    const entries = await entriesAbout(database.db, 'attribute', weight.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(entries[0]?.after).toMatchObject({ categoryIds: [tools.id], valueIds: [] });
  });

  it('keeps choices in order, moves one in a single call, and deletes them with their attribute', async () => {
    const finish = await createAttribute({ nameZh: '表面處理', type: 'multiple' });
    const anodized = await addChoice(finish.id, '陽極');
    await addChoice(finish.id, '噴砂');
    const painted = await addChoice(finish.id, '烤漆', 0);
    const order = async () =>
      (await app.inject({ url: `/api/v1/Attributes/${finish.id}`, headers: bearer(callers.buyer) }))
        .json()
        .values.map((value: AttributeValue) => [value.nameZh, value.sortOrder]);
    expect(await order()).toEqual([
      ['烤漆', 0],
      ['陽極', 1],
      ['噴砂', 2],
    ]);
    const moved = await call('PUT', 'AttributeValues', {
      id: anodized.id,
      attributeId: finish.id,
      nameZh: '陽極處理',
      sortOrder: 9,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await order()).toEqual([
      ['烤漆', 0],
      ['噴砂', 1],
      ['陽極處理', 2],
    ]);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/AttributeValues?key=${painted.id}`,
      headers: bearer(callers.staff),
    });
    expect(removed.statusCode).toBe(200);
    expect(await order()).toEqual([
      ['噴砂', 0],
      ['陽極處理', 1],
    ]);
    const listed = await app.inject({
      url: `/api/v1/AttributeValues?condition=${encodeURIComponent(JSON.stringify({ attributeId: finish.id }))}`,
      headers: bearer(callers.vendorOwner),
    });
    expect(listed.json().totalCount).toBe(2);
    await app.inject({
      method: 'DELETE',
      url: `/api/v1/Attributes?key=${finish.id}`,
      headers: bearer(callers.staff),
    });
    expect(
      (await app.inject({ url: `/api/v1/AttributeValues/${anodized.id}`, headers: bearer(callers.staff) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses choices on a non-choice attribute, a choice moving attribute, and dropping the choice type while choices exist', async () => {
    const size = await createAttribute({ nameZh: '尺寸', type: 'text' });
    const onText = await call('POST', 'AttributeValues', { attributeId: size.id, nameZh: '大' });
    expect(onText.statusCode).toBe(409);
    expect(onText.json().errors[0]).toMatchObject({ code: 'ATTRIBUTE_NOT_CHOICE', field: 'attributeId' });
    const unknown = await call('POST', 'AttributeValues', {
      attributeId: '01900000-0000-7000-8000-000000000000',
      nameZh: '大',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].code).toBe('ATTRIBUTE_NOT_FOUND');

    const grade = await createAttribute({ nameZh: '等級', type: 'single' });
    const choice = await addChoice(grade.id, 'A 級');
    const other = await createAttribute({ nameZh: '另一個', type: 'single' });
    const moved = await call('PUT', 'AttributeValues', {
      id: choice.id,
      attributeId: other.id,
      nameZh: 'A 級',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errors[0].code).toBe('ATTRIBUTE_VALUE_MOVED');
    const retyped = await call('PUT', 'Attributes', { id: grade.id, nameZh: '等級', type: 'text' });
    expect(retyped.statusCode).toBe(409);
    expect(retyped.json().errors[0]).toMatchObject({ code: 'ATTRIBUTE_HAS_CHOICES', field: 'type' });
    // Single to multiple keeps the choices.
    expect(
      (await call('PUT', 'Attributes', { id: grade.id, nameZh: '等級', type: 'multiple' })).statusCode,
    ).toBe(200);
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const before = await countRows('attributes');
    for (const payload of [
      { nameZh: '無類型' },
      { nameZh: '錯類型', type: 'date' },
      { nameZh: '', type: 'text' },
      { nameZh: '單位', type: 'text', unitZh: '公斤' },
      {
        nameZh: '重複分類',
        type: 'text',
        categoryIds: ['01900000-0000-7000-8000-000000000001', '01900000-0000-7000-8000-000000000001'],
      },
      { nameZh: '不存在分類', type: 'text', categoryIds: ['01900000-0000-7000-8000-000000000001'] },
      { nameZh: '多餘', type: 'text', colour: 'red' },
      { nameZh: '必填', type: 'text', isRequired: 'yes' },
    ]) {
      const response = await call('POST', 'Attributes', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const missingCategory = await call('POST', 'Attributes', {
      nameZh: '不存在分類',
      type: 'text',
      categoryIds: ['01900000-0000-7000-8000-000000000001'],
    });
    expect(missingCategory.json().errors[0]).toMatchObject({
      code: 'ATTRIBUTE_CATEGORY_NOT_FOUND',
      field: 'categoryIds',
    });
    const badSort = await app.inject({
      url: `/api/v1/Attributes?sortings=${encodeURIComponent('[{"field":"unitZh"}]')}`,
      headers: bearer(callers.staff),
    });
    expect(badSort.statusCode).toBe(400);
    expect(await countRows('attributes')).toBe(before);
  });

  it('lists by type, category and keyword', async () => {
    const lamps = await createCategory('燈具');
    await createAttribute({
      nameZh: '色溫',
      nameEn: 'Colour temperature',
      type: 'number',
      unitZh: 'K',
      categoryIds: [lamps.id],
    });
    const query = (condition: Record<string, unknown>) =>
      app.inject({
        url: `/api/v1/Attributes?condition=${encodeURIComponent(JSON.stringify(condition))}`,
        headers: bearer(callers.staff),
      });
    expect((await query({ categoryId: lamps.id })).json().data.map((a: Attribute) => a.nameZh)).toEqual([
      '色溫',
    ]);
    expect((await query({ keyword: 'ＴＥＭＰＥＲＡＴＵＲＥ' })).json().totalCount).toBe(1);
    expect((await query({ type: 'number', keyword: '色溫' })).json().totalCount).toBe(1);
    expect((await query({ type: 'boolean', keyword: '色溫' })).json().totalCount).toBe(0);
  });
});

describe('the rules a product follows (attributeRulesFor + checkAttributeValues)', () => {
  it('applies attributes of the node, of its ancestors and of no category, and checks values against them', async () => {
    const root = await createCategory('五金');
    const middle = await createCategory('螺絲', root.id);
    const leaf = await createCategory('木螺絲', middle.id);
    const elsewhere = await createCategory('別處');
    const material = await createAttribute({
      nameZh: '材質',
      type: 'single',
      isRequired: true,
      categoryIds: [root.id],
    });
    const steel = await addChoice(material.id, '不鏽鋼');
    const length = await createAttribute({
      nameZh: '長度',
      type: 'number',
      unitZh: '毫米',
      unitEn: 'mm',
      categoryIds: [leaf.id],
    });
    const unrelated = await createAttribute({
      nameZh: '別處屬性',
      type: 'text',
      categoryIds: [elsewhere.id],
    });

    const rules = await attributeRulesFor(database.db, leaf.id);
    const ids = rules.map((rule) => rule.id);
    expect(ids).toContain(material.id);
    expect(ids).toContain(length.id);
    expect(ids).not.toContain(unrelated.id);
    expect(rules.find((rule) => rule.id === material.id)).toMatchObject({
      isRequired: true,
      choiceIds: [steel.id],
    });
    const atMiddle = (await attributeRulesFor(database.db, middle.id)).map((rule) => rule.id);
    expect(atMiddle).toContain(material.id);
    expect(atMiddle).not.toContain(length.id);

    expect(checkAttributeValues(rules, [{ attributeId: length.id, value: 35 }])).toMatchObject({
      ok: false,
      issues: [{ attributeId: material.id, code: 'ATTRIBUTE_VALUE_REQUIRED' }],
    });
    expect(
      checkAttributeValues(rules, [
        { attributeId: material.id, value: steel.id },
        { attributeId: length.id, value: 35 },
      ]),
    ).toMatchObject({ ok: true, values: [{ type: 'single' }, { type: 'number', unitEn: 'mm' }] });
  });
});
