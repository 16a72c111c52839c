import 'server-only';
import { cache } from 'react';
import { _createCache, _createIntlFormatters, createTranslator, type Locale } from 'use-intl/core';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';

/**
 * Parsed messages and Intl's formatters, shared by every render of the process. next-intl keeps them per request,
 * so each page parsed again every message it wrote with values ("阅读 {count}") and built a new Intl formatter for
 * it, Intl resolving the locale each time; both depend only on the message, the locale and the time zone, which
 * are part of their key here. The messages are the build's and the time zone the site's.
 */
const shared = _createCache();
const formatters = _createIntlFormatters(shared);

type NextIntlTranslations = typeof import('next-intl/server').getTranslations;
type Asked = string | { locale?: Locale; namespace?: string };

async function translations(asked?: Asked) {
  const { locale: named, namespace } = typeof asked === 'object' ? asked : { namespace: asked };
  const [locale, messages, timeZone] = await Promise.all([
    named ?? getLocale(),
    getMessages(named ? { locale: named } : undefined),
    getTimeZone(named ? { locale: named } : undefined),
  ]);
  // The namespace is typed where getTranslations is called (its signature below).
  const scope = namespace as never;
  return createTranslator({
    locale,
    messages,
    timeZone,
    namespace: scope,
    _cache: shared,
    _formatters: formatters,
  });
}

/**
 * next-intl's `getTranslations`, with its signatures and typed keys, over the process's parsed messages: what
 * server components write their strings with.
 */
export const getTranslations = cache(translations) as unknown as NextIntlTranslations;

/** The same cache for lib/i18n/formatter.ts: dates and numbers written on the server. */
export const sharedFormatters = { _cache: shared, _formatters: formatters };
