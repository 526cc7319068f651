import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { menuPathOf, pageRoutes } from '../page-routes';
import { isMenuGroup, menuEntries } from './menu-entries';

describe('side menu', () => {
  it('follows the table of spec §2, in order', () => {
    const outline = menuEntries.map((entry) =>
      isMenuGroup(entry) ? `${entry.id} group: ${entry.children.map((c) => c.path).join(', ')}` : entry.path,
    );
    expect(outline).toEqual([
      'dashboard',
      'announcement',
      'meeting group: inquiry-mailbox, meeting',
      'user group: user, user-password',
      'company',
      'company/application',
      'company/upgrade',
      'member group: member, review/apply',
      'product group: product',
    ]);
  });

  it('only points at existing routes', () => {
    const paths = new Set(pageRoutes.map((route) => route.path));
    for (const entry of menuEntries) {
      for (const leaf of isMenuGroup(entry) ? entry.children : [entry])
        expect(paths.has(leaf.path)).toBe(true);
    }
  });

  it('has titles in both languages', () => {
    const zh = i18n.getFixedT('zh-Hant');
    const en = i18n.getFixedT('en');
    expect(zh('pages.dashboard.title')).toBe('首頁總覽');
    expect(en('pages.dashboard.title')).toBe('Home and overview');
    expect(zh('menu.meetingGroup')).toBe('商機媒合');
    expect(en('menu.meetingGroup')).toBe('Business matching');
  });
});

describe('routes', () => {
  it('cover every authenticated route of spec §2, plus the buyer profile and the signed-in devices', () => {
    expect(pageRoutes.map((route) => route.path).sort()).toEqual(
      [
        'user/buyer',
        'user/sessions',
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
        'user-password',
        'user-edit',
        'user/create-company',
        'company',
        'company/data',
        'company-edit',
        'company-apply',
        'company-not-vendor',
        'inquiry-mailbox',
        'meeting',
        'product',
        'company/upgrade',
        'company/application',
        'company/create',
        'review/apply',
      ].sort(),
    );
  });
});

describe('pages outside the menu', () => {
  it('highlight the entry they are reached from', () => {
    expect(menuPathOf('user-edit')).toBe('user');
    expect(menuPathOf('user/buyer')).toBe('user');
    expect(menuPathOf('user/sessions')).toBe('user');
    expect(menuPathOf('user-password')).toBe('user-password');
    expect(menuPathOf('no-such-page')).toBe('no-such-page');
  });
});
