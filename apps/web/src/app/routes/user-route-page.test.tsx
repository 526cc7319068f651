import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleList, sampleUser, userAdmin } from '../../features/user-admin/test-fixtures';
import { mockApi, sampleProfile } from '../../test/mock-api';
import { renderApp, testUser } from '../../test/render-app';

// Whole-app renders: the first lazy page can take long while the suite runs many files at once.
configure({ asyncUtilTimeout: 15_000 });

const userList = { body: { totalCount: 1, data: [sampleUser] } };
const reader = { ...testUser, permissions: ['users:read'] };

describe('the user page switches by permission', { timeout: 60_000 }, () => {
  it('shows a member their own basic data and never asks for the users list', async () => {
    const api = mockApi({ 'GET Account': { body: sampleProfile }, 'GET Users': userList });
    renderApp('/user', { user: testUser });
    expect(await screen.findByRole('heading', { name: '基本資料檢視與管理' })).toBeTruthy();
    expect(await screen.findByText('ming@example.test')).toBeTruthy();
    expect(api.callsTo('GET Users')).toHaveLength(0);
  });

  it('shows a holder of users:read the users list, with a link to their own data', async () => {
    const api = mockApi({ 'GET Account': { body: sampleProfile }, 'GET Users': userList });
    renderApp('/simple-menu/user', { user: reader });
    expect(await screen.findByRole('heading', { name: '使用者管理' })).toBeTruthy();
    expect(await screen.findByText('chen.mei')).toBeTruthy();
    const link = screen.getByText('我的基本資料').closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('/simple-menu/user/profile');
    expect(api.callsTo('GET Account')).toHaveLength(0);
  });

  it('keeps everyone’s own basic data at user/profile', async () => {
    mockApi({ 'GET Account': { body: sampleProfile } });
    renderApp('/user/profile', { user: reader });
    expect(await screen.findByText('ming@example.test')).toBeTruthy();
  });
});

describe('the user-edit page switches by ?id= and permission', { timeout: 60_000 }, () => {
  it('without an id, edits my own profile (administrator or not)', async () => {
    const api = mockApi({ 'GET Account': { body: sampleProfile } });
    renderApp('/user-edit', { user: userAdmin });
    expect(await screen.findByRole('heading', { name: '編輯個人資料' })).toBeTruthy();
    expect(api.callsTo(`GET Users/${sampleUser.id}`)).toHaveLength(0);
  });

  it('with an id and users:write, edits that user', async () => {
    mockApi({ 'GET Roles': roleList, [`GET Users/${sampleUser.id}`]: { body: sampleUser } });
    renderApp(`/user-edit?id=${sampleUser.id}`, { user: userAdmin });
    expect(await screen.findByRole('heading', { name: '編輯使用者：陳美' })).toBeTruthy();
  });

  it('with an id but without users:write, is the 403 page (not my own profile)', async () => {
    const api = mockApi({ 'GET Account': { body: sampleProfile } });
    renderApp(`/user-edit?id=${sampleUser.id}`, { user: reader });
    expect(await screen.findByRole('heading', { name: '您沒有檢視此頁面的權限' })).toBeTruthy();
    // Only the shell's own calls (the bell's unread counts) go out: no user, no profile.
    const shellCalls = ['GET News/Unread', 'GET Notifications/Unread'];
    expect(
      api.calls.map((call) => `${call.method} ${call.path}`).filter((key) => !shellCalls.includes(key)),
    ).toEqual([]);
  });

  it('user-wizard and user/create-company need their permissions', async () => {
    mockApi({});
    const { unmount } = renderApp('/user-wizard', { user: reader });
    expect(await screen.findByRole('heading', { name: '您沒有檢視此頁面的權限' })).toBeTruthy();
    unmount();
    renderApp('/user/create-company', { user: { ...reader, permissions: ['users:read', 'users:write'] } });
    expect(await screen.findByRole('heading', { name: '您沒有檢視此頁面的權限' })).toBeTruthy();
  });
});
