import { useLocation } from 'react-router';
import { useCan } from '../../lib/permissions';
import { LazyPage } from '../lazy-page';
import type { PageLoader } from '../page-routes';

const loadAdminEdit: PageLoader = () => import('../../features/user-admin/pages/user-admin-edit-page');
const loadOwnEdit: PageLoader = () => import('../../features/account/pages/user-edit-page');
const loadForbidden: PageLoader = () => import('../../features/errors/pages/forbidden-page');

/**
 * The `user-edit` page: without `?id=` the own-profile editor, for everyone, as before; with `?id=` an
 * administrator's editor of that user, for holders of users:write only (anyone else gets the 403 page
 * rather than their own profile under someone else's address).
 */
export default function UserEditRoutePage() {
  const canWriteUsers = useCan('users:write');
  const hasId = new URLSearchParams(useLocation().search).has('id');
  const load = !hasId ? loadOwnEdit : canWriteUsers ? loadAdminEdit : loadForbidden;
  return <LazyPage load={load} />;
}
