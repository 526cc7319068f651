import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list a product description keeps: paragraphs, headings, emphasis, lists, quotes and links
 * (http, https, mailto only). Everything else goes: scripts, styles, frames, event handlers, images
 * (a product's pictures go through `POST /Image`), `javascript:` and `data:` URLs. Links open apart and
 * pass no referrer or ranking.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
  ],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};
// The transform adds these two; the allow-list must keep them.
options.allowedAttributes = { a: ['href', 'target', 'rel'] };

/** Sanitised HTML; a description with no text left (`<p></p>`, only spaces) is empty. */
export function sanitizeDescription(html: string): string {
  const clean = sanitizeHtml(html.normalize('NFC'), options).trim();
  const textOnly = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return textOnly === '' ? '' : clean;
}
