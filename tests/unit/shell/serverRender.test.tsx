import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { ClientRuntime } from '@/components/shell/ClientRuntime.island';
import { Toaster } from '@/components/shell/Toaster.island';
import { ChunkErrorRecovery } from '@/components/shell/ChunkErrorRecovery.island';
import { anonymousSession } from '@/tests/components/anonymousSession';
import cn from '@/messages/cn.json';

jest.mock('next/navigation', () => ({ useRouter: () => ({}) }));

// Client components are rendered on the server first, where there is no window: none may touch it while rendering.
describe('client islands render on the server', () => {
  it('without touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const session = anonymousSession({ tokenEnable: true });
    const html = renderToString(
      <NextIntlClientProvider locale="cn" messages={cn} timeZone="Asia/Shanghai">
        <ClientRuntime session={session} />
        <Toaster inApp={false} />
        <ChunkErrorRecovery />
      </NextIntlClientProvider>,
    );
    expect(html).toContain('role="status"');
  });
});
