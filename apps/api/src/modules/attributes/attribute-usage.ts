import type { Database } from '../../db/client';

/** How many products hold a value of an attribute: one in use cannot be deleted (products pass it). */
export interface AttributeUsage {
  productsUsingAttribute(tx: Database, attributeId: string): Promise<number>;
}
