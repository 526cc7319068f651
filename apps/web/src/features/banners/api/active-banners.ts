import type { ActiveBanner } from '@portal/contracts/banners';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `GET /Banners/Active?position=`: what a position shows now (public, cached a minute by the server). */
export function useActiveBanners(position: string, language: string) {
  return useQuery({
    // The alt texts come in the asking language.
    queryKey: ['Banners', 'Active', position, language],
    queryFn: ({ signal }) =>
      apiRequest<{ data: ActiveBanner[] }>('Banners/Active', { query: { position }, signal }).then(
        (answer) => answer.data,
      ),
    staleTime: 60_000,
  });
}
