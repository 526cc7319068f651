import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { firstScreenCalls } from '../dashboard-calls';
import { FirstScreenShown } from '../first-screen-shown';

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

/** A widget's answer; below the first screen, asked for once that screen has been shown (first-screen-shown.ts). */
export function useDashboardWidget<T>(widget: string, options: { language: string; enabled?: boolean }) {
  const isReady = useContext(FirstScreenShown) || firstScreenCalls.includes(widget);
  return useQuery({
    ...dashboardWidgetQuery<T>(widget, options.language),
    enabled: (options.enabled ?? true) && isReady,
  });
}

/**
 * Asks for the answers of the first screen's widgets (the page does it beside the banners' call, before
 * the widgets render); their own queries then find them cached. The early calls' script has usually
 * sent those calls already (apiRequest takes its answers).
 */
export function prefetchDashboard(queryClient: QueryClient, language: string): void {
  for (const call of firstScreenCalls) void queryClient.prefetchQuery(dashboardWidgetQuery(call, language));
}
