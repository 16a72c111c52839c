import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/translations';
import { screenMetadata } from '@/lib/seo/screenMetadata';

/** The comment screens are titled by their route (全部评论, 全部回复); `path` is canonical, below the base. */
export async function commentMetadata(route: 'commentAll' | 'replyAll', path: string): Promise<Metadata> {
  const t = await getTranslations('routes');
  return screenMetadata({ title: t(route), path });
}
