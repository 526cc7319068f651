import type { Language } from '@portal/contracts/i18n';
import { type EmailText, mailFrame, messageTemplates } from './message-templates';
import type { MessageTemplate } from './messaging.service';

export interface RenderInput {
  channel: 'email' | 'sms';
  template: MessageTemplate;
  language: Language;
  params: Record<string, string>;
}

export interface RenderedMessage {
  subject: string | null;
  bodyText: string;
  bodyHtml: string | null;
  sensitive: boolean;
}

const placeholder = /\{(\w+)\}/g;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Fills `{name}` placeholders; a missing value is a programming error, so it throws (naming the key only). */
function fill(text: string, params: Record<string, string>, encode: (value: string) => string = (v) => v) {
  let result = '';
  let last = 0;
  for (const match of text.matchAll(placeholder)) {
    const key = match[1] ?? '';
    const value = params[key];
    if (value === undefined) throw new Error(`message parameter "${key}" is missing`);
    result += encode(text.slice(last, match.index)) + encode(value);
    last = match.index + match[0].length;
  }
  return result + encode(text.slice(last));
}

function renderText(email: EmailText, language: Language, params: Record<string, string>, portalUrl: string) {
  const frame = mailFrame[language];
  const greeting = params.name ? fill(frame.namedGreeting, params) : frame.greeting;
  const paragraphs = email.paragraphs.map((paragraph) => fill(paragraph, params));
  return [greeting, ...paragraphs, '--', frame.footer, `${frame.portalName} ${portalUrl}`].join('\n\n');
}

function renderHtml(email: EmailText, language: Language, params: Record<string, string>, portalUrl: string) {
  const frame = mailFrame[language];
  const greeting = params.name ? fill(frame.namedGreeting, params, escapeHtml) : escapeHtml(frame.greeting);
  const paragraphs = email.paragraphs.map((paragraph) =>
    paragraph === '{code}'
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;margin:24px 0">${fill(paragraph, params, escapeHtml)}</p>`
      : `<p>${fill(paragraph, params, escapeHtml)}</p>`,
  );
  const url = escapeHtml(portalUrl);
  const lang = language === 'zh-Hant' ? 'zh-Hant-TW' : 'en';
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(email.subject)}</title></head>`,
    "<body style=\"font-family:'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif;line-height:1.6;color:#1f1f1f\">",
    `<p>${greeting}</p>`,
    ...paragraphs,
    '<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">',
    `<p style="font-size:12px;color:#666">${escapeHtml(frame.footer)}<br>`,
    `<a href="${url}">${escapeHtml(frame.portalName)}</a></p>`,
    '</body></html>',
  ].join('\n');
}

/** Renders a template for its channel and language: subject, text and HTML for e-mail, one text for SMS. */
export function renderMessage(input: RenderInput, options: { portalUrl: string }): RenderedMessage {
  const definition = messageTemplates[input.template];
  const texts = definition.texts[input.language];
  if (input.channel === 'sms') {
    return {
      subject: null,
      bodyText: fill(texts.sms, input.params),
      bodyHtml: null,
      sensitive: definition.sensitive,
    };
  }
  return {
    subject: texts.email.subject,
    bodyText: renderText(texts.email, input.language, input.params, options.portalUrl),
    bodyHtml: renderHtml(texts.email, input.language, input.params, options.portalUrl),
    sensitive: definition.sensitive,
  };
}
