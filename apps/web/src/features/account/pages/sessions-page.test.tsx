import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, testUser } from '../../../test/render-app';
import type { Session } from '../api/list-sessions';

const now = Date.now();
const session = (id: string, minutesAgo: number, current: boolean, userAgent: string | null): Session => ({
  id,
  createdAt: new Date(now - 3 * 86_400_000).toISOString(),
  lastSeenAt: new Date(now - minutesAgo * 60_000).toISOString(),
  expiresAt: new Date(now + 86_400_000).toISOString(),
  ip: current ? '203.0.113.7' : null,
  userAgent,
  current,
});

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('sessions page', () => {
  it('lists this device first and ends another after a confirmation', async () => {
    const api = mockApi({
      'GET Account/Sessions': {
        body: {
          totalCount: 3,
          data: [
            session('s-old', 120, false, null),
            session('s-here', 0, true, chrome),
            session('s-phone', 5, false, iphone),
          ],
        },
      },
      'DELETE Account/Sessions/s-phone': { body: { endedSessions: 1 } },
      'POST Account/Sessions/EndOthers': { body: { endedSessions: 2 } },
    });
    renderApp('/user/sessions', { user: testUser });
    const list = await screen.findByRole('list', { name: '登入中的裝置' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Chrome，Windows',
      'Safari，iOS',
      '不明的裝置',
    ]);
    expect(within(items[0] as HTMLElement).getByText('目前這台裝置')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('203.0.113.7')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByText('共 3 個登入中的裝置')).toBeTruthy();

    const phone = items[1] as HTMLElement;
    const endPhone = within(phone).getByRole('button', { name: '結束此登入' });
    expect(endPhone.getAttribute('aria-describedby')).toBe('session-s-phone');
    await userEvent.click(endPhone);
    expect(api.callsTo('DELETE Account/Sessions/s-phone')).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: '確定' }));
    await waitFor(() => expect(api.callsTo('DELETE Account/Sessions/s-phone')).toHaveLength(1));
    expect(await screen.findByText('資訊: 已結束 1 個登入。')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '結束其他所有裝置的登入' }));
    await userEvent.click(await screen.findByRole('button', { name: '確定' }));
    await waitFor(() => expect(api.callsTo('POST Account/Sessions/EndOthers')).toHaveLength(1));
  });
});
