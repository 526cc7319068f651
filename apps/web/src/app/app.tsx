import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { PageErrorBoundary } from './page-error-boundary';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

const reload = () => window.location.reload();

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      {/* Without transitions a navigation and a session change in one handler render together. */}
      <BrowserRouter useTransitions={false}>
        <PageErrorBoundary onRetry={reload}>
          <AppRoutes />
        </PageErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  );
}
