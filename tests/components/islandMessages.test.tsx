import { render as rtlRender, screen } from '@testing-library/react';
import { useContext, type ReactElement } from 'react';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { IslandMessagesContext, useIslandTranslations } from '@/lib/i18n/useIslandTranslations';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({ getMessages: async () => cn }));

/** An island that says what reached it, and translates with and without one of its messages. */
function Probe() {
  const messages = useContext(IslandMessagesContext) as Record<string, Record<string, string>>;
  const t = useIslandTranslations('member');
  const tTime = useIslandTranslations('time');
  return (
    <>
      <p>{Object.keys(messages).sort().join(',')}</p>
      <p>{Object.keys(messages.member ?? {}).join(',')}</p>
      <p>{t('logout')}</p>
      <p>{t('favourites')}</p>
      <p>{tTime('minutes', { n: 5 })}</p>
      <p>{String(t.has('logout'))}</p>
    </>
  );
}

const picked = async (
  namespaces: Parameters<typeof IslandMessages>[0]['namespaces'],
  children: ReactElement,
) => (await IslandMessages({ namespaces, children })) as ReactElement;

describe('IslandMessages', () => {
  it('gives the islands inside exactly the namespaces and single messages it names', async () => {
    // Rendered on its own, without the test helper's provider: nothing but what it picked is there.
    rtlRender(await picked(['errors', 'time', 'member.logout'], <Probe />));
    expect(screen.getByText('errors,member,time')).toBeInTheDocument();
    expect(screen.getByText('logout')).toBeInTheDocument();
    expect(screen.getByText(cn.member.logout)).toBeInTheDocument();
    expect(screen.getByText('true')).toBeInTheDocument();
    // A message it did not pick reads as its path, so a missed pick shows rather than passing for a string.
    expect(screen.getByText('member.favourites')).toBeInTheDocument();
    expect(screen.getByText(cn.time.minutes.replace('{n}', '5'))).toBeInTheDocument();
  });

  it('adds to what an outer IslandMessages picked', async () => {
    rtlRender(await picked(['errors'], await picked(['member.logout'], <Probe />)));
    expect(screen.getByText('errors,member')).toBeInTheDocument();
    expect(screen.getByText(cn.member.logout)).toBeInTheDocument();
  });
});
