import type { ReactElement } from 'react';
import { render as rtlRender } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import cn from '@/messages/cn.json';
import { flatMessages } from '@/lib/i18n/messages';
import { ShellMessagesProvider } from '@/components/shell/ShellMessages.island';

/**
 * The one render helper (design.md, rule 9): components get the Chinese messages like the default site, through
 * next-intl for the islands that format messages and the shell's plain strings for the rest, as the layout does.
 */
export function render(ui: ReactElement) {
  return rtlRender(
    <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
      <ShellMessagesProvider messages={flatMessages(cn, ['errors'])}>{ui}</ShellMessagesProvider>
    </NextIntlClientProvider>,
  );
}
