import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { LANG_COOKIE, resolveLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

export default getRequestConfig(async () => {
  const [config, cookieStore] = await Promise.all([loadSiteConfig(), cookies()]);
  const locale = resolveLocale(config?.lang, cookieStore.get(LANG_COOKIE)?.value);
  // The site's one time zone, China's: every date and relative time on a page is written in it (server
  // components read it with getTimeZone(), and hand it, or a DayFormat, to the islands that write times).
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Shanghai' };
});
