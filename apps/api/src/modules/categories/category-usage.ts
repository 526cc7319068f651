import type { Database } from '../../db/client';

/**
 * How many products use a category node: a node in use cannot be deleted. Products are a later feature:
 * it passes its own count (`products.category_id = id`) to `categoriesResource`; until then no product
 * exists, so nothing uses a node and only its children keep it.
 */
export interface CategoryUsage {
  productsUsing(tx: Database, categoryId: string): Promise<number>;
}

export const noProductsYet: CategoryUsage = {
  productsUsing: async () => 0,
};
