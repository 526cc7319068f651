import type { Configuration } from '@portal/contracts/configuration';
import { defaultConfiguration } from '@portal/contracts/configuration-defaults';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from './api-client';
import { listStaleTimeMs } from './constants';

export const configurationQueryKey = ['Configuration'] as const;
// How TanStack Query names the cache entry of that key (its default hash is the key's JSON).
const configurationQueryHash = JSON.stringify(configurationQueryKey);

/** What the web app assumes until the server answers: the defaults, no social sign-in. */
export const fallbackConfiguration: Configuration = {
  ...defaultConfiguration,
  captchaAvailable: true,
  googleClientId: null,
  facebookAppId: null,
  updatedTime: null,
};

/** `GET /Configuration` (public): site name, contact, sign-up switches, privacy notice, social ids. */
export function getConfiguration(): Promise<Configuration> {
  return apiRequest<Configuration>('Configuration');
}

export const configurationQuery = {
  queryKey: configurationQueryKey,
  queryFn: getConfiguration,
  staleTime: listStaleTimeMs,
  // Readers watch the cache entry directly (see below), so it must not be collected while unwatched.
  gcTime: Number.POSITIVE_INFINITY,
};

/** Fetches the configuration when it is missing, stale (15 s) or invalidated; a failure keeps the fallback. */
function refresh(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(configurationQuery);
}

/**
 * The portal's configuration from the query cache (key ['Configuration']), the fallback until it arrives.
 *
 * It reads the cache entry rather than going through `useQuery`: the sign-in page needs the
 * configuration and has a 200 KB budget, and useQuery's observer would add 3 KB to it. Each reader
 * fetches the entry on mount when it is missing, older than 15 s or invalidated (after any write);
 * the configuration page puts what it saved into the entry, which every reader shows at once.
 */
export function useConfiguration(): Configuration {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === configurationQueryHash) onChange();
      }),
    [queryClient],
  );
  const read = () => queryClient.getQueryData<Configuration>(configurationQueryKey);
  // The same read when the build renders the public pages ahead (nothing cached: the fallback).
  const data = useSyncExternalStore(subscribe, read, read);
  useEffect(() => refresh(queryClient), [queryClient]);
  return data ?? fallbackConfiguration;
}

/** The configured site name in the interface language. */
export function useSiteName(): string {
  const { i18n } = useTranslation();
  const { siteNameZh, siteNameEn } = useConfiguration();
  return i18n.language === 'en' ? siteNameEn : siteNameZh;
}
