'use client';

import { useRouter } from 'next/navigation';
import type { LanguageChoice, Locale } from '@/lib/i18n/locales';

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Stores the reader's language (spec section 1: the stored language) and re-renders on the server. */
export function LocaleSwitcher({
  label,
  locale,
  choices,
  cookie,
}: {
  label: string;
  locale: Locale;
  /** LANGUAGE_CHOICES and LANG_COOKIE of lib/i18n/locales.ts. */
  choices: readonly LanguageChoice[];
  cookie: string;
}) {
  const router = useRouter();

  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <select
        value={locale}
        aria-label={label}
        onChange={(event) => {
          document.cookie = `${cookie}=${event.target.value}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
          router.refresh();
        }}
      >
        {choices.map(({ code, name, lang }) => (
          <option key={code} value={code} lang={lang}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}
