import { useQuery } from '@tanstack/react-query';
import { configurationQuery } from '../../../lib/configuration';

/**
 * `GET /Configuration` for editing: the same cache entry (['Configuration']) the rest of the app reads,
 * with its loading and error states.
 */
export function useConfigurationQuery() {
  return useQuery(configurationQuery);
}
