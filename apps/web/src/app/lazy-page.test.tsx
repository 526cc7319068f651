import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadTimeoutMs } from '../lib/constants';
import { createQueryClient } from '../lib/query-client';
import { LazyPage, preloadPage } from './lazy-page';
import type { PageModule } from './page-routes';
import { AppProviders } from './providers';

function Loaded() {
  return <p>頁面內容</p>;
}

function renderLazy(load: () => Promise<PageModule>) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <LazyPage load={load} />
    </AppProviders>,
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  // React logs every error a boundary catches; these tests cause them on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LazyPage', () => {
  it('shows a page whose chunk preloadPage already loaded at once, with no loading screen', async () => {
    const load = () => Promise.resolve({ default: Loaded });
    await preloadPage(load);
    renderLazy(load);
    expect(screen.getByText('頁面內容')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the page once its chunk arrives', async () => {
    renderLazy(() => Promise.resolve({ default: Loaded }));
    await advance(0);
    expect(screen.getByText('頁面內容')).toBeTruthy();
  });

  it('shows the load-failed screen after 120 s and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<PageModule>>()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce({ default: Loaded });
    renderLazy(load);

    await advance(chunkLoadTimeoutMs - 1);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByText('頁面載入失敗')).toBeNull();

    await advance(1);
    expect(screen.getByRole('heading', { name: '頁面載入失敗' })).toBeTruthy();

    act(() => screen.getByRole('button', { name: '重新載入' }).click());
    await advance(0);
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('頁面內容')).toBeTruthy();
  });

  it('shows the load-failed screen when the chunk cannot be fetched', async () => {
    renderLazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    );
    await advance(0);
    expect(screen.getByRole('heading', { name: '頁面載入失敗' })).toBeTruthy();
  });

  it('reports a page that throws while rendering and offers to try again', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    function Broken(): never {
      throw new Error('render failed');
    }
    renderLazy(() => Promise.resolve({ default: Broken }));
    await advance(0);
    expect(screen.getByRole('heading', { name: '頁面發生錯誤' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '再試一次' })).toBeTruthy();
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }));
  });
});
