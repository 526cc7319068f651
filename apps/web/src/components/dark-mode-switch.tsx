import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDarkMode } from '../lib/dark-mode';

/** Toggles the dark theme; the choice is remembered across visits. */
export function DarkModeSwitch() {
  const { t } = useTranslation();
  const [isDark, setDark] = useDarkMode();
  return (
    <Switch
      checked={isDark}
      onChange={setDark}
      aria-label={t('header.darkMode')}
      title={t('header.darkMode')}
      checkedChildren={<MoonOutlined aria-hidden />}
      unCheckedChildren={<SunOutlined aria-hidden />}
    />
  );
}
