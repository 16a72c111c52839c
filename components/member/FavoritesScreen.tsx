import { getTranslations } from '@/lib/i18n/translations';
import type { Paged } from '@/lib/api/memberModel';
import type { FavoriteArticle } from '@/lib/api/subscriptionModel';
import type { MessagePath } from '@/lib/i18n/messages';
import { EmptyState } from '@/components/shell/EmptyState';
import { FavoriteList } from '@/components/member/FavoriteList.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import styles from '@/components/account/Account.module.css';

/** The list's strings: each line's date and 取消收藏, more and end, and the refusals. */
const FAVORITE_LIST_MESSAGES: MessagePath[] = [
  'member.favoritedAt',
  'member.favorite',
  'member.removeFavorite',
  'list',
  'empty',
  'memberErrors',
  'errors',
];

/** 我的收藏: the member's favourite articles, newest first, each with when it was added and 取消收藏. */
export async function FavoritesScreen({ firstPage }: { firstPage: Paged<FavoriteArticle> }) {
  const [t, tRoutes, day] = await Promise.all([
    getTranslations('member'),
    getTranslations('routes'),
    memberDayFormat(),
  ]);
  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>{tRoutes('myFavorites')}</h1>
      </header>
      {firstPage.list.length === 0 ? (
        <EmptyState text={t('noFavorites')} />
      ) : (
        <IslandMessages namespaces={FAVORITE_LIST_MESSAGES}>
          <FavoriteList firstPage={firstPage} day={day} />
        </IslandMessages>
      )}
    </section>
  );
}
