import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { menuPathOf, pageRoutes } from '../page-routes';
import { createRoutes } from '../router';
import { isMenuGroup, type MenuEntry, menuEntries, menuLeafPath, visibleMenuEntries } from './menu-entries';

/** `dashboard`, `meeting group: inquiry-mailbox, meeting`, …: the menu's shape in one line per entry. */
function outlineOf(entries: readonly MenuEntry[]): string[] {
  return entries.map((entry) =>
    isMenuGroup(entry) ? `${entry.id} group: ${entry.children.map((c) => c.path).join(', ')}` : entry.path,
  );
}

describe('side menu', () => {
  it('follows the table of spec §2, in order, then the staff vendor and administration groups', () => {
    expect(outlineOf(menuEntries)).toEqual([
      'dashboard',
      'announcement',
      '/albums',
      'meeting group: inquiry-mailbox, meeting, consultation',
      'user group: user, user-password',
      'company',
      'company/application',
      'company/upgrade',
      'member group: member, review/apply',
      'product group: catalogue, product, category, attribute',
      'vendors group: vendor-audit, vendors',
      'admin group: role, configuration, action-log, client-log, outbox, user-admin',
    ]);
  });

  it('only points at existing routes', () => {
    const paths = new Set(pageRoutes.map((route) => route.path));
    const outsideLayouts = new Set(createRoutes().map((route) => route.path));
    for (const entry of menuEntries) {
      for (const leaf of isMenuGroup(entry) ? entry.children : [entry])
        expect([leaf.path, (leaf.path.startsWith('/') ? outsideLayouts : paths).has(leaf.path)]).toEqual([
          leaf.path,
          true,
        ]);
    }
  });

  it('puts the public gallery beside the announcements, the same address from every layout', () => {
    const gallery = menuEntries.find((entry) => !isMenuGroup(entry) && entry.path === '/albums');
    expect(gallery && !isMenuGroup(gallery) ? gallery.permission : 'missing').toBeUndefined();
    for (const basePath of ['/', '/simple-menu', '/top-menu']) {
      expect(menuLeafPath(basePath, { path: '/albums' })).toBe('/albums');
      expect(menuLeafPath(basePath, { path: 'announcement' })).toBe(
        `${basePath.replace(/\/$/, '')}/announcement`,
      );
    }
    expect(i18n.getFixedT('zh-Hant')('pages.publicAlbums.title')).toBe('活動相簿');
    expect(i18n.getFixedT('en')('pages.publicAlbums.title')).toBe('Photo albums');
  });

  it('asks for the same permission as the page it opens', () => {
    for (const entry of menuEntries) {
      for (const leaf of isMenuGroup(entry) ? entry.children : [entry]) {
        if (leaf.path.startsWith('/')) continue;
        const route = pageRoutes.find((r) => r.path === leaf.path);
        expect([leaf.path, leaf.permission]).toEqual([leaf.path, route?.permission]);
      }
    }
  });

  it('has titles in both languages', () => {
    const zh = i18n.getFixedT('zh-Hant');
    const en = i18n.getFixedT('en');
    expect(zh('pages.dashboard.title')).toBe('首頁總覽');
    expect(en('pages.dashboard.title')).toBe('Home and overview');
    expect(zh('menu.meetingGroup')).toBe('商機媒合');
    expect(en('menu.meetingGroup')).toBe('Business matching');
    expect(zh('menu.adminGroup')).toBe('系統管理');
    expect(en('menu.adminGroup')).toBe('Administration');
    expect(zh('pages.role.title')).toBe('角色與權限');
    expect(en('pages.role.title')).toBe('Roles and permissions');
    expect(zh('pages.clientLog.title')).toBe('前端錯誤紀錄');
    expect(en('pages.outbox.title')).toBe('Mail and SMS outbox');
    expect(zh('menu.vendorGroup')).toBe('供應商管理');
    expect(en('menu.vendorGroup')).toBe('Vendors');
  });
});

describe('menu by permission', () => {
  const everyone = outlineOf(menuEntries)
    .filter((line) => !line.startsWith('admin') && !line.startsWith('vendors'))
    .map((line) => (line.startsWith('product group') ? 'product group: catalogue, product' : line));

  it('shows a user without permissions no administration group', () => {
    expect(outlineOf(visibleMenuEntries(menuEntries, []))).toEqual(everyone);
  });

  it("shows a user holding 'roles:read' only the roles entry of the group", () => {
    expect(outlineOf(visibleMenuEntries(menuEntries, ['roles:read']))).toEqual([
      ...everyone,
      'admin group: role',
    ]);
  });

  it('gives staff holding users:read a 使用者管理 entry under 系統管理', () => {
    expect(outlineOf(visibleMenuEntries(menuEntries, ['users:read']))).toEqual([
      ...everyone,
      'admin group: user-admin',
    ]);
    expect(i18n.getFixedT('zh-Hant')('pages.userAdmin.title')).toBe('使用者管理');
    expect(i18n.getFixedT('en')('pages.userAdmin.title')).toBe('User administration');
  });

  it('shows the category and attribute pages to holders of their permissions only', () => {
    const withProducts = (line: string) =>
      visibleMenuEntries(menuEntries, [line]).map((e) => outlineOf([e])[0]);
    expect(withProducts('categories:write')).toContain('product group: catalogue, product, category');
    expect(withProducts('attributes:write')).toContain('product group: catalogue, product, attribute');
  });

  it('shows staff holding vendors:read but not vendors:audit the register only', () => {
    expect(outlineOf(visibleMenuEntries(menuEntries, ['vendors:read']))).toEqual([
      ...everyone,
      'vendors group: vendors',
    ]);
  });

  it('shows an administrator (*) every entry', () => {
    expect(outlineOf(visibleMenuEntries(menuEntries, ['*']))).toEqual(outlineOf(menuEntries));
  });
});

describe('routes', () => {
  it('cover every authenticated route of spec §2, plus the account and administration pages', () => {
    expect(pageRoutes.map((route) => route.path).sort()).toEqual(
      [
        'user/buyer',
        'user/sessions',
        'user/profile',
        'dashboard',
        'configuration',
        'action-log',
        'member',
        'member-import',
        'member-import2',
        'user',
        'user-wizard',
        'category',
        'banner',
        'album',
        'attribute',
        'announcement',
        'announcement-detail',
        'announcement/manage',
        'user-password',
        'user-edit',
        'user/create-company',
        'company',
        'company/data',
        'company-edit',
        'company-apply',
        'company-not-vendor',
        'inquiry-mailbox',
        'inquiry-mailbox/new',
        'inquiry-mailbox/:id',
        'meeting',
        'meeting/new',
        'meeting/:id',
        'consultation',
        'consultation/:id',
        'product',
        'company/upgrade',
        'company/application',
        'company/create',
        'review/apply',
        'role',
        'client-log',
        'outbox',
        'vendor-audit',
        'vendor-audit/detail',
        'vendors',
        'vendors/detail',
        'user-admin',
        // The catalogue buyers use.
        'catalogue',
        'catalogue/product',
        'catalogue/vendor',
        'notifications',
        'notifications/preferences',
      ].sort(),
    );
  });

  it('ask for the permissions of the pages that need one', () => {
    const needs = Object.fromEntries(
      pageRoutes.filter((route) => route.permission).map((route) => [route.path, route.permission]),
    );
    expect(needs).toEqual({
      configuration: 'config:write',
      'action-log': 'actionlog:read',
      'user-wizard': 'users:write',
      'user/create-company': 'vendors:write',
      category: 'categories:write',
      banner: 'banners:write',
      attribute: 'attributes:write',
      'company/create': 'vendors:write',
      role: 'roles:read',
      'client-log': 'clientlog:read',
      outbox: 'outbox:read',
      'vendor-audit': 'vendors:audit',
      'vendor-audit/detail': 'vendors:audit',
      vendors: 'vendors:read',
      'vendors/detail': 'vendors:read',
      'user-admin': 'users:read',
      'announcement/manage': 'news:write',
    });
  });
});

describe('pages outside the menu', () => {
  it('highlight the entry they are reached from', () => {
    expect(menuPathOf('user-edit')).toBe('user');
    expect(menuPathOf('user/buyer')).toBe('user');
    expect(menuPathOf('user/sessions')).toBe('user');
    expect(menuPathOf('user-password')).toBe('user-password');
    expect(menuPathOf('vendor-audit/detail')).toBe('vendor-audit');
    expect(menuPathOf('vendors/detail')).toBe('vendors');
    expect(menuPathOf('consultation/0193a000-0000-7000-8000-000000000001')).toBe('consultation');
    expect(menuPathOf('no-such-page')).toBe('no-such-page');
  });
});
