import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, render as rtlRender } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import type { Locale } from '@/lib/i18n/locales';
import { pickMessages, type MessagePath, type Messages } from '@/lib/i18n/messages';
import { IslandMessagesProvider } from '@/components/shell/IslandMessagesProvider.island';

/** The islands' providers, with every message of `locale`. */
function Providers({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} timeZone="Asia/Shanghai">
      <IslandMessagesProvider messages={pickMessages(messages, Object.keys(messages) as MessagePath[])}>
        {children}
      </IslandMessagesProvider>
    </NextIntlClientProvider>
  );
}

/**
 * The one render helper (design.md, rule 9): components get their strings as islands do on the site, from the
 * islands' messages provider; here every message of a locale (Chinese, the default site's, unless a test says).
 * next-intl's provider gives the lazily loaded list its clock and time zone, as MoreArticles does.
 */
export function render(
  ui: ReactElement,
  { locale = 'cn', messages = cn }: { locale?: Locale; messages?: Messages } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers locale={locale} messages={messages}>
      {children}
    </Providers>
  );
  return rtlRender(ui, { wrapper });
}

/** What hydrateServerMarkup drew, taken away after each test as the library's own render is. */
const hydrated: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  for (const { root, container } of hydrated.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/**
 * `ui` as a reader first meets it: the server's markup, in Chinese, which `before` may change (type into, say)
 * before the island hydrates over it. Resolves to the markup's container once hydrated.
 */
export async function hydrateServerMarkup(ui: ReactElement, before: (container: HTMLElement) => void) {
  const wrapped = (
    <Providers locale="cn" messages={cn}>
      {ui}
    </Providers>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(wrapped);
  before(container);
  await act(async () => {
    hydrated.push({ root: hydrateRoot(container, wrapped), container });
  });
  return container;
}
