import type { Permission } from '@portal/contracts/permissions';
import type { ComponentType } from 'react';
import { can, useCan } from '../lib/permissions';
import { getStoredUser } from '../lib/session';
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

/** Starts loading a guarded page for a user holding `permission` (router.tsx preloads with the layout). */
export async function preloadGuardedPage(permission: Permission, load: PageLoader): Promise<void> {
  if (can(getStoredUser(), permission)) await load();
}
