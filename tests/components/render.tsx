import type { ReactElement } from 'react';
import { render as rtlRender } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';

/** The one render helper (design.md, rule 9): components get the Chinese messages like the default site. */
export function render(ui: ReactElement) {
  return rtlRender(
    <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
      {ui}
    </NextIntlClientProvider>,
  );
}
