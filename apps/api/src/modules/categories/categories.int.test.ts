import type { Category } from '@portal/contracts/categories';
import { eq } from 'drizzle-orm';
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
import { categories } from '../../db/catalogue-schema';
import { AppError } from '../../lib/app-error';
import { actionContextFrom } from '../action-log/action-log.recorder';
import { categoriesResource } from './categories.resource';

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

const url = '/api/v1/Category';

async function save(payload: Record<string, unknown>, token = callers.staff) {
  return app.inject({ method: 'POST', url: `${url}/Save`, headers: bearer(token), payload });
}

async function create(kind: 'product' | 'service', nameZh: string, parentId: string | null = null) {
  const response = await save({ kind, nameZh, nameEn: `${nameZh} (en)`, parentId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Category;
}

async function childrenOf(parentId: string | null, kind: 'product' | 'service' = 'product') {
  const condition = JSON.stringify({ kind, parentId });
  const response = await app.inject({
    url: `${url}?pageSize=100&condition=${encodeURIComponent(condition)}&sortings=${encodeURIComponent('[{"field":"sortOrder"}]')}`,
    headers: bearer(callers.staff),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Category[]).map((node) => [node.nameZh, node.sortOrder]);
}

async function move(node: Category, changes: Record<string, unknown>) {
  return app.inject({
    method: 'PUT',
    url,
    headers: bearer(callers.staff),
    payload: {
      id: node.id,
      kind: node.kind,
      parentId: node.parentId,
      nameZh: node.nameZh,
      nameEn: node.nameEn,
      isEnabled: node.isEnabled,
      ...changes,
    },
  });
}

describe('who may call the Category routes', () => {
  it('lets staff with categories:write write; anyone signed in reads; strangers get 401', async () => {
    const node = await create('product', '權限測試');
    const writes = [
      { method: 'POST', url, payload: { kind: 'product', nameZh: '新' } },
      { method: 'PUT', url, payload: { id: node.id, kind: 'product', nameZh: '改' } },
      { method: 'POST', url: `${url}/Save`, payload: { kind: 'product', nameZh: '新' } },
      { method: 'DELETE', url: `${url}?key=${node.id}` },
    ] as const;
    for (const token of peopleWithoutStaffRights(callers)) {
      for (const call of writes) {
        const response = await app.inject({ ...call, headers: bearer(token) });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      for (const read of [url, `${url}/${node.id}`]) {
        expect((await app.inject({ url: read, headers: bearer(token) })).statusCode).toBe(200);
      }
    }
    for (const call of [
      ...writes,
      { method: 'GET', url },
      { method: 'GET', url: `${url}/${node.id}` },
    ] as const) {
      const response = await app.inject({ ...call, remoteAddress: someAddress() });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
    // Nothing changed through the refused calls.
    const [row] = await database.db.select().from(categories).where(eq(categories.id, node.id));
    expect(row?.nameZh).toBe('權限測試');
    expect(await childrenOf(null)).toEqual([['權限測試', 0]]);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${url}?key=${node.id}`,
      headers: bearer(callers.staff),
    });
    expect(deleted.statusCode).toBe(200);
  });
});

describe('Category resource', () => {
  it('creates, reads, updates and deletes a node through the six calls, each logged', async () => {
    const created = await app.inject({
      method: 'POST',
      url,
      headers: bearer(callers.staff),
      payload: { kind: 'service', nameZh: '  顧問服務 ' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const node = created.json() as Category;
    expect(node).toMatchObject({
      kind: 'service',
      parentId: null,
      depth: 1,
      nameZh: '顧問服務',
      nameEn: '顧問服務',
      sortOrder: 0,
      isEnabled: true,
      childCount: 0,
    });
    const read = await app.inject({ url: `${url}/${node.id}`, headers: bearer(callers.buyer) });
    expect(read.json()).toEqual(node);
    const put = await move(node, { nameEn: 'Consulting', isEnabled: false });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ nameEn: 'Consulting', isEnabled: false });
    const saved = await save({ id: node.id, kind: 'service', nameZh: '顧問', nameEn: 'Consulting' });
    expect(saved.statusCode).toBe(200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${url}?key=${node.id}`,
      headers: bearer(callers.staff),
    });
    expect(deleted.json()).toEqual({ id: node.id });
    const gone = await app.inject({ url: `${url}/${node.id}`, headers: bearer(callers.staff) });
    expect(gone.statusCode).toBe(404);
    const entries = await entriesAbout(database.db, 'category', node.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'update', 'delete']);
    expect(entries[1]?.after).toMatchObject({ nameEn: 'Consulting', isEnabled: false });
  });

  it('builds three levels, refuses a fourth, and keeps siblings numbered from 0', async () => {
    const root = await create('product', '電子零件');
    const middle = await create('product', '被動元件', root.id);
    const leaf = await create('product', '電阻', middle.id);
    expect([root.depth, middle.depth, leaf.depth]).toEqual([1, 2, 3]);
    const fourth = await save({ kind: 'product', nameZh: '晶片電阻', parentId: leaf.id });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().errors[0]).toMatchObject({ code: 'CATEGORY_TOO_DEEP', field: 'parentId' });
    await create('product', '電容', middle.id);
    const first = await save({ kind: 'product', nameZh: '電感', parentId: middle.id, sortOrder: 0 });
    expect(first.statusCode).toBe(201);
    expect(await childrenOf(middle.id)).toEqual([
      ['電感', 0],
      ['電阻', 1],
      ['電容', 2],
    ]);
    const parent = await app.inject({ url: `${url}/${middle.id}`, headers: bearer(callers.staff) });
    expect(parent.json().childCount).toBe(3);
  });

  it('reorders siblings in one call and moves a subtree with its depths', async () => {
    const root = await create('product', '機械');
    const a = await create('product', '甲', root.id);
    await create('product', '乙', root.id);
    const c = await create('product', '丙', root.id);
    // Last to first: one PUT renumbers every sibling.
    expect((await move(c, { sortOrder: 0 })).statusCode).toBe(200);
    expect(await childrenOf(root.id)).toEqual([
      ['丙', 0],
      ['甲', 1],
      ['乙', 2],
    ]);
    // A name change without a position keeps the place.
    expect((await move({ ...a, sortOrder: 1 }, { nameZh: '甲二' })).statusCode).toBe(200);
    expect(await childrenOf(root.id)).toEqual([
      ['丙', 0],
      ['甲二', 1],
      ['乙', 2],
    ]);
    // A root with a child moves under another root: both levels go one down, old siblings close the gap.
    const other = await create('product', '其他');
    const child = await create('product', '其他子', other.id);
    const target = await create('product', '目標');
    const moved = await move(other, { parentId: target.id, sortOrder: 5 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ parentId: target.id, depth: 2, sortOrder: 0 });
    const childNow = await app.inject({ url: `${url}/${child.id}`, headers: bearer(callers.staff) });
    expect(childNow.json()).toMatchObject({ depth: 3 });
    const roots = (await childrenOf(null)).map(([, order]) => order);
    expect(roots).toEqual(roots.map((_, index) => index));
  });

  it('refuses a move under itself or its own descendant (409) and one that would make four levels', async () => {
    const root = await create('product', '循環根');
    const middle = await create('product', '循環中', root.id);
    const leaf = await create('product', '循環葉', middle.id);
    for (const parentId of [root.id, middle.id, leaf.id]) {
      const response = await move(root, { parentId });
      expect(response.statusCode).toBe(409);
      expect(response.json().errors[0]).toMatchObject({ code: 'CATEGORY_CYCLE', field: 'parentId' });
    }
    // A two-level branch under a second-level node would reach level four.
    const host = await create('product', '宿主');
    const hostChild = await create('product', '宿主子', host.id);
    const tooDeep = await move(middle, { parentId: hostChild.id });
    expect(tooDeep.statusCode).toBe(409);
    expect(tooDeep.json().errors[0].code).toBe('CATEGORY_TOO_DEEP');
    const [row] = await database.db.select().from(categories).where(eq(categories.id, middle.id));
    expect(row).toMatchObject({ parentId: root.id, depth: 2 });
  });

  it('keeps each tree apart: no service parent for a product node, no change of tree', async () => {
    const service = await create('service', '物流服務');
    const product = await create('product', '包材');
    const crossed = await save({ kind: 'product', nameZh: '紙箱', parentId: service.id });
    expect(crossed.statusCode).toBe(409);
    expect(crossed.json().errors[0].code).toBe('CATEGORY_KIND_MISMATCH');
    const switched = await move(product, { kind: 'service' });
    expect(switched.statusCode).toBe(409);
    const missingParent = await save({
      kind: 'product',
      nameZh: '孤兒',
      parentId: '01900000-0000-7000-8000-000000000000',
    });
    expect(missingParent.statusCode).toBe(400);
    expect(missingParent.json().errors[0].code).toBe('CATEGORY_PARENT_NOT_FOUND');
  });

  it('refuses to delete a node with children, naming how many (409), and deletes a leaf', async () => {
    const root = await create('service', '維修');
    await create('service', '設備維修', root.id);
    const leaf = await create('service', '軟體維修', root.id);
    const refused = await app.inject({
      method: 'DELETE',
      url: `${url}?key=${root.id}`,
      headers: bearer(callers.staff),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatchObject({ code: 'CATEGORY_HAS_CHILDREN' });
    expect(refused.json().errors[0].message).toContain('2');
    const english = await app.inject({
      method: 'DELETE',
      url: `${url}?key=${root.id}`,
      headers: { ...bearer(callers.staff), 'accept-language': 'en' },
    });
    expect(english.json().errors[0].message).toBe(
      'This category still has 2 subcategories. Delete or move them first.',
    );
    const deleted = await app.inject({
      method: 'DELETE',
      url: `${url}?key=${leaf.id}`,
      headers: bearer(callers.staff),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await childrenOf(root.id, 'service')).toEqual([['設備維修', 0]]);
  });

  it('refuses to delete a node products use, naming how many (the products feature gives the count)', async () => {
    const node = await create('product', '使用中');
    const counted: string[] = [];
    const resource = categoriesResource({
      usage: {
        productsUsing: async (_tx, id) => {
          counted.push(id);
          return 7;
        },
      },
    });
    const before = await resource.get(database.db, node.id, undefined as never);
    if (!before) throw new Error('no node');
    const caller = {
      principal: { userId: 'x', sessionId: 'x', permissions: new Set<string>(), vendor: null },
      isSignedIn: true,
      context: actionContextFrom({ ip: '127.0.0.1' }, null),
      language: 'zh-Hant' as const,
    };
    const attempt = database.db.transaction(
      (tx) => resource.writes?.remove(tx, before, caller) ?? Promise.resolve(),
    );
    await expect(attempt).rejects.toSatisfy(
      (error) =>
        error instanceof AppError &&
        error.statusCode === 409 &&
        error.details[0].code === 'CATEGORY_IN_USE' &&
        error.details[0].params?.count === 7,
    );
    expect(counted).toEqual([node.id]);
    const [row] = await database.db.select().from(categories).where(eq(categories.id, node.id));
    expect(row).toBeDefined();
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const countBefore = (await database.db.select().from(categories)).length;
    for (const payload of [
      { kind: 'goods', nameZh: '錯' },
      { kind: 'product', nameZh: '' },
      { kind: 'product', nameZh: '名\u0000稱' },
      { kind: 'product', nameZh: '長'.repeat(51) },
      { kind: 'product', nameZh: '正常', sortOrder: -1 },
      { kind: 'product', nameZh: '正常', parentId: 'not-a-uuid' },
      { kind: 'product', nameZh: '正常', extra: true },
    ]) {
      const response = await save(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const unknownFilter = await app.inject({
      url: `${url}?condition=${encodeURIComponent('{"owner":"x"}')}`,
      headers: bearer(callers.staff),
    });
    expect(unknownFilter.statusCode).toBe(400);
    const unknownSort = await app.inject({
      url: `${url}?sortings=${encodeURIComponent('[{"field":"parentId"}]')}`,
      headers: bearer(callers.staff),
    });
    expect(unknownSort.statusCode).toBe(400);
    const missing = await move(
      { id: '01900000-0000-7000-8000-000000000000', kind: 'product', parentId: null } as Category,
      {
        nameZh: '不存在',
      },
    );
    expect(missing.statusCode).toBe(404);
    expect((await database.db.select().from(categories)).length).toBe(countBefore);
  });

  it('finds nodes by a keyword in either language, full-width letters included', async () => {
    await save({ kind: 'service', nameZh: '檢測認證', nameEn: 'Testing and CERTIFICATION' });
    const condition = encodeURIComponent(JSON.stringify({ keyword: 'ｃｅｒｔｉｆ' }));
    const response = await app.inject({
      url: `${url}?condition=${condition}`,
      headers: bearer(callers.staff),
    });
    expect(response.json().data.map((node: Category) => node.nameZh)).toEqual(['檢測認證']);
  });
});
