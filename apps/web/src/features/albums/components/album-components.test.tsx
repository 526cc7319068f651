import type { Picture, PictureAlbum } from '@portal/contracts/albums';
import type { StoredImage } from '@portal/contracts/image';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { ApiError } from '../../../lib/api-client';
import { loadTextBundle } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import type { ImageUploader } from '../../../lib/upload-image';
import { mockApi } from '../../../test/mock-api';
import { AlbumGallery } from './album-gallery';
import { BulkPictureUpload } from './bulk-picture-upload';
import { PictureGridEditor } from './picture-grid-editor';

const albumId = '01930000-0000-7000-8000-0000000000a1';
const time = '2026-11-25T02:00:00.000Z';

function storedImage(id: string): StoredImage {
  const variant = (name: string) => ({
    url: `/api/v1/Image/${id.padEnd(64, '0')}-${name}.webp`,
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
  albumId,
  image: storedImage(`01930000-0000-7000-8000-00000000020${n}`),
  captionZh: `相片說明 ${n}`,
  captionEn: '',
  sortOrder: n - 1,
  createdTime: time,
  updatedTime: time,
});
const pictures = [picture(1), picture(2), picture(3)];
const album: PictureAlbum = {
  id: albumId,
  titleZh: '年會',
  titleEn: 'Annual meeting',
  albumDate: '2026-11-20',
  visibility: 'public',
  coverPictureId: null,
  cover: pictures[0]?.image ?? null,
  pictureCount: 3,
  createdTime: time,
  updatedTime: time,
};

async function renderWith(children: ReactNode) {
  await loadTextBundle('publishing');
  await loadTextBundle('admin');
  await loadTextBundle('images');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <Suspense fallback="loading">{children}</Suspense>
    </AppProviders>,
  );
}

describe('album gallery lightbox', { timeout: 30_000 }, () => {
  it('opens at the chosen picture, moves with the arrows, closes with Escape and gives focus back', async () => {
    await renderWith(<AlbumGallery pictures={pictures} language="zh-Hant" />);
    const second = screen.getByRole('button', { name: '相片說明 2' });
    await userEvent.click(second);
    const dialog = screen.getByRole('dialog', { name: '相片檢視' });
    expect(within(dialog).getByText('第 2 張，共 3 張')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: /關閉/ }));
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('第 3 張，共 3 張')).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: '相片說明 1' })).toBeTruthy();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('第 3 張，共 3 張')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(second);
  });
});

describe('bulk picture upload', { timeout: 30_000 }, () => {
  it('uploads many files, adds the stored ones in the chosen order, and shows each failure on its own file', async () => {
    const api = mockApi({
      'POST Pictures': (call) => ({
        status: 201,
        body: { ...picture(1), image: storedImage((call.body as { imageId: string }).imageId) },
      }),
    });
    const upload = vi.fn<ImageUploader>(async (file, { onProgress }) => {
      onProgress(0.5);
      if (file.name === 'broken.jpg') {
        throw new ApiError(400, [{ code: 'IMAGE_UNREADABLE', message: '無法讀取此圖片。' }]);
      }
      return storedImage(
        file.name === 'a.jpg'
          ? '01930000-0000-7000-8000-000000000301'
          : '01930000-0000-7000-8000-000000000302',
      );
    });
    const view = await renderWith(<BulkPictureUpload albumId={albumId} upload={upload} />);
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array(64)], name, { type });
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [file('a.jpg'), file('notes.txt', 'text/plain'), file('broken.jpg'), file('b.jpg')]);
    await waitFor(() => expect(api.calls.filter((call) => call.path === 'Pictures')).toHaveLength(2));
    expect(api.calls.filter((call) => call.path === 'Pictures').map((call) => call.body)).toEqual([
      { albumId, imageId: '01930000-0000-7000-8000-000000000301' },
      { albumId, imageId: '01930000-0000-7000-8000-000000000302' },
    ]);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      '僅接受 JPEG、PNG、WebP、AVIF 或 GIF 圖片。',
      '無法讀取此圖片。',
    ]);
    expect(upload).toHaveBeenCalledTimes(3);
  });
});

describe('bulk picture upload progress', { timeout: 30_000 }, () => {
  it('shows a progress bar per file that follows its upload, next to that file’s own error', async () => {
    const api = mockApi({
      'POST Pictures': (call) => ({
        status: 201,
        body: { ...picture(1), image: storedImage((call.body as { imageId: string }).imageId) },
      }),
    });
    const reporters = new Map<string, (sent: number) => void>();
    let finishA: (() => void) | undefined;
    const upload = vi.fn<ImageUploader>(async (file, { onProgress }) => {
      reporters.set(file.name, onProgress);
      if (file.name === 'broken.jpg') {
        onProgress(0.4);
        throw new ApiError(400, [{ code: 'IMAGE_UNREADABLE', message: '無法讀取此圖片。' }]);
      }
      onProgress(0.25);
      await new Promise<void>((resolve) => {
        finishA = resolve;
      });
      return storedImage('01930000-0000-7000-8000-000000000301');
    });
    const view = await renderWith(<BulkPictureUpload albumId={albumId} upload={upload} />);
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = (name: string, type = 'image/jpeg') => new File([new Uint8Array(64)], name, { type });
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [file('a.jpg'), file('broken.jpg'), file('notes.txt', 'text/plain')]);

    const bar = (name: string) => screen.getByRole('progressbar', { name });
    const rowOf = (name: string) => bar(name).closest('li') as HTMLElement;
    // One bar per file, each with its own value.
    await waitFor(() => expect(bar('a.jpg').getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
    expect(within(rowOf('a.jpg')).queryByRole('alert')).toBeNull();

    // It follows the upload as it goes.
    act(() => reporters.get('a.jpg')?.(0.8));
    expect(bar('a.jpg').getAttribute('aria-valuenow')).toBe('80');
    expect(bar('a.jpg').className).toContain('ant-progress-status-active');

    // A failed file's bar stops where it was, marked failed, with its reason beside it; another file's
    // refusal (before any upload) is on its own row.
    await waitFor(() =>
      expect(within(rowOf('broken.jpg')).getByRole('alert').textContent).toBe('無法讀取此圖片。'),
    );
    expect(bar('broken.jpg').getAttribute('aria-valuenow')).toBe('40');
    expect(bar('broken.jpg').className).toContain('ant-progress-status-exception');
    await waitFor(() =>
      expect(within(rowOf('notes.txt')).getByRole('alert').textContent).toBe(
        '僅接受 JPEG、PNG、WebP、AVIF 或 GIF 圖片。',
      ),
    );
    expect(bar('notes.txt').getAttribute('aria-valuenow')).toBe('0');
    expect(bar('notes.txt').className).toContain('ant-progress-status-exception');
    expect(reporters.has('notes.txt')).toBe(false);

    // Stored and added: full, and marked done.
    act(() => finishA?.());
    await waitFor(() => expect(bar('a.jpg').getAttribute('aria-valuenow')).toBe('100'));
    await waitFor(() => expect(bar('a.jpg').className).toContain('ant-progress-status-success'));
    expect(api.calls.filter((call) => call.path === 'Pictures')).toHaveLength(1);
    expect(within(rowOf('a.jpg')).queryByRole('alert')).toBeNull();
  });
});

describe('picture reorder', { timeout: 30_000 }, () => {
  it('moves a picture with the keyboard (Space, arrow, Space) in one PUT with its new position', async () => {
    const api = mockApi({ 'PUT Pictures': { body: picture(1) } });
    await renderWith(<PictureGridEditor album={album} pictures={pictures} />);
    const first = screen.getByRole('listitem', { name: '相片 1: 相片說明 1' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: ' ' });
    expect(screen.getByText(/已拿起第 1 張/)).toBeTruthy();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    // Shown at its new place while lifted.
    const tiles = screen.getAllByRole('listitem');
    expect(tiles[1]?.id).toBe(`picture-${pictures[0]?.id}`);
    fireEvent.keyDown(tiles[1] as HTMLElement, { key: ' ' });
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      id: pictures[0]?.id,
      sortOrder: 1,
    });
  });

  it('moves a picture by drag and drop, and cancels a keyboard move with Escape', async () => {
    const api = mockApi({ 'PUT Pictures': { body: picture(3) } });
    await renderWith(<PictureGridEditor album={album} pictures={pictures} />);
    const [one, , three] = screen.getAllByRole('listitem');
    fireEvent.keyDown(one as HTMLElement, { key: ' ' });
    fireEvent.keyDown(one as HTMLElement, { key: 'Escape' });
    expect(screen.getByText('已取消移動。')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    const dataTransfer = { effectAllowed: 'none', setData: () => {} };
    fireEvent.dragStart(three as HTMLElement, { dataTransfer });
    fireEvent.dragOver(one as HTMLElement, { dataTransfer });
    fireEvent.drop(one as HTMLElement, { dataTransfer });
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      id: pictures[2]?.id,
      sortOrder: 0,
    });
  });
});

describe('choosing the cover', { timeout: 30_000 }, () => {
  it('makes another picture the cover in one PUT that keeps the album as it is; the cover has no such button', async () => {
    const chosen = { ...album, coverPictureId: pictures[1]?.id ?? null };
    const api = mockApi({ 'PUT PictureAlbums': { body: chosen } });
    const view = await renderWith(<PictureGridEditor album={album} pictures={pictures} />);
    // Without a chosen cover the first picture is the cover.
    expect(screen.queryByRole('button', { name: '設為封面 相片 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '設為封面 相片 2' }));
    await waitFor(() => expect(api.callsTo('PUT PictureAlbums')).toHaveLength(1));
    expect(api.callsTo('PUT PictureAlbums')[0]?.body).toEqual({
      id: albumId,
      titleZh: '年會',
      titleEn: 'Annual meeting',
      albumDate: '2026-11-20',
      visibility: 'public',
      coverPictureId: pictures[1]?.id,
    });
    view.rerender(
      <AppProviders queryClient={createQueryClient()}>
        <PictureGridEditor album={chosen} pictures={pictures} />
      </AppProviders>,
    );
    expect(screen.queryByRole('button', { name: '設為封面 相片 2' })).toBeNull();
    expect(screen.getByRole('button', { name: '設為封面 相片 1' })).toBeTruthy();
  });
});

describe('caption editing', { timeout: 30_000 }, () => {
  it('edits a picture’s captions in both languages in one PUT that keeps its image and album', async () => {
    const api = mockApi({
      'PUT Pictures': (call) => ({ body: { ...picture(2), ...(call.body as object) } }),
    });
    const saved = vi.spyOn(toast, 'info');
    await renderWith(<PictureGridEditor album={album} pictures={pictures} />);
    await userEvent.click(screen.getByRole('button', { name: '編輯說明 相片 2' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯說明：相片 2' });
    const zh = within(dialog).getByLabelText('說明（中文）');
    expect((zh as HTMLInputElement).value).toBe('相片說明 2');
    await userEvent.clear(zh);
    await userEvent.type(zh, '頒獎典禮');
    await userEvent.type(within(dialog).getByLabelText('說明（英文）'), 'Award ceremony');
    await userEvent.click(within(dialog).getByRole('button', { name: /儲\s*存/ }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      id: pictures[1]?.id,
      albumId,
      imageId: pictures[1]?.image.id,
      captionZh: '頒獎典禮',
      captionEn: 'Award ceremony',
    });
    await waitFor(() => expect(saved).toHaveBeenCalledWith('已儲存相片說明。'));
  });

  it('refuses a caption over the contract’s limit on its field and sends nothing', async () => {
    const api = mockApi({});
    await renderWith(<PictureGridEditor album={album} pictures={pictures} />);
    await userEvent.click(screen.getByRole('button', { name: '編輯說明 相片 1' }));
    const dialog = await screen.findByRole('dialog', { name: '編輯說明：相片 1' });
    const en = within(dialog).getByLabelText('說明（英文）');
    // The input's maxLength stops typing; a pasted value past it is still checked by the rules.
    fireEvent.change(en, { target: { value: 'x'.repeat(201) } });
    await userEvent.click(within(dialog).getByRole('button', { name: /儲\s*存/ }));
    expect(await within(dialog).findByText(/說明（英文）.*200/)).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
