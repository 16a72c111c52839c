import { jsonLdScript } from '@/lib/seo/jsonLd';

describe('jsonLdScript', () => {
  it('cannot close the script element or open a comment', () => {
    const text = jsonLdScript({ headline: '</script><script>alert(1)</script><!--' });
    expect(text).not.toMatch(/[<>]/);
    expect(text).toBe(
      '{"headline":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!--"}',
    );
  });

  it('escapes ampersands and the JavaScript line separators', () => {
    const text = jsonLdScript({ name: 'A&B\u2028C\u2029D' });
    expect(text).toBe('{"name":"A\\u0026B\\u2028C\\u2029D"}');
  });

  it('parses back to the same data, Chinese included', () => {
    const data = { '@type': 'NewsArticle', headline: '“临江”<新闻> & 更多\u2028', n: 3, list: [{ a: true }] };
    expect(JSON.parse(jsonLdScript(data))).toEqual(data);
  });
});
