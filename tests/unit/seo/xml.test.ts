import { cdata, xmlElement, xmlEscape } from '@/lib/seo/xml';

describe('xml helpers', () => {
  it('escapes the five XML specials', () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
  });

  it('removes characters XML cannot carry but keeps tabs, line breaks, Chinese and emoji', () => {
    expect(xmlEscape('a\u0000b\u0008c\u000Bd\uFFFEe\uD800f\tg\nh中😀')).toBe('abcdef\tg\nh中😀');
  });

  it('makes CDATA that survives "]]>" in the content', () => {
    expect(cdata('<p>a]]>b</p>')).toBe('<![CDATA[<p>a]]]]><![CDATA[>b</p>]]>');
    expect(cdata('x\u0001y')).toBe('<![CDATA[xy]]>');
  });

  it('drops optional empty elements and keeps required ones', () => {
    expect(xmlElement('title', 'A & B')).toBe('<title>A &amp; B</title>');
    expect(xmlElement('ttl', '')).toBe('');
    expect(xmlElement('ttl', null)).toBe('');
    expect(xmlElement('description', '', true)).toBe('<description></description>');
  });
});
