import type { Database } from '../../db/client';
import { countVendorsOffering } from './vendor-services.repository';

/** How many vendors offer a service node: one in use cannot be deleted (409, naming the count). */
export const vendorServiceUsage = {
  vendorsUsing: (tx: Database, categoryId: string) => countVendorsOffering(tx, categoryId),
};
