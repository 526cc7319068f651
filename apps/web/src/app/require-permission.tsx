import type { Permission } from '@portal/contracts/permissions';
import type { ComponentType } from 'react';
import { useCan } from '../lib/permissions';
import { LazyPage } from './lazy-page';
import type { PageLoader } from './page-routes';

const loadForbidden: PageLoader = () => import('../features/errors/pages/forbidden-page');

/**
 * The page a route needing `permission` renders: the page itself for a user holding it, the 403 page
 * (same address, inside the layout; not a redirect) for anyone else, who then never downloads the page.
 * Only the interface: the server refuses the page's calls regardless.
 */
export function guardedPage(permission: Permission, load: PageLoader): ComponentType {
  return function GuardedPage() {
    const isAllowed = useCan(permission);
    return <LazyPage load={isAllowed ? load : loadForbidden} />;
  };
}
