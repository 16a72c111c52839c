'use client';

import { useRouter } from 'next/navigation';
import { LANG_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/i18n/locales';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Stores the reader's language (spec section 1: the stored language) and re-renders on the server. */
export function LocaleSwitcher({ label, locale }: { label: string; locale: Locale }) {
  const router = useRouter();

  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <select
        value={locale}
        aria-label={label}
        onChange={(event) => {
          document.cookie = `${LANG_COOKIE}=${event.target.value}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
          router.refresh();
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code === 'cn' ? 'zh-CN' : code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
