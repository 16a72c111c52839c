// The browser's message formatter. This site's messages are plain text with `{name}` placeholders and nothing
// else of ICU (no plural, select or number skeletons; the unit test tests/unit/i18n/plainMessageFormat.test.ts
// fails on a message that is not; a lone apostrophe, as in French, is plain text to ICU too), so islands format
// them with this instead of intl-messageformat, whose ICU parser is about 14 KB of gzipped JS: the islands' own
// hook (lib/i18n/useIslandTranslations.ts) uses `formatPlainMessage`, and next.config.mjs gives the client
// bundles this class for intl-messageformat, for next-intl where a lazily loaded island still uses it (the load-
// more list's time formatting). The server keeps the full formatter.

type Values = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{\s*(\w+)\s*\}/g;

/** Whether a message is one this formatter formats exactly as intl-messageformat would. */
export const isPlainMessage = (message: string): boolean =>
  !/'[{}']/.test(message) && message.replace(PLACEHOLDER, '').search(/[{}]/) === -1;

/** The message with each `{name}` replaced by its value; a placeholder without a value stays as written. */
export function formatPlainMessage(message: string, values?: Values): string {
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export class IntlMessageFormat {
  /** Read by next-intl when it merges its formats; plain messages use none. */
  static formats = { number: {}, date: {}, time: {} };

  constructor(private readonly message: string) {}

  format(values?: Values): string {
    return formatPlainMessage(this.message, values);
  }
}
