/** XML text helpers for the sitemap and the RSS feed. Pure. */

// Characters XML 1.0 cannot carry at all, escaped or not: C0 controls other than tab and line breaks,
// lone surrogates, U+FFFE and U+FFFF. CMS titles pasted from Word sometimes hold them, and one of them
// makes the whole feed unparseable.
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or attribute value, escaped and stripped of characters XML forbids. */
export function xmlEscape(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A CDATA section that survives any content: `]]>` inside is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/**
 * `<name>escaped text</name>`. Without text it is '' so optional elements simply disappear, unless
 * `required` (an element the format demands), which then stays empty.
 */
export function xmlElement(name: string, text: string | null | undefined, required = false): string {
  return text || required ? `<${name}>${xmlEscape(text ?? '')}</${name}>` : '';
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
