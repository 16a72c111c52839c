import { render as rtlRender, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({ getMessages: async () => cn }));

/** An island that translates messages it was given and one it was not. */
function Probe() {
  const t = useIslandTranslations('member');
  const tTime = useIslandTranslations('time');
  const tAny = useIslandTranslations();
  return (
    <ul>
      <li>{t('logout')}</li>
      <li>{tTime('minutes', { n: 5 })}</li>
      <li>{tAny('empty.noMore')}</li>
      <li>{t('loggingOut')}</li>
    </ul>
  );
}

const picked = async (
  namespaces: Parameters<typeof IslandMessages>[0]['namespaces'],
  children: ReactElement,
) => (await IslandMessages({ namespaces, children })) as ReactElement;

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('IslandMessages', () => {
  it('gives the islands inside exactly the namespaces and single messages it names', async () => {
    // Rendered on its own, without the test helper's provider: nothing but what it picked is there, and a
    // message it did not pick reads as its path (no `errors` picked to fall back on), so a missed pick shows.
    rtlRender(await picked(['time', 'member.logout'], <Probe />));
    expect(shown()).toEqual([
      cn.member.logout,
      cn.time.minutes.replace('{n}', '5'),
      'empty.noMore',
      'member.loggingOut',
    ]);
  });

  it('says the generic error for a missing message when it picked one', async () => {
    rtlRender(await picked(['member.logout', 'errors'], <Probe />));
    expect(shown()).toEqual([cn.member.logout, cn.errors.generic, cn.errors.generic, cn.errors.generic]);
  });

  it('replaces what an outer IslandMessages picked', async () => {
    rtlRender(await picked(['errors', 'time'], await picked(['member.logout', 'empty'], <Probe />)));
    expect(shown()).toEqual([cn.member.logout, 'time.minutes', cn.empty.noMore, 'member.loggingOut']);
  });
});
