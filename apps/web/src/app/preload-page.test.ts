import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser, setStoredUser } from '../lib/session';
import { testUser } from '../test/render-app';

// The users list's loader, watched: when the landing preload asks for the page's file.
const usersPage = vi.hoisted(() => ({ load: vi.fn() }));
vi.mock('./page-routes', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./page-routes')>();
  return {
    ...actual,
    pageRoutes: actual.pageRoutes.map((route) => {
      if (route.path !== 'user-admin' || !route.load) return route;
      const load = route.load;
      usersPage.load.mockImplementation(() => load());
      return { ...route, load: usersPage.load };
    }),
  };
});

const { preloadPageOf } = await import('./router');

afterEach(() => {
  clearStoredUser();
  usersPage.load.mockClear();
});

describe('the landing preload of a page needing a permission', () => {
  it('asks for the page’s file at once, beside its gate, for a user holding the permission', async () => {
    setStoredUser({ ...testUser, permissions: ['users:read'] });
    const loaded = preloadPageOf('/simple-menu/user-admin');
    expect(usersPage.load).toHaveBeenCalledTimes(1);
    await loaded;
  });

  it('never asks for it for a user without the permission (the 403 page shows)', async () => {
    setStoredUser({ ...testUser, permissions: ['roles:read'] });
    await preloadPageOf('/top-menu/user-admin');
    expect(usersPage.load).not.toHaveBeenCalled();
  });
});
