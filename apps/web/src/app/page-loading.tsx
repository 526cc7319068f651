import { useTranslation } from 'react-i18next';

/** Shown while a lazy page loads: a CSS spinner, so the entry chunk needs no antd Spin. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading-spinner" aria-hidden />
      <span className="visually-hidden">{t('app.loading')}</span>
    </div>
  );
}
