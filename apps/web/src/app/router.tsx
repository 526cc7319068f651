import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { loadTextBundle } from '../lib/i18n';
import { getStoredUser } from '../lib/session';
import { LazyPage } from './lazy-page';
import { PageInfoContext } from './page-info';
import {
  type LayoutVariant,
  layoutVariants,
  type PageLoader,
  type PageRoute,
  pageRoutes,
} from './page-routes';
import { RequireSession } from './require-session';

/** A page loader that also loads the account texts (sign-up, recovery, profile: not the sign-in page's). */
function withAccountTexts(load: PageLoader): PageLoader {
  return async () => (await Promise.all([load(), loadTextBundle('account')]))[0];
}

// Every page and layout is its own lazy chunk, so /login loads none of the signed-in screens.
const loadLogin: PageLoader = () => import('../features/auth/pages/login-page');
const loadRegister = withAccountTexts(() => import('../features/auth/pages/register-page'));
const loadForgotPassword = withAccountTexts(() => import('../features/auth/pages/forgot-password-page'));
// Where the welcome and reset mails lead: public, and its own chunk like the others.
const loadResetPassword = withAccountTexts(
  () => import('../features/reset-password/pages/reset-password-page'),
);
// The invitation mail's link: public (the invitee may have no account yet), its own chunk.
const loadInvitation: PageLoader = () => import('../features/members/pages/invitation-page');
// The public photo gallery: open to strangers, its own chunk (nothing of it loads on /login).
const loadPublicGallery: PageLoader = () => import('../features/albums/pages/public-gallery-page');
const loadErrorPage: PageLoader = () => import('../features/errors/pages/error-page');
const loadNotFound: PageLoader = () => import('../features/errors/pages/not-found-page');
const loadPlaceholder: PageLoader = () => import('./pages/placeholder-page');

/**
 * What a page's route loads. A page needing a permission loads its gate first (require-permission.tsx),
 * which shows the page or the 403 page: the check and the permission catalogue it reads stay out of the
 * entry chunk, which the sign-in page downloads.
 */
function pageLoader({ load = loadPlaceholder, permission }: PageRoute): PageLoader {
  if (!permission) return withAccountTexts(load);
  return withAccountTexts(async () => ({
    default: (await import('./require-permission')).guardedPage(permission, load),
  }));
}

// One loader per page, shared by the three layouts, so a page loads once whichever layout shows it.
const pageLoaders = new Map(pageRoutes.map((page) => [page, pageLoader(page)]));

// The page each signed-in route shows, for preloadPageOf.
const pageOfRoute = new WeakMap<RouteObject, PageRoute>();

const layoutLoaders: Record<LayoutVariant, PageLoader> = {
  side: () => import('./layouts/side-menu-layout'),
  simple: () => import('./layouts/simple-menu-layout'),
  top: () => import('./layouts/top-menu-layout'),
};

function layoutRoute(variant: LayoutVariant, basePath: string): RouteObject {
  return {
    path: basePath,
    element: <LazyPage load={layoutLoaders[variant]} />,
    children: [
      { index: true, element: <Navigate to="dashboard" replace /> },
      ...pageRoutes.map((page): RouteObject => {
        const route: RouteObject = {
          path: page.path,
          element: (
            <PageInfoContext value={{ pageKey: page.key, basePath }}>
              <LazyPage load={pageLoaders.get(page) ?? loadPlaceholder} />
            </PageInfoContext>
          ),
        };
        pageOfRoute.set(route, page);
        return route;
      }),
    ],
  };
}

/**
 * The whole route table (spec §2): the public pages (sign-in, sign-up, password reset, error), the
 * guarded layouts, and the 404 page.
 */
export function createRoutes(): RouteObject[] {
  return [
    { path: '/login', element: <LazyPage load={loadLogin} /> },
    { path: '/register', element: <LazyPage load={loadRegister} /> },
    { path: '/forgot-password', element: <LazyPage load={loadForgotPassword} /> },
    { path: '/reset-password', element: <LazyPage load={loadResetPassword} /> },
    { path: '/error-page', element: <LazyPage load={loadErrorPage} /> },
    { path: '/invitation', element: <LazyPage load={loadInvitation} /> },
    { path: '/albums', element: <LazyPage load={loadPublicGallery} /> },
    { path: '/albums/:id', element: <LazyPage load={loadPublicGallery} /> },
    {
      element: <RequireSession />,
      children: layoutVariants.map(({ variant, basePath }) => layoutRoute(variant, basePath)),
    },
    { path: '*', element: <LazyPage load={loadNotFound} /> },
  ];
}

const routes = createRoutes();

let preloadedPath: string | undefined;

/**
 * Starts loading the page a signed-in address shows (its chunk, its gate, the account texts) together
 * with the layout. Otherwise the page's files are asked for only once the layout's files have arrived
 * and the layout has rendered: two module waterfalls one after the other, each level a round trip plus
 * the parsing of what it brought, which on a busy machine kept pages on their loading state for
 * seconds. A page the user may not see is not fetched (the 403 page shows instead).
 */
function preloadPageOf(pathname: string): void {
  if (pathname === preloadedPath) return;
  preloadedPath = pathname;
  const page = pageOfRoute.get(matchRoutes(routes, pathname)?.at(-1)?.route ?? {});
  if (!getStoredUser() || !page) return;
  const { load = loadPlaceholder, permission } = page;
  const loads = [
    loadTextBundle('account'),
    permission
      ? import('./require-permission').then((gate) => gate.preloadGuardedPage(permission, load))
      : load(),
  ];
  // The page's own load reports failures; this is only a head start.
  for (const started of loads) started.catch(() => undefined);
}

/** Renders the route matching the current location (inside a BrowserRouter or MemoryRouter). */
export function AppRoutes() {
  preloadPageOf(useLocation().pathname);
  return useRoutes(routes);
}
