import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every widget's query lives under this key (a language change or a write refreshes them together). */
export const dashboardKey = ['Dashboard'] as const;

/**
 * `GET /Dashboard/<widget>`: one widget's aggregate, loaded on its own. A 401 is left to the shell (the
 * bell's own calls sign an ended session out), so a widget only shows its error state.
 */
export function dashboardWidgetQuery<T>(widget: string, language: string) {
  return queryOptions({
    queryKey: [...dashboardKey, widget, language],
    queryFn: ({ signal }) => apiRequest<T>(`Dashboard/${widget}`, { signal, isUnauthorizedExpected: true }),
  });
}

export function useDashboardWidget<T>(widget: string, options: { language: string; enabled?: boolean }) {
  return useQuery({
    ...dashboardWidgetQuery<T>(widget, options.language),
    enabled: options.enabled ?? true,
  });
}
