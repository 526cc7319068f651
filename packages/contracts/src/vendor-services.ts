import { z } from 'zod';
import { payloadOf } from './product';

/**
 * The services a vendor offers: nodes of the service category tree (`POST /Option` with
 * `Service_Categories`). Its owners and managers choose them; staff with vendors:write too (`?vendorId=`).
 */
export const vendorServiceSchema = z.object({
  id: z.uuid(),
  nameZh: z.string(),
  nameEn: z.string(),
  /** A node staff disabled since: still listed for its vendor, no longer offered in the choice. */
  isEnabled: z.boolean(),
});
export type VendorService = z.infer<typeof vendorServiceSchema>;

export const vendorServicesSchema = z.object({ vendorId: z.uuid(), services: z.array(vendorServiceSchema) });
export type VendorServices = z.infer<typeof vendorServicesSchema>;
export const vendorServicesPayloadSchema = payloadOf(vendorServicesSchema);

/** The whole choice at once (an empty list clears it); at most 30 nodes, each once. */
export const vendorServicesInputSchema = z.strictObject({
  categoryIds: z
    .array(z.uuid())
    .max(30)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'FIELD_INVALID_VALUE' }),
});
export type VendorServicesInput = z.infer<typeof vendorServicesInputSchema>;

/** Staff name the vendor; everyone else acts on their own and sends no id. */
export const vendorServicesQuerySchema = z.strictObject({ vendorId: z.uuid().optional() });
