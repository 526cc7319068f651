import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useState } from 'react';
import { chunkLoadTimeoutMs } from '../lib/constants';
import { withTimeout } from '../lib/lazy-with-timeout';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import type { PageLoader } from './page-routes';

type LazyComponent = LazyExoticComponent<ComponentType>;

// One lazy component per loader, so revisiting a page does not suspend again.
const lazyComponents = new Map<PageLoader, LazyComponent>();

function lazyComponentFor(load: PageLoader, timeoutMs: number): LazyComponent {
  let component = lazyComponents.get(load);
  if (!component) {
    component = lazy(() => withTimeout(load(), timeoutMs));
    lazyComponents.set(load, component);
  }
  return component;
}

interface LazyPageProps {
  load: PageLoader;
  timeoutMs?: number;
}

/**
 * Renders a lazily loaded page. A load that takes longer than 120 s (spec §9) or fails shows the
 * load-failed screen; its retry drops the failed attempt and loads again.
 */
export function LazyPage({ load, timeoutMs = chunkLoadTimeoutMs }: LazyPageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = lazyComponentFor(load, timeoutMs);
  const retry = () => {
    lazyComponents.delete(load);
    setAttempt((n) => n + 1);
  };
  return (
    <PageErrorBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}
