import type { Picture, PictureAlbum } from '@portal/contracts/albums';
import type { StoredImage } from '@portal/contracts/image';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const time = '2026-11-25T02:00:00.000Z';
const publicId = '01930000-0000-7000-8000-0000000000a1';
const membersId = '01930000-0000-7000-8000-0000000000a2';

function storedImage(id: string): StoredImage {
  const variant = (name: string) => ({
    url: `/api/v1/Image/${id}-${name}.webp`,
    width: 320,
    height: 240,
    size: 10,
  });
  return {
    id,
    width: 320,
    height: 240,
    createdTime: time,
    variants: { large: variant('large'), medium: variant('medium'), small: variant('small') },
  };
}
const picture = (n: number): Picture => ({
  id: `01930000-0000-7000-8000-00000000010${n}`,
  albumId: publicId,
  image: storedImage(`01930000-0000-7000-8000-00000000020${n}`),
  captionZh: `開幕 ${n}`,
  captionEn: `Opening ${n}`,
  sortOrder: n - 1,
  createdTime: time,
  updatedTime: time,
});
const album = (id: string, visibility: PictureAlbum['visibility']): PictureAlbum => ({
  id,
  titleZh: '秋季年會',
  titleEn: 'Autumn meeting',
  albumDate: '2026-11-20',
  visibility,
  coverPictureId: null,
  cover: null,
  pictureCount: 2,
  createdTime: time,
  updatedTime: time,
});

describe('public gallery page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./public-gallery-page');
  }, 60_000);

  it('lets a stranger list the public albums, open one and page through it in the lightbox', async () => {
    const api = mockApi({
      'GET PictureAlbums': { body: { totalCount: 1, data: [album(publicId, 'public')] } },
      [`GET PictureAlbums/${publicId}`]: { body: album(publicId, 'public') },
      'GET Pictures': { body: { totalCount: 2, data: [picture(1), picture(2)] } },
    });
    const view = renderApp('/albums');
    expect(await screen.findByRole('heading', { level: 1, name: '活動相簿' })).toBeTruthy();
    // No menu, no staff tools: the public frame with its language switch.
    expect(screen.queryByRole('button', { name: '新增相簿' })).toBeNull();
    await userEvent.click(await screen.findByRole('link', { name: '秋季年會' }));
    expect(view.location()).toBe(`/albums/${publicId}`);
    expect(await screen.findByRole('heading', { level: 1, name: '秋季年會' })).toBeTruthy();
    const thumbnail = await screen.findByRole('button', { name: '開幕 2' });
    await userEvent.click(thumbnail);
    const lightbox = screen.getByRole('dialog', { name: '相片檢視' });
    expect(within(lightbox).getByText('第 2 張，共 2 張')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(lightbox).getByText('第 1 張，共 2 張')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnail);
    // Asked without a session.
    expect(api.calls.every((call) => !call.headers.get('Authorization'))).toBe(true);
  });

  it('answers "not found" for an album of signed-in members, without asking for its pictures', async () => {
    const api = mockApi({
      [`GET PictureAlbums/${membersId}`]: apiError(404, { code: 'NOT_FOUND', message: '找不到資料。' }),
    });
    renderApp(`/albums/${membersId}`);
    expect(await screen.findByText('找不到這本相簿：它可能已刪除，或僅供登入會員觀看。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回相簿列表' })).toBeTruthy();
    expect(api.calls.some((call) => call.path === 'Pictures')).toBe(false);
  });

  it('does not show a signed-in album here even when the server gives it (a signed-in reader)', async () => {
    const api = mockApi({
      [`GET PictureAlbums/${membersId}`]: { body: album(membersId, 'signed-in') },
    });
    renderApp(`/albums/${membersId}`);
    expect(await screen.findByText('找不到這本相簿：它可能已刪除，或僅供登入會員觀看。')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '秋季年會' })).toBeNull();
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === `PictureAlbums/${membersId}`)).toBe(true),
    );
    expect(api.calls.some((call) => call.path === 'Pictures')).toBe(false);
  });

  it('switches to English with the public pages’ language switch', async () => {
    mockApi({ 'GET PictureAlbums': { body: { totalCount: 1, data: [album(publicId, 'public')] } } });
    renderApp('/albums');
    await screen.findByRole('link', { name: '秋季年會' });
    await userEvent.click(screen.getByRole('button', { name: /English|語言/ }));
    const english = await screen.findByRole(
      'heading',
      { level: 1, name: 'Photo albums' },
      { timeout: 10_000 },
    );
    expect(english).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Autumn meeting' })).toBeTruthy();
  });
});
