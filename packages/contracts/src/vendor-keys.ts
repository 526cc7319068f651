/**
 * Vendors' plain values, apart from their schemas (vendor.ts): the web app's vendor list reads them
 * without loading Zod and the contracts its schemas are built from.
 */
export const vendorLevels = ['registered', 'certified'] as const;
export type VendorLevel = (typeof vendorLevels)[number];
export const vendorStatuses = ['active', 'suspended'] as const;
