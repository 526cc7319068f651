import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../../lib/i18n';
import { pdpaNotice } from '../pdpa-notice';
import '../auth-pages.css';

/**
 * The personal data collection notice in full, in a scrollable box that the keyboard can scroll too:
 * the configured text when there is one (`text`, kept as typed, line breaks included), else the bundled
 * notice.
 */
export function PdpaNoticeBox({ text }: { text: string }) {
  const { i18n } = useTranslation();
  const { token } = theme.useToken();
  const notice = pdpaNotice[isLanguage(i18n.language) ? i18n.language : 'zh-Hant'];
  return (
    <section
      className="pdpa-notice"
      aria-labelledby="pdpa-notice-title"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
      style={{ borderColor: token.colorBorder, background: token.colorFillQuaternary }}
    >
      <h2 id="pdpa-notice-title">{notice.title}</h2>
      {text ? (
        <p className="pdpa-notice-configured">{text}</p>
      ) : (
        <>
          <p>{notice.intro}</p>
          {notice.sections.map((section) => (
            <div key={section.heading}>
              <h3>{section.heading}</h3>
              <p>{section.body}</p>
            </div>
          ))}
        </>
      )}
    </section>
  );
}
