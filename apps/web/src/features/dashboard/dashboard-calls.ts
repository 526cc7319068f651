import type { Permission } from '@portal/contracts/permissions';
import type { QueryClient } from '@tanstack/react-query';
import { can } from '../../lib/permissions';
import type { StoredUser } from '../../lib/session';
import { dashboardWidgetQuery } from './api/dashboard-api';

// The calls behind the widgets, in the order the widgets show; `dashboard-widgets.tsx` shows one widget
// per call. Kept apart from the widgets so the page can ask for their answers before their chunk renders.

const personalCalls = ['Announcements', 'Waiting', 'Inquiries', 'Meetings', 'Notifications'];
const vendorCalls = [
  'Vendor/Activity',
  'Vendor/Products',
  'Vendor/Members',
  'Vendor/JoinRequests',
  'Vendor/Standing',
];

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
 * Asks for the answers of every widget the person will see. The page does this beside the banners'
 * call, so the widgets render with their answers instead of asking once they show: one round trip less
 * on a phone before the page shows its content. Each widget's own query then finds its answer cached.
 */
export function prefetchDashboard(queryClient: QueryClient, user: StoredUser | null, language: string): void {
  const staffCalls = (Object.keys(staffCallPermissions) as StaffCall[]).filter((call) => mayCall(user, call));
  const calls = [...personalCalls, ...(leadsVendor(user) ? vendorCalls : []), ...staffCalls];
  for (const call of calls) void queryClient.prefetchQuery(dashboardWidgetQuery(call, language));
}
