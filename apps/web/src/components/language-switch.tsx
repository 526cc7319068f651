import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import type { Language } from '@portal/contracts/i18n';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage } from '../lib/i18n';

const htmlLangOf: Record<Language, string> = { 'zh-Hant': 'zh-Hant-TW', en: 'en' };

/** Switches between the two interface languages; the button names the language it switches to. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'zh-Hant';
  const next: Language = current === 'en' ? 'zh-Hant' : 'en';
  const nextName = t(`languages.${next}`);
  return (
    <Button
      type="text"
      icon={<GlobalOutlined aria-hidden />}
      aria-label={t('header.switchLanguage', { language: nextName })}
      onClick={() => void changeLanguage(next)}
    >
      <span lang={htmlLangOf[next]}>{nextName}</span>
    </Button>
  );
}
