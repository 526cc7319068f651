import type { Configuration, EditableConfiguration } from '@portal/contracts/configuration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { configurationQueryKey } from '../../../lib/configuration';

/** `PUT /Configuration` (config:write): every editable setting; answers the configuration as saved. */
export function updateConfiguration(input: EditableConfiguration): Promise<Configuration> {
  return apiRequest<Configuration>('Configuration', { method: 'PUT', body: input });
}

/**
 * Saves, then puts the saved configuration into the cache so every page shows it at once (site name,
 * sign-up link, amounts), and invalidates the entry so other readers fetch it again.
 */
export function useUpdateConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfiguration,
    onSuccess: (saved) => {
      queryClient.setQueryData(configurationQueryKey, saved);
      void queryClient.invalidateQueries({ queryKey: configurationQueryKey });
    },
  });
}
