import { configurationSchema, defaultConfiguration } from '@portal/contracts/configuration';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../test/mock-api';
import { configurationQueryKey, fallbackConfiguration, useConfiguration, useSiteName } from './configuration';
import { i18n } from './i18n';
import { createQueryClient } from './query-client';

const configured = {
  ...fallbackConfiguration,
  siteNameZh: '臺灣供應商協會',
  siteNameEn: 'Taiwan Supplier Association',
  signupOpen: false,
  googleClientId: 'google-client',
  updatedTime: '2026-11-20T08:00:00.000Z',
};

function renderWithClient<T>(hook: () => T, queryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

describe('fallbackConfiguration', () => {
  it('is a valid configuration: the defaults, without social sign-in', () => {
    expect(configurationSchema.parse(fallbackConfiguration)).toEqual(fallbackConfiguration);
    expect(fallbackConfiguration).toMatchObject({
      ...defaultConfiguration,
      googleClientId: null,
      facebookAppId: null,
    });
  });
});

describe('useConfiguration', () => {
  it('shows the defaults without social sign-in until the server answers, then its configuration', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const api = mockApi({ 'GET Configuration': () => new Promise((resolve) => (answer = resolve)) });
    const { result } = renderWithClient(useConfiguration);
    expect(result.current).toEqual(fallbackConfiguration);
    expect(result.current.googleClientId).toBeNull();
    expect(result.current.facebookAppId).toBeNull();

    await waitFor(() => expect(api.callsTo('GET Configuration')).toHaveLength(1));
    expect(api.calls[0]?.headers.get('Authorization')).toBeNull();
    await act(async () => answer({ body: configured }));
    await waitFor(() => expect(result.current).toEqual(configured));
  });

  it('keeps the defaults when the configuration cannot be read', async () => {
    const api = mockApi({
      'GET Configuration': apiError(404, { code: 'ROUTE_NOT_FOUND', message: 'not found' }),
    });
    const { result } = renderWithClient(useConfiguration);
    await waitFor(() => expect(api.callsTo('GET Configuration')).toHaveLength(1));
    expect(result.current).toBe(fallbackConfiguration);
  });

  it('asks the server again only after 15 s, or once the entry is invalidated', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const api = mockApi({ 'GET Configuration': { body: configured } });
    const first = renderWithClient(useConfiguration);
    await waitFor(() => expect(first.result.current).toEqual(configured));
    first.unmount();

    const { queryClient } = first;
    renderWithClient(useConfiguration, queryClient).unmount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET Configuration')).toHaveLength(1);

    vi.setSystemTime(Date.now() + 15_001);
    renderWithClient(useConfiguration, queryClient).unmount();
    await waitFor(() => expect(api.callsTo('GET Configuration')).toHaveLength(2));

    await queryClient.invalidateQueries({ queryKey: configurationQueryKey });
    renderWithClient(useConfiguration, queryClient);
    await waitFor(() => expect(api.callsTo('GET Configuration')).toHaveLength(3));
  });

  it('shows what is put into the cache (a save) at once in every reader', async () => {
    mockApi({ 'GET Configuration': { body: configured } });
    const { result, queryClient } = renderWithClient(useConfiguration);
    await waitFor(() => expect(result.current).toEqual(configured));
    act(() => {
      queryClient.setQueryData(configurationQueryKey, { ...configured, siteNameZh: '新名稱' });
    });
    expect(result.current.siteNameZh).toBe('新名稱');
  });
});

describe('useSiteName', () => {
  it('names the site in the interface language', async () => {
    mockApi({ 'GET Configuration': { body: configured } });
    const { result } = renderWithClient(useSiteName);
    expect(result.current).toBe(fallbackConfiguration.siteNameZh);
    await waitFor(() => expect(result.current).toBe('臺灣供應商協會'));
    await act(() => i18n.changeLanguage('en'));
    expect(result.current).toBe('Taiwan Supplier Association');
  });
});
