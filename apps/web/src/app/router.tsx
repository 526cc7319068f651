import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { loadTextBundle } from '../lib/i18n';
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
      ...pageRoutes.map(
        (page): RouteObject => ({
          path: page.path,
          element: (
            <PageInfoContext value={{ pageKey: page.key, basePath }}>
              <LazyPage load={pageLoaders.get(page) ?? loadPlaceholder} />
            </PageInfoContext>
          ),
        }),
      ),
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
    {
      element: <RequireSession />,
      children: layoutVariants.map(({ variant, basePath }) => layoutRoute(variant, basePath)),
    },
    { path: '*', element: <LazyPage load={loadNotFound} /> },
  ];
}

const routes = createRoutes();

/** Renders the route matching the current location (inside a BrowserRouter or MemoryRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}
