import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { LazyPage } from './lazy-page';
import { PageInfoContext } from './page-info';
import { type LayoutVariant, layoutVariants, type PageLoader, pageRoutes } from './page-routes';
import { RequireSession } from './require-session';

// Every page and layout is its own lazy chunk, so /login loads none of the signed-in screens.
const loadLogin: PageLoader = () => import('../features/auth/pages/login-page');
const loadRegister: PageLoader = () => import('../features/auth/pages/register-page');
const loadForgotPassword: PageLoader = () => import('../features/auth/pages/forgot-password-page');
const loadErrorPage: PageLoader = () => import('../features/errors/pages/error-page');
const loadNotFound: PageLoader = () => import('../features/errors/pages/not-found-page');
const loadPlaceholder: PageLoader = () => import('./pages/placeholder-page');

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
              <LazyPage load={page.load ?? loadPlaceholder} />
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
