/**
 * Vendor applications' plain values, apart from their schemas (vendor-application.ts): the web app's
 * audit queue reads them without loading Zod.
 */
export const applicationKinds = ['apply', 'upgrade'] as const;
export type ApplicationKind = (typeof applicationKinds)[number];
export const applicationStatuses = ['pending', 'accepted', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
