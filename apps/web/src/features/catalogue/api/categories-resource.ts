import type {
  Category,
  CategoryKind,
  categoryInsertSchema,
  categoryUpdateSchema,
} from '@portal/contracts/categories';
import { maxPageSize } from '@portal/contracts/list-keys';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchResourceList, resourceQueryKeys } from '../../../components/resource/use-resource-list';
import { useResourceMutations } from '../../../components/resource/use-resource-mutations';

/**
 * The Category resource (generic pattern): `GET /Category` lists (filters keyword, kind, parentId,
 * isEnabled), `POST` inserts, `PUT` updates (a `sortOrder` places the node among its new siblings, and
 * the server renumbers them in the same call), `DELETE ?key=` deletes a node without children.
 */
export const categoriesResource = 'Category';

export type CategoryInsert = z.input<typeof categoryInsertSchema>;
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

/** Every node of one tree, page by page (a tree is a few hundred nodes at most). */
export async function fetchCategoryTree(kind: CategoryKind, signal?: AbortSignal): Promise<Category[]> {
  const nodes: Category[] = [];
  for (let page = 1; ; page += 1) {
    const result = await fetchResourceList<Category>(
      categoriesResource,
      { page, pageSize: maxPageSize, condition: { kind } },
      signal,
    );
    nodes.push(...result.data);
    if (nodes.length >= result.totalCount || result.data.length === 0) return nodes;
  }
}

export function useCategoryTree(kind: CategoryKind) {
  return useQuery({
    queryKey: [...resourceQueryKeys.all(categoriesResource), 'tree', kind],
    queryFn: ({ signal }) => fetchCategoryTree(kind, signal),
  });
}

export function useCategoryMutations() {
  return useResourceMutations<Category, CategoryInsert, CategoryUpdate>(categoriesResource);
}

/** The body of `PUT /Category` for a node as it is, with changes. */
export function updateOf(category: Category, changes: Partial<CategoryUpdate> = {}): CategoryUpdate {
  return {
    id: category.id,
    kind: category.kind,
    parentId: category.parentId,
    nameZh: category.nameZh,
    nameEn: category.nameEn,
    isEnabled: category.isEnabled,
    ...changes,
  };
}
