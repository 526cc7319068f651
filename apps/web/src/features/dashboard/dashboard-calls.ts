import { homeBannerPosition } from '@portal/contracts/banner-keys';
import type { Permission } from '@portal/contracts/permissions';
import { buildApiUrl } from '../../lib/api-url';
import type { StoredUser } from '../../lib/stored-user';
import { can } from '../../lib/user-permissions';

// The calls behind the widgets, in the order the widgets show; `dashboard-widgets.tsx` shows one widget
// per call. Kept apart from the widgets (and free of React) so their answers can be asked for before
// the widgets render: by the page, and before that by the early calls' script (app/early-page-calls.ts).

/** The person's own widgets: the first screen. The vendor's and the portal's come below them. */
export const firstScreenCalls = ['Announcements', 'Waiting', 'Inquiries', 'Meetings', 'Notifications'];

/** Each staff widget's call with the permission it needs (the same as the server's). */
export const staffCallPermissions = {
  'Staff/Growth': 'users:read',
  'Staff/Vendors': 'vendors:read',
  'Staff/Applications': 'vendors:audit',
  'Staff/PendingAudits': 'vendors:audit',
  'Staff/Products': 'vendors:read',
  'Staff/Delivery': 'outbox:read',
  'Staff/BrowserErrors': 'clientlog:read',
} as const satisfies Record<string, Permission>;

export type StaffCall = keyof typeof staffCallPermissions;

/** The vendor's widgets are its owners' and managers'. */
export function leadsVendor(user: StoredUser | null): boolean {
  return user?.vendor?.role === 'owner' || user?.vendor?.role === 'manager';
}

export function mayCall(user: StoredUser | null, call: StaffCall): boolean {
  return can(user, staffCallPermissions[call]);
}

/**
 * The addresses of the calls the dashboard's first screen makes: the banners' (the widgets show with
 * them), the configuration's (amounts are grouped as configured), then each of the person's own widgets.
 */
export function firstScreenUrls(): string[] {
  return [
    buildApiUrl('Banners/Active', { position: homeBannerPosition }),
    buildApiUrl('Configuration'),
    ...firstScreenCalls.map((call) => buildApiUrl(`Dashboard/${call}`)),
  ];
}
