import type { Banner } from '@portal/contracts/banners';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { Suspense } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { loadTextBundle } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/mock-api';
import { momentOfTaipeiPick, taipeiPickerValue } from '../taipei-picker';
import { BannerFormDrawer } from './banner-form-drawer';

const time = '2026-11-25T02:00:00.000Z';
const imageId = '01930000-0000-7000-8000-000000000201';
const variant = (name: string) => ({
  url: `/api/v1/Image/${imageId}-${name}.webp`,
  width: 600,
  height: 200,
  size: 10,
});
const banner: Banner = {
  id: '01930000-0000-7000-8000-000000000301',
  positionId: '01930000-0000-7000-8000-000000000401',
  positionCode: 'home',
  image: {
    id: imageId,
    width: 600,
    height: 200,
    createdTime: time,
    variants: { large: variant('large'), medium: variant('medium'), small: variant('small') },
  },
  altZh: '年度採購展',
  altEn: '',
  linkUrl: '',
  sortOrder: 0,
  // 10:00 on 1 December and 01:30 on 1 January in Taipei.
  startsAt: '2026-12-01T02:00:00.000Z',
  endsAt: '2026-12-31T17:30:00.000Z',
  isEnabled: true,
  createdTime: time,
  updatedTime: time,
};

// The browser here runs on New York's clock (13 hours behind Taipei): what shows must still be Taipei time.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

describe('banner schedule in Taipei time', { timeout: 30_000 }, () => {
  it('turns moments into Taipei wall-clock picker values and picks back into moments', () => {
    expect(new Date('2026-12-01T02:00:00.000Z').getHours()).toBe(21);
    expect(taipeiPickerValue(banner.startsAt)?.format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 10:00');
    expect(taipeiPickerValue(banner.endsAt)?.format('YYYY-MM-DD HH:mm')).toBe('2027-01-01 01:30');
    expect(momentOfTaipeiPick(dayjs('2027-01-01T01:30'))).toBe('2026-12-31T17:30:00.000Z');
    expect(momentOfTaipeiPick(taipeiPickerValue(banner.startsAt))).toBe(banner.startsAt);
    expect(taipeiPickerValue(null)).toBeNull();
    expect(momentOfTaipeiPick(null)).toBeNull();
  });

  it('shows a banner’s schedule in Taipei time, says so, and saves it unchanged', async () => {
    const api = mockApi({ 'PUT Banners': (call) => ({ body: { ...banner, ...(call.body as object) } }) });
    await Promise.all([loadTextBundle('publishing'), loadTextBundle('admin'), loadTextBundle('images')]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Suspense fallback="loading">
          <BannerFormDrawer open positionId={banner.positionId} banner={banner} onClose={() => undefined} />
        </Suspense>
      </AppProviders>,
    );
    const drawer = await screen.findByRole('dialog', { name: '編輯橫幅' });
    expect(within(drawer).getByPlaceholderText('開始時間')).toHaveProperty('value', '2026-12-01 10:00');
    expect(within(drawer).getByPlaceholderText('結束時間')).toHaveProperty('value', '2027-01-01 01:30');
    expect(within(drawer).getByText('以台北時間（UTC+8）輸入與顯示。')).toBeTruthy();
    await userEvent.click(within(drawer).getByRole('button', { name: /儲\s*存/ }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      startsAt: '2026-12-01T02:00:00.000Z',
      endsAt: '2026-12-31T17:30:00.000Z',
    });
  });
});
