import type { StoredImage } from '@portal/contracts/image';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { ApiError } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import type { ImageUploader } from '../lib/upload-image';
import { moveImage } from './image-upload-entries';
import { ImageUploadList } from './image-upload-list';

function storedImage(id: string): StoredImage {
  const variant = (name: string, width: number) => ({
    url: `/api/v1/Image/${id.padEnd(64, '0')}-${name}.webp`,
    width,
    height: width / 2,
    size: 1000,
  });
  return {
    id,
    width: 2000,
    height: 1000,
    createdTime: '2026-11-25T01:00:00.000Z',
    variants: { large: variant('large', 2000), medium: variant('medium', 960), small: variant('small', 320) },
  };
}

/** A network the test drives: each upload waits until the test answers it, reporting progress meanwhile. */
function controlledUploads() {
  const pending = new Map<
    string,
    {
      progress: (sent: number) => void;
      resolve: (image: StoredImage) => void;
      reject: (error: unknown) => void;
    }
  >();
  const upload = vi.fn<ImageUploader>(
    (file, { onProgress }) =>
      new Promise((resolve, reject) => {
        pending.set(file.name, { progress: onProgress, resolve, reject });
      }),
  );
  const call = (name: string) => {
    const found = pending.get(name);
    if (!found) throw new Error(`no upload of ${name}`);
    return found;
  };
  return { upload, call };
}

const picture = (name: string, size = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });

function renderList(options: {
  upload: ImageUploader;
  value?: string[];
  known?: StoredImage[];
  max?: number;
}) {
  const changes: string[][] = [];
  const busy: boolean[] = [];
  function Harness() {
    const [value, setValue] = useState(options.value ?? []);
    return (
      <ImageUploadList
        value={value}
        onChange={(ids) => {
          changes.push(ids);
          setValue(ids);
        }}
        onBusyChange={(isBusy) => busy.push(isBusy)}
        {...(options.known ? { knownImages: options.known } : {})}
        {...(options.max ? { max: options.max } : {})}
        upload={options.upload}
      />
    );
  }
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <Harness />
    </AppProviders>,
  );
  const input = () => view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { changes, busy, input };
}

const user = () => userEvent.setup({ applyAccept: false });

describe('ImageUploadList', () => {
  it('uploads several files at once, each with its own progress, and answers their ids in order', async () => {
    const network = controlledUploads();
    const { changes, busy, input } = renderList({ upload: network.upload });
    expect(screen.getByText('尚未加入圖片。')).toBeTruthy();
    await user().upload(input(), [picture('front.jpg'), picture('side.png', 4096, 'image/png')]);
    expect(network.upload).toHaveBeenCalledTimes(2);
    expect(busy).toEqual([true]);

    network.call('front.jpg').progress(0.4);
    expect(await screen.findByText('front.jpg 上傳中，40%')).toBeTruthy();
    expect(screen.getByText('side.png 上傳中，0%')).toBeTruthy();
    // Each bar is named after its file (a nameless progress bar is an accessibility violation).
    expect(
      screen.getByRole('progressbar', { name: 'front.jpg 的上傳進度' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    network.call('front.jpg').progress(1);
    expect(await screen.findByText('front.jpg 處理中…')).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消上傳 side.png' })).toBeTruthy();

    // The second finishes first: the list keeps the order the files were chosen in.
    network.call('side.png').resolve(storedImage('b'));
    await waitFor(() => expect(changes.at(-1)).toEqual(['b']));
    network.call('front.jpg').resolve(storedImage('a'));
    await waitFor(() => expect(changes.at(-1)).toEqual(['a', 'b']));
    expect(busy).toEqual([true, false]);

    const first = screen.getByRole('img', { name: '第 1 張圖片' });
    expect(first.getAttribute('src')).toBe(storedImage('a').variants.small.url);
    const cards = within(screen.getByRole('list', { name: '已選擇的圖片' })).getAllByRole('listitem');
    expect(within(cards[0] as HTMLElement).getByText('封面')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: '將第 2 張設為封面' })).toBeTruthy();
  });

  it('takes a late echo of its own earlier change as such: uploads ending together keep the order chosen', async () => {
    const network = controlledUploads();
    const changes: string[][] = [];
    const queryClient = createQueryClient();
    // The form passes values back when the test says, as a busy page may, after later changes.
    const list = (value: string[]) => (
      <AppProviders queryClient={queryClient}>
        <ImageUploadList value={value} onChange={(ids) => changes.push(ids)} upload={network.upload} />
      </AppProviders>
    );
    const view = render(list([]));
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await user().upload(input, [picture('one.jpg'), picture('two.jpg'), picture('three.jpg')]);
    network.call('two.jpg').resolve(storedImage('b'));
    await waitFor(() => expect(changes.at(-1)).toEqual(['b']));
    network.call('three.jpg').resolve(storedImage('c'));
    await waitFor(() => expect(changes.at(-1)).toEqual(['b', 'c']));
    view.rerender(list(['b']));
    network.call('one.jpg').resolve(storedImage('a'));
    await waitFor(() => expect(changes.at(-1)).toEqual(['a', 'b', 'c']));
    view.rerender(list(['b', 'c']));
    view.rerender(list(['a', 'b', 'c']));
    const sources = () =>
      [1, 2, 3].map((n) => screen.getByRole('img', { name: `第 ${n} 張圖片` }).getAttribute('src'));
    expect(sources()).toEqual(['a', 'b', 'c'].map((id) => storedImage(id).variants.small.url));
    // A value set from outside (the form reset) still replaces the list.
    view.rerender(list([]));
    expect(await screen.findByText('尚未加入圖片。')).toBeTruthy();
  });

  it('keeps an upload that finished right after its last progress report', async () => {
    const network = controlledUploads();
    const { changes, input } = renderList({ upload: network.upload });
    await user().upload(input(), [picture('one.jpg'), picture('two.jpg')]);
    // Reported and finished before the page draws again, behind another report still to be drawn.
    await act(async () => {
      network.call('two.jpg').progress(0.3);
      network.call('one.jpg').progress(0.5);
      network.call('one.jpg').resolve(storedImage('a'));
    });
    await act(async () => network.call('two.jpg').resolve(storedImage('b')));
    await waitFor(() => expect(changes.at(-1)).toEqual(['a', 'b']));
    expect(screen.getAllByRole('img', { name: /^第 \d 張圖片$/ })).toHaveLength(2);
  });

  it("shows the server's refusal on its own card, keeps the others, and lets the failed file be removed", async () => {
    const network = controlledUploads();
    const { changes, input } = renderList({ upload: network.upload });
    await user().upload(input(), [picture('ok.jpg'), picture('bomb.png', 100, 'image/png')]);
    network.call('ok.jpg').resolve(storedImage('a'));
    network.call('bomb.png').reject(
      new ApiError(413, [
        {
          code: 'IMAGE_TOO_MANY_PIXELS',
          message: '圖片尺寸過大（50000 × 50000），不可超過 40 百萬像素，請縮小後再上傳。',
        },
      ]),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'bomb.png 無法上傳：圖片尺寸過大（50000 × 50000），不可超過 40 百萬像素，請縮小後再上傳。',
    );
    await waitFor(() => expect(changes.at(-1)).toEqual(['a']));
    await user().click(screen.getByRole('button', { name: '移除 bomb.png' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: '第 1 張圖片' })).toBeTruthy();
  });

  it('refuses before sending what the server would refuse: other types, over 10 MB, more than the maximum', async () => {
    const network = controlledUploads();
    const { input } = renderList({ upload: network.upload, max: 2, value: ['a'], known: [storedImage('a')] });
    await user().upload(input(), [
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
      picture('huge.jpg', 10 * 1024 * 1024 + 1),
      picture('second.jpg'),
      picture('third.jpg'),
    ]);
    const alerts = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'logo.svg 無法上傳：僅接受 JPEG、PNG、WebP、AVIF 或 GIF 圖片。',
      'huge.jpg 無法上傳：檔案超過 10 MB。',
      'third.jpg 無法上傳：最多 2 張圖片。',
    ]);
    expect(network.upload.mock.calls.map(([file]) => file.name)).toEqual(['second.jpg']);
  });

  it('reorders, makes another the cover and removes after a confirmation', async () => {
    const known = ['a', 'b', 'c'].map(storedImage);
    const { changes } = renderList({ upload: vi.fn<ImageUploader>(), value: ['a', 'b', 'c'], known });
    const srcOf = (position: number) =>
      screen.getByRole('img', { name: `第 ${position} 張圖片` }).getAttribute('src');
    expect(srcOf(1)).toBe(known[0]?.variants.small.url);
    expect(screen.getByRole('button', { name: '第 1 張往前移' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '第 3 張往後移' })).toHaveProperty('disabled', true);

    await user().click(screen.getByRole('button', { name: '第 1 張往後移' }));
    expect(changes.at(-1)).toEqual(['b', 'a', 'c']);
    await user().click(screen.getByRole('button', { name: '將第 3 張設為封面' }));
    expect(changes.at(-1)).toEqual(['c', 'b', 'a']);
    expect(srcOf(1)).toBe(known[2]?.variants.small.url);

    await user().click(screen.getByRole('button', { name: '移除第 2 張' }));
    expect(changes).toHaveLength(2);
    await user().click(await screen.findByRole('button', { name: '移除' }));
    await waitFor(() => expect(changes.at(-1)).toEqual(['c', 'a']));
  });

  it('cancels an upload still running: its request is aborted and its card goes', async () => {
    const signals: AbortSignal[] = [];
    const upload = vi.fn<ImageUploader>((_file, { signal }) => {
      if (signal) signals.push(signal);
      return new Promise(() => {});
    });
    const { busy, input } = renderList({ upload });
    await user().upload(input(), [picture('slow.jpg')]);
    await user().click(await screen.findByRole('button', { name: '取消上傳 slow.jpg' }));
    expect(signals[0]?.aborted).toBe(true);
    expect(screen.getByText('尚未加入圖片。')).toBeTruthy();
    expect(busy).toEqual([true, false]);
  });
});

describe('moveImage', () => {
  it('moves among the chosen images only; pending cards keep their places', () => {
    const entries = [
      { key: '1', status: 'done' as const, imageId: 'a' },
      { key: '2', status: 'uploading' as const, name: 'x.jpg', progress: 0 },
      { key: '3', status: 'done' as const, imageId: 'b' },
    ];
    expect(moveImage(entries, '3', 'earlier').map((entry) => entry.key)).toEqual(['3', '2', '1']);
    expect(moveImage(entries, '1', 'earlier')).toBe(entries);
    expect(moveImage(entries, '2', 'first')).toBe(entries);
  });
});
