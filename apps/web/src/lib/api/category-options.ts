import type { OptionName, OptionResponse } from '@portal/contracts/categories';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useLanguage } from '../use-language';

/** `POST /Option`: the enabled category trees by name, in the interface language (public). */
export function fetchCategoryOptions(names: readonly OptionName[], signal?: AbortSignal) {
  return apiRequest<OptionResponse>('Option', { method: 'POST', body: { names }, signal });
}

const bothTrees: readonly OptionName[] = ['Product_Categories', 'Service_Categories'];

/** Both enabled trees; they change rarely, so one read a few minutes serves every form. */
export function useCategoryOptions() {
  const language = useLanguage();
  return useQuery({
    queryKey: ['Option', language, ...bothTrees],
    queryFn: ({ signal }) => fetchCategoryOptions(bothTrees, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
