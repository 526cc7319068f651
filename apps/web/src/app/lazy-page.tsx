import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useMemo, useState } from 'react';
import { chunkLoadTimeoutMs } from '../lib/constants';
import { withTimeout } from '../lib/lazy-with-timeout';
import { PageErrorBoundary } from './page-error-boundary';
import { PageLoading } from './page-loading';
import type { PageLoader } from './page-routes';

type LazyComponent = LazyExoticComponent<ComponentType>;

// One lazy component per loader, so revisiting a page does not suspend again.
const lazyComponents = new Map<PageLoader, LazyComponent>();
// Pages whose chunk `preloadPage` has already loaded: shown without suspending, so a page the server
// sent already drawn (login.html) goes straight to its live version, never through the loading screen.
const loadedPages = new Map<PageLoader, ComponentType>();

/** Starts loading a page's chunk; once it is in, the page renders without a loading screen. */
export async function preloadPage(load: PageLoader): Promise<void> {
  const page = await load();
  loadedPages.set(load, page.default);
}

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
  // Chosen once per loader and attempt: a lazy page that finishes loading meanwhile keeps its component.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) asks for a new component
  const Page = useMemo(
    () => loadedPages.get(load) ?? lazyComponentFor(load, timeoutMs),
    [load, timeoutMs, attempt],
  );
  const retry = () => {
    lazyComponents.delete(load);
    loadedPages.delete(load);
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
