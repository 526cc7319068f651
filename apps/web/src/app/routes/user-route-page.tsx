import { useCan } from '../../lib/permissions';
import { LazyPage } from '../lazy-page';
import type { PageLoader } from '../page-routes';

// Two separate chunks: a member never downloads the administration list.
const loadUserList: PageLoader = () => import('../../features/user-admin/pages/user-list-page');
const loadOwnProfile: PageLoader = () => import('../../features/account/pages/user-page');

/**
 * The `user` page: the users list for holders of users:read (their own basic data stays at
 * `user/profile`, linked from the list), everyone else's own basic data as before.
 */
export default function UserRoutePage() {
  const canReadUsers = useCan('users:read');
  return <LazyPage load={canReadUsers ? loadUserList : loadOwnProfile} />;
}
