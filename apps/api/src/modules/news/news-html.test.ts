import { describe, expect, it } from 'vitest';
import { hasContent, imageFileHashesOf, plainTextOf, sanitizeNewsBody } from './news-html';

const hash = 'a'.repeat(64);
const ourImage = `/api/v1/Image/${hash}-large.webp`;

describe('sanitizeNewsBody', () => {
  it('keeps structure, emphasis, links and this site’s pictures', () => {
    const body = `<h2>標題</h2><p><strong>重要</strong> <a href="https://example.test/x">連結</a></p><img src="${ourImage}" alt="圖">`;
    const clean = sanitizeNewsBody(body);
    expect(clean).toContain('<h2>標題</h2>');
    expect(clean).toContain('<strong>重要</strong>');
    expect(clean).toContain(
      '<a href="https://example.test/x" rel="noopener noreferrer nofollow" target="_blank">連結</a>',
    );
    expect(clean).toContain(`<img src="${ourImage}" alt="圖" />`);
  });

  it('drops <script> and its text', () => {
    expect(sanitizeNewsBody('<p>ok</p><script>alert(1)</script>')).toBe('<p>ok</p>');
  });

  it('drops event handlers such as onerror=', () => {
    const clean = sanitizeNewsBody(`<img src="${ourImage}" onerror="alert(1)"><p onclick="x()">t</p>`);
    expect(clean).not.toMatch(/onerror|onclick|alert/);
    expect(clean).toContain(`src="${ourImage}"`);
  });

  it('drops javascript: and data: URLs', () => {
    const clean = sanitizeNewsBody(
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#58;alert(1)">b</a><a href="data:text/html;base64,PHNjcmlwdD4=">c</a><img src="data:image/png;base64,AAAA">',
    );
    expect(clean).not.toMatch(/javascript|data:|<img/i);
    expect(clean).toContain('>a</a>');
  });

  it('drops SVG with a script inside', () => {
    const clean = sanitizeNewsBody(
      '<p>x</p><svg onload="alert(1)"><script>alert(2)</script><circle r="1"/></svg>',
    );
    expect(clean).toBe('<p>x</p>');
  });

  it('drops <iframe> and other embedding', () => {
    const clean = sanitizeNewsBody(
      '<iframe src="https://evil.test"></iframe><object data="x"></object><embed src="x"><form><input></form><p>y</p>',
    );
    expect(clean).toBe('<p>y</p>');
  });

  it('drops style, so CSS expression() cannot run', () => {
    const clean = sanitizeNewsBody(
      '<p style="width: expression(alert(1))">z</p><style>p { background: url(javascript:alert(1)) }</style>',
    );
    expect(clean).toBe('<p>z</p>');
  });

  it('drops pictures from anywhere but the image pipeline', () => {
    const clean = sanitizeNewsBody(
      `<img src="https://evil.test/a.png"><img src="//evil.test/a.png"><img src="/api/v1/Image/${hash}-huge.webp"><img src="${ourImage}">`,
    );
    expect(clean).toBe(`<img src="${ourImage}" />`);
  });
});

describe('helpers', () => {
  it('lists the picture files a body shows, once each', () => {
    const other = `/api/v1/Image/${'b'.repeat(64)}-small.webp`;
    const body = sanitizeNewsBody(
      `<img src="${ourImage}"><p>t</p><img src="${other}"><img src="${ourImage}">`,
    );
    expect(imageFileHashesOf(body)).toEqual([hash, 'b'.repeat(64)]);
  });

  it('reads the text without markup, and knows an empty body', () => {
    expect(plainTextOf('<p>A &amp; B</p><p>  C </p>')).toBe('A & B C');
    expect(hasContent(sanitizeNewsBody('<script>x</script><p> </p>'))).toBe(false);
    expect(hasContent(sanitizeNewsBody(`<img src="${ourImage}">`))).toBe(true);
  });
});
