import { languages } from '@portal/contracts/i18n';
import { describe, expect, it } from 'vitest';
import { messageTemplates, type TemplateText, type TemplateTexts } from './message-templates';
import type { MessageTemplate } from './messaging.service';
import { escapeHtml, renderMessage } from './render-message';

const templates = Object.keys(messageTemplates) as MessageTemplate[];
// Set-password mails carry a single-use link instead of a code.
const linkTemplates: MessageTemplate[] = ['welcome', 'admin-password-reset'];
// A vendor invitation carries a single-use link to join the vendor.
const invitationTemplates: MessageTemplate[] = ['vendor-invitation'];
// Notices: nothing secret in them.
const noticeTemplates: MessageTemplate[] = [
  'password-changed',
  'signup-email-registered',
  'vendor-application-received',
  'vendor-application-accepted',
  'vendor-application-rejected',
  'vendor-join-request',
  'vendor-join-accepted',
  'vendor-join-rejected',
  'vendor-member-left',
  // The inquiry mailbox's digests
  'inquiry-new',
  'inquiry-reply',
  'meeting-proposed',
  'meeting-countered',
  'meeting-accepted',
  'meeting-declined',
  'meeting-rescheduled',
  'meeting-cancelled',
  'meeting-reminder',
  // Consultations and announcements
  'consultation-answered',
  'consultation-waiting',
  'news-published',
];
const codeTemplates: MessageTemplate[] = templates.filter(
  (template) =>
    !noticeTemplates.includes(template) &&
    !linkTemplates.includes(template) &&
    !invitationTemplates.includes(template),
);
const link = 'https://portal.example.tw/reset-password?ticket=abc123';
const params = {
  code: '482913',
  minutes: '10',
  name: '王小明',
  account: 'wang',
  link,
  days: '7',
  company: '測試科技股份有限公司',
  request: '合格供應商升級申請',
  reason: '請補上公司登記證明文件。',
  role: '管理者',
  person: '陳小華',
  message: '我是採購部的同事。',
  subject: '不鏽鋼螺絲報價',
  from: '採購王',
  count: '3',
  excerpt: '請問 1000 個的報價？',
  slots: '・2026-11-24 14:00–15:00',
  when: '2026-11-24 14:00–15:00',
  hours: '24',
  title: '年度會員大會公告',
};
const options = { portalUrl: 'https://portal.example.tw' };

describe('message templates', () => {
  it('renders every template in both languages as e-mail with subject, text and HTML', () => {
    for (const template of templates) {
      for (const language of languages) {
        const mail = renderMessage({ channel: 'email', template, language, params }, options);
        expect(mail.subject, `${template} ${language}`).toBeTruthy();
        expect(mail.subject, `${template} ${language}`).not.toMatch(/\{\w+\}/);
        expect(mail.bodyText).not.toMatch(/\{\w+\}/);
        expect(mail.bodyHtml).toContain(`<html lang="${language === 'zh-Hant' ? 'zh-Hant-TW' : 'en'}">`);
        expect(mail.bodyText).toContain('https://portal.example.tw');
      }
    }
  });

  it('keeps every SMS within one 70-character UCS-2 message', () => {
    for (const template of templates) {
      for (const language of languages) {
        const sms = renderMessage({ channel: 'sms', template, language, params }, options);
        expect(sms.subject).toBeNull();
        expect(sms.bodyHtml).toBeNull();
        // UTF-16 code units are UCS-2 characters for these texts (no characters outside the BMP).
        expect(sms.bodyText.length, `${template} ${language}: ${sms.bodyText}`).toBeLessThanOrEqual(70);
      }
    }
  });

  it('says in code messages when the code expires and not to share it', () => {
    for (const template of codeTemplates) {
      const zh = renderMessage({ channel: 'email', template, language: 'zh-Hant', params }, options);
      expect(zh.bodyText).toContain('482913');
      expect(zh.bodyText).toContain('10 分鐘後失效');
      expect(zh.bodyText).toContain('請勿將驗證碼提供給任何人');
      const en = renderMessage({ channel: 'email', template, language: 'en', params }, options);
      expect(en.bodyText).toContain('expires in 10 minutes');
      expect(en.bodyText).toContain('Do not share it');
      const zhSms = renderMessage({ channel: 'sms', template, language: 'zh-Hant', params }, options);
      expect(zhSms.bodyText).toMatch(/482913，10分鐘內有效，請勿提供他人。$/);
      const enSms = renderMessage({ channel: 'sms', template, language: 'en', params }, options);
      expect(enSms.bodyText).toMatch(/482913, valid 10 min\. Do not share it\.$/);
    }
  });

  it('tells the owner of a changed password what to do if it was not them', () => {
    const zh = renderMessage(
      { channel: 'email', template: 'password-changed', language: 'zh-Hant', params: {} },
      options,
    );
    expect(zh.bodyText).toContain('若您沒有變更密碼');
    expect(zh.bodyText).toContain('您好：');
    const en = renderMessage(
      { channel: 'sms', template: 'password-changed', language: 'en', params: {} },
      options,
    );
    expect(en.bodyText).toContain('Not you? Reset it');
  });

  it('tells the owner of a registered address that someone tried to sign up with it, without a code', () => {
    for (const language of languages) {
      const mail = renderMessage(
        { channel: 'email', template: 'signup-email-registered', language, params: { name: '王小明' } },
        options,
      );
      expect(mail.subject).toMatch(
        language === 'en' ? /someone tried to register/ : /有人嘗試以您的電子郵件註冊/,
      );
      expect(mail.bodyText).toContain('王小明');
      expect(mail.bodyText).not.toMatch(/\d{6}/);
    }
  });

  it('marks exactly the templates carrying a code or a link as sensitive', () => {
    for (const template of templates) {
      const rendered = renderMessage({ channel: 'sms', template, language: 'en', params }, options);
      const carriesSecret =
        codeTemplates.includes(template) ||
        linkTemplates.includes(template) ||
        invitationTemplates.includes(template);
      expect(rendered.sensitive, template).toBe(carriesSecret);
    }
  });

  it('puts the set-password link and its lifetime in the mail, never in the SMS', () => {
    for (const template of linkTemplates) {
      for (const language of languages) {
        const mail = renderMessage({ channel: 'email', template, language, params }, options);
        expect(mail.bodyText, `${template} ${language}`).toContain(link);
        expect(mail.bodyText).toContain('wang');
        expect(mail.bodyText).toMatch(template === 'welcome' ? /7 (天|days)/ : /10 (分鐘|minutes)/);
        const sms = renderMessage({ channel: 'sms', template, language, params }, options);
        expect(sms.bodyText).not.toContain('ticket');
      }
    }
  });

  it('puts the invitation link, its lifetime, the vendor and the role in the mail, never in the SMS', () => {
    for (const language of languages) {
      const mail = renderMessage(
        { channel: 'email', template: 'vendor-invitation', language, params },
        options,
      );
      expect(mail.bodyText, language).toContain(link);
      expect(mail.bodyText).toMatch(/7 (天|days)/);
      expect(mail.bodyText).toContain('測試科技股份有限公司');
      expect(mail.bodyText).toContain('陳小華');
      const sms = renderMessage({ channel: 'sms', template: 'vendor-invitation', language, params }, options);
      expect(sms.bodyText).not.toContain('ticket');
    }
  });

  it('escapes parameters in the HTML and leaves the text as written', () => {
    const name = '<script>alert("x")</script> & 林\'s';
    const mail = renderMessage(
      { channel: 'email', template: 'signup-code', language: 'en', params: { ...params, name } },
      options,
    );
    expect(mail.bodyHtml).not.toContain('<script>');
    expect(mail.bodyHtml).toContain(
      'Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; 林&#39;s,',
    );
    expect(mail.bodyText).toContain(`Hello ${name},`);
    expect(escapeHtml('a<b>&"\'')).toBe('a&lt;b&gt;&amp;&quot;&#39;');
  });

  it('refuses to render with a missing parameter, naming it but not the others', () => {
    expect(() =>
      renderMessage(
        { channel: 'sms', template: 'signup-code', language: 'zh-Hant', params: { code: '482913' } },
        options,
      ),
    ).toThrow('message parameter "minutes" is missing');
  });

  it('needs both languages for a template (checked by the type-checker)', () => {
    const text: TemplateText = { email: { subject: 's', paragraphs: [] }, sms: 's' };
    // @ts-expect-error a template without its English text does not type-check
    const incomplete: TemplateTexts = { 'zh-Hant': text };
    expect(incomplete).toBeDefined();
  });
});
