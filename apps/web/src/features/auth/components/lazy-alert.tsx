import type { AlertProps } from 'antd';
import { lazy, Suspense } from 'react';

// The sign-in page needs antd's Alert only when something goes wrong, so it loads then (and starts
// loading on submit), keeping it out of what the page downloads first: that page has a 200 KB budget.
const loadAlert = () => import('antd/es/alert/Alert');
const Alert = lazy(loadAlert);

export function preloadAlert(): void {
  void loadAlert().catch(() => {});
}

/** antd's Alert, loaded on first use; until then (or if loading fails) the same content, unstyled. */
export function LazyAlert(props: AlertProps) {
  const fallback = (
    <div role="alert" className={props.className}>
      <div>{props.title}</div>
      {props.description && <div>{props.description}</div>}
      {props.action}
    </div>
  );
  return (
    <Suspense fallback={fallback}>
      <Alert {...props} />
    </Suspense>
  );
}
