import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../lib/dark-mode';
import './dark-mode-switch.css';

/**
 * Toggles the dark theme; the choice is remembered across visits. A native switch button drawn like
 * antd's Switch: it is on every page, the sign-in page included, whose download has a 200 KB budget.
 */
export function DarkModeSwitch() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [isDark, setDark] = useDarkMode();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isDark}
      aria-label={t('header.darkMode')}
      title={t('header.darkMode')}
      className={isDark ? 'mode-switch mode-switch-on' : 'mode-switch'}
      style={{ background: isDark ? token.colorPrimary : token.colorTextTertiary }}
      onClick={() => setDark(!isDark)}
    >
      <span className="mode-switch-icon" aria-hidden>
        {isDark ? <MoonOutlined /> : <SunOutlined />}
      </span>
      <span className="mode-switch-knob" aria-hidden />
    </button>
  );
}
