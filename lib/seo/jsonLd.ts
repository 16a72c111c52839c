/** schema.org JSON-LD helpers. Pure and client-safe. */

export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | undefined | JsonLd | readonly JsonLdValue[];

// JSON allows these raw, but inside <script> `</script>` or `<!--` would end or change the script element,
// and U+2028/2029 end a line in old JavaScript parsers. `&` is escaped so no entity is ever formed.
const UNSAFE_IN_SCRIPT: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The text of a `<script type="application/ld+json">` element: JSON with every character that could
 * break out of the element escaped as a \u sequence, which JSON parsers read back unchanged. Render it with
 * `dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }}`.
 */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE_IN_SCRIPT[char] ?? char);
}
