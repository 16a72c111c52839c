import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/translations';
import { screenMetadata } from '@/lib/seo/screenMetadata';
import { MoreLiveScreen } from '@/components/live/MoreLiveScreen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('routes');
  return screenMetadata({ title: t('moreLive'), path: '/moreLive.html' });
}

/** `/moreLive.html`: the site's lives, those on now, the announced ones and the replays. */
export default function MoreLivePage() {
  return <MoreLiveScreen />;
}
