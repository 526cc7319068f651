import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from 'react-router';
import { loadTextBundle } from '../lib/i18n';
import { getStoredUser } from '../lib/session';
import { can } from '../lib/user-permissions';
import { LazyPage, preloadPage } from './lazy-page';
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

// The page each signed-in route shows, its layout's loader, and each public route's loader, for
// preloadPageOf.
const pageOfRoute = new WeakMap<RouteObject, PageRoute>();
const layoutOfRoute = new WeakMap<RouteObject, PageLoader>();
const loaderOfPublicRoute = new WeakMap<RouteObject, PageLoader>();

function publicRoute(path: string, load: PageLoader): RouteObject {
  const route: RouteObject = { path, element: <LazyPage load={load} /> };
  loaderOfPublicRoute.set(route, load);
  return route;
}

const layoutLoaders: Record<LayoutVariant, PageLoader> = {
  side: () => import('./layouts/side-menu-layout'),
  simple: () => import('./layouts/simple-menu-layout'),
  top: () => import('./layouts/top-menu-layout'),
};

function layoutRoute(variant: LayoutVariant, basePath: string): RouteObject {
  const route: RouteObject = {
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
  layoutOfRoute.set(route, layoutLoaders[variant]);
  return route;
}

/**
 * The whole route table (spec §2): the public pages (sign-in, sign-up, password reset, error), the
 * guarded layouts, and the 404 page.
 */
export function createRoutes(): RouteObject[] {
  return [
    publicRoute('/login', loadLogin),
    publicRoute('/register', loadRegister),
    publicRoute('/forgot-password', loadForgotPassword),
    publicRoute('/reset-password', loadResetPassword),
    publicRoute('/error-page', loadErrorPage),
    publicRoute('/invitation', loadInvitation),
    publicRoute('/albums', loadPublicGallery),
    publicRoute('/albums/:id', loadPublicGallery),
    {
      element: <RequireSession />,
      children: layoutVariants.map(({ variant, basePath }) => layoutRoute(variant, basePath)),
    },
    publicRoute('*', loadNotFound),
  ];
}

const routes = createRoutes();

let preloadedPath: string | undefined;

/**
 * Starts loading what an address shows: a public page's chunk, or a signed-in page's (its chunk, its
 * gate, the account texts) with its layout. main.tsx calls it before the interface texts arrive, so the
 * page's files come with them instead of one round trip later; otherwise a signed-in page's files were
 * asked for only once the layout's had arrived and the layout had rendered: module waterfalls one after
 * the other, each level a round trip plus the parsing of what it brought. A guarded page's file is asked
 * for beside its gate's, not once the gate has arrived; a page the user may not see is not fetched (the
 * 403 page shows instead). Settles once those loads have (failures are left to the
 * page's own load to show).
 */
export function preloadPageOf(pathname: string): Promise<unknown> {
  if (pathname === preloadedPath) return Promise.resolve();
  const matched = matchRoutes(routes, pathname)?.map((match) => match.route) ?? [];
  const publicLoad = loaderOfPublicRoute.get(matched.at(-1) ?? {});
  const page = pageOfRoute.get(matched.at(-1) ?? {});
  const layout = matched.map((route) => layoutOfRoute.get(route)).find((load) => load !== undefined);
  let loads: Promise<unknown>[];
  if (publicLoad) loads = [preloadPage(publicLoad)];
  else if (page && layout && getStoredUser()) {
    const { load = loadPlaceholder, permission } = page;
    // The stored permissions say whether the page will show, as the gate will (require-permission.tsx).
    loads = [
      layout(),
      loadTextBundle('account'),
      ...(permission ? [import('./require-permission')] : []),
      ...(can(getStoredUser(), permission) ? [load()] : []),
    ];
  } else return Promise.resolve();
  preloadedPath = pathname;
  // The page's own load reports failures; this is only a head start.
  return Promise.all(loads.map((started) => started.catch(() => undefined)));
}

/** Renders the route matching the current location (inside a BrowserRouter or MemoryRouter). */
export function AppRoutes() {
  preloadPageOf(useLocation().pathname);
  return useRoutes(routes);
}
