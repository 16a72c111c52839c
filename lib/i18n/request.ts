import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { loadSiteConfig } from '@/lib/api/siteConfig';
import { LANG_COOKIE, resolveLocale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';

export default getRequestConfig(async () => {
  const [config, cookieStore] = await Promise.all([loadSiteConfig(), cookies()]);
  const locale = resolveLocale(config?.lang, cookieStore.get(LANG_COOKIE)?.value);
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Shanghai' };
});
