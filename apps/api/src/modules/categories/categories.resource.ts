import {
  type Category,
  categoryInsertSchema,
  categoryListQuerySchema,
  categorySaveSchema,
  categorySchema,
  categoryUpdateSchema,
} from '@portal/contracts/categories';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ResourceDefinition } from '../resources/resource-definition';
import {
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  lockSiblings,
  renumber,
  shiftDepths,
  subtreeOf,
  updateCategory,
} from './categories.repository';
import { checkPlacement, placeAmong } from './category-placement';
import type { CategoryUsage } from './category-usage';

type CategoryInsert = z.output<typeof categoryInsertSchema>;
type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

async function parentOf(tx: Database, parentId: string | null) {
  if (parentId === null) return null;
  const parent = await findCategory(tx, parentId, { forUpdate: true });
  if (!parent) throw AppError.of('CATEGORY_PARENT_NOT_FOUND', { field: 'parentId' });
  return parent;
}

async function reread(tx: Database, id: string): Promise<Category> {
  const category = await findCategory(tx, id);
  if (!category) throw new Error('category vanished inside its own transaction');
  return category;
}

/**
 * The two category trees through the generic pattern. Anyone signed in reads them (vendors pick a node for
 * a product; the public trees are `POST /Option`); `categories:write` changes them. A write that gives
 * `sortOrder` places the node at that position among its (new) siblings and renumbers them in the same
 * transaction: one `PUT` moves and reorders atomically.
 */
export function categoriesResource(deps: {
  usage: CategoryUsage;
}): ResourceDefinition<Category, z.output<typeof categoryListQuerySchema>, CategoryInsert, CategoryUpdate> {
  return {
    path: 'Category',
    entityType: 'category',
    tag: 'categories',
    noun: 'category',
    readAccess: 'signed-in',
    itemSchema: categorySchema,
    listQuerySchema: categoryListQuerySchema,
    list: (db, query) => listCategories(db, query),
    get: (db, id, _caller, options) => findCategory(db, id, options),
    snapshot: ({ childCount: _children, createdTime: _created, updatedTime: _updated, ...rest }) => rest,
    writes: {
      access: { permission: 'categories:write' },
      insertSchema: categoryInsertSchema,
      updateSchema: categoryUpdateSchema,
      saveSchema: categorySaveSchema,
      async insert(tx, input) {
        const parent = await parentOf(tx, input.parentId);
        const depth = checkPlacement({ kind: input.kind, parent, subtree: [] });
        const siblings = await lockSiblings(tx, input.kind, input.parentId);
        const id = await insertCategory(tx, {
          kind: input.kind,
          parentId: input.parentId,
          depth,
          nameZh: input.nameZh,
          nameEn: input.nameEn || input.nameZh,
          sortOrder: siblings.length,
          isEnabled: input.isEnabled,
        });
        await renumber(tx, placeAmong(siblings, id, input.sortOrder));
        return reread(tx, id);
      },
      async update(tx, input, _caller, before) {
        const parent = await parentOf(tx, input.parentId);
        const subtree = await subtreeOf(tx, before.id);
        const depth = checkPlacement({ node: before, kind: input.kind, parent, subtree });
        const moved = input.parentId !== before.parentId;
        await updateCategory(tx, before.id, {
          parentId: input.parentId,
          depth,
          nameZh: input.nameZh,
          nameEn: input.nameEn || input.nameZh,
          isEnabled: input.isEnabled,
        });
        const below = subtree.filter((member) => member.id !== before.id).map((member) => member.id);
        await shiftDepths(tx, below, depth - before.depth);
        const siblings = await lockSiblings(tx, before.kind, input.parentId);
        // Without a position a node keeps its place among the same siblings, and goes last among new ones.
        const position = input.sortOrder ?? (moved ? undefined : before.sortOrder);
        await renumber(tx, placeAmong(siblings, before.id, position));
        if (moved) await renumber(tx, await lockSiblings(tx, before.kind, before.parentId));
        return reread(tx, before.id);
      },
      async remove(tx, before) {
        if (before.childCount > 0) {
          throw AppError.of('CATEGORY_HAS_CHILDREN', { params: { count: before.childCount } });
        }
        const products = await deps.usage.productsUsing(tx, before.id);
        if (products > 0) throw AppError.of('CATEGORY_IN_USE', { params: { count: products } });
        const offering = (await deps.usage.vendorsUsing?.(tx, before.id)) ?? 0;
        if (offering > 0) throw AppError.of('CATEGORY_USED_BY_VENDORS', { params: { count: offering } });
        await deleteCategory(tx, before.id);
        await renumber(tx, await lockSiblings(tx, before.kind, before.parentId));
      },
    },
  };
}
