import type { Database } from '../../db/client';
import type { AttributeUsage } from '../attributes/attribute-usage';
import type { CategoryUsage } from '../categories/category-usage';
import {
  countProductsInCategory,
  countProductsUsingAttribute,
  countProductsUsingChoice,
} from './products.repository';

/** How many products use a category node, an attribute or a choice: one in use cannot be deleted (409). */
export const productUsage: CategoryUsage & AttributeUsage = {
  productsUsing: (tx: Database, categoryId: string) => countProductsInCategory(tx, categoryId),
  productsUsingAttribute: (tx: Database, attributeId: string) => countProductsUsingAttribute(tx, attributeId),
  productsUsingChoice: (tx: Database, attributeId: string, choiceId: string) =>
    countProductsUsingChoice(tx, attributeId, choiceId),
};
