import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DarkModeSwitch } from './dark-mode-switch';
import { LanguageSwitch } from './language-switch';

/** The frame of the pages open to everyone: product name and display controls above the content. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div className="public-frame" style={{ color: token.colorText }}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <header
        className="public-frame-header"
        style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <span className="brand" style={{ color: token.colorText }}>
          {t('app.name')}
        </span>
        <div className="header-controls">
          <LanguageSwitch />
          <DarkModeSwitch />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="public-frame-main">
        {children}
      </main>
    </div>
  );
}
