import type { Database } from '../../db/client';

/**
 * How many products hold a value of an attribute, or name one of its choices: either in use cannot be
 * deleted (products pass it).
 */
export interface AttributeUsage {
  productsUsingAttribute(tx: Database, attributeId: string): Promise<number>;
  productsUsingChoice(tx: Database, attributeId: string, choiceId: string): Promise<number>;
}
