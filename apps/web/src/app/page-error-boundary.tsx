import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { Button, theme } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/lazy-with-timeout';

/** Hands an error caught by a boundary to the global reporter (window 'error' → server log). */
export function reportCaughtError(error: unknown): void {
  if (typeof window.reportError === 'function') window.reportError(error);
  else console.error(error);
}

/**
 * The load-failed / page-error screen. Deliberately light (no Result illustrations): it ships with the
 * entry chunk, because it must show when chunks cannot be loaded.
 */
export function PageErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const texts = isChunkLoadError(error)
    ? { title: t('loadFailed.title'), description: t('loadFailed.description'), retry: t('loadFailed.retry') }
    : { title: t('pageError.title'), description: t('pageError.description'), retry: t('pageError.retry') };
  return (
    <div className="page-error" role="alert">
      <CloseCircleFilled aria-hidden style={{ color: token.colorError, fontSize: 56 }} />
      <h1 className="page-error-title" style={{ color: token.colorTextHeading }}>
        {texts.title}
      </h1>
      <p style={{ color: token.colorTextDescription }}>{texts.description}</p>
      <Button type="primary" onClick={onRetry}>
        {texts.retry}
      </Button>
    </div>
  );
}

interface PageErrorBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a page that failed to load (timeout, network) or to render, and offers a retry. */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    // A failed chunk load is a network condition, already visible to the user; anything else is a bug.
    if (!isChunkLoadError(error)) reportCaughtError(error);
  }

  override render() {
    if (this.state.error) return <PageErrorScreen error={this.state.error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
