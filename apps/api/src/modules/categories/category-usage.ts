import type { Database } from '../../db/client';

/**
 * How many products use a category node: a node in use cannot be deleted. The products module passes
 * its count (`products.category_id = id`) to `categoriesResource`.
 */
export interface CategoryUsage {
  productsUsing(tx: Database, categoryId: string): Promise<number>;
  /** How many vendors offer it as a service (vendor-services module); none when not given. */
  vendorsUsing?(tx: Database, categoryId: string): Promise<number>;
}
