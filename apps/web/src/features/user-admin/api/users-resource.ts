import type { AdminUser, CreateUserInput, UpdateUserInput } from '@portal/contracts/user-admin';
import { useResourceMutations } from '../../../components/resource/use-resource-mutations';

/**
 * The Users resource (generic resource pattern, users:read / users:write): `GET /Users` lists (filters
 * keyword, roleId, status, emailVerified, vendorId, hasVendor; sorts account, name, createdTime,
 * lastSignInTime), `POST /Users` creates (no password: a welcome mail goes out), `PUT /Users` changes
 * the fields sent. `DELETE` answers 405: users are disabled, never deleted.
 */
export const usersResource = 'Users';

export function useUserMutations() {
  return useResourceMutations<AdminUser, CreateUserInput, UpdateUserInput>(usersResource);
}
