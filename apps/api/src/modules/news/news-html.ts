import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list every announcement body goes through on every write, whatever the client sent: plain
 * structure and emphasis, links to http(s) and mailto, and pictures only from this site's image pipeline
 * (`POST /Image` answers their URLs). Everything else is dropped: scripts and their text, event handlers,
 * `style` (so no CSS `expression()`), `javascript:` / `data:` URLs, SVG, frames, forms.
 */
const imageUrlPattern = /^\/api\/v1\/Image\/([0-9a-f]{64})-(large|medium|small)\.webp$/;

const bodyOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'code',
    'pre',
    'a',
    'img',
  ],
  // `rel` and `target` are always the transform's below, whatever the client sent.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // A link leaves the portal without handing it the opener or the page it came from.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', target: '_blank' },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !imageUrlPattern.test(frame.attribs.src ?? ''),
};

/** The body as stored and served: only what the allow-list keeps. */
export function sanitizeNewsBody(html: string): string {
  return sanitizeHtml(html, bodyOptions).trim();
}

/** The sha256 of each picture file the (sanitised) body shows, in order, once each. */
export function imageFileHashesOf(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)) {
    const hash = imageUrlPattern.exec(match[1] ?? '')?.[1];
    if (hash && !hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** The text of a body without its markup (for search and mail), white space collapsed. */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a sanitised body still says anything (text or a picture). */
export function hasContent(html: string): boolean {
  return plainTextOf(html).length > 0 || html.includes('<img');
}
