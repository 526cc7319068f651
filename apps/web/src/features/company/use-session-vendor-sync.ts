import { useStoredUser } from '../../lib/session';
import { useCurrentUserRefresh } from './api/get-current-user';

/**
 * The signed-in user's vendor is remembered from sign-in. When a page learns otherwise (the application
 * was accepted, or the vendor is gone), this reads the current user again (`GET /Auth`) so the stored
 * session, and every page and menu reading it, switch. `vendorId` undefined: not known yet.
 */
export function useSessionVendorSync(vendorId: string | null | undefined): void {
  const storedVendorId = useStoredUser()?.vendor?.id ?? null;
  useCurrentUserRefresh(vendorId !== undefined && vendorId !== storedVendorId);
}
