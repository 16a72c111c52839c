import { getTranslations } from 'next-intl/server';
import type { Paged } from '@/lib/api/memberModel';
import type { FavoriteArticle } from '@/lib/api/subscriptionModel';
import { EmptyState } from '@/components/shell/EmptyState';
import { FavoriteList } from '@/components/member/FavoriteList.island';
import { memberIslandMessages } from '@/components/member/memberMessages';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import styles from '@/components/account/Account.module.css';

/** 我的收藏: the member's favourite articles, newest first, each with when it was added and 取消收藏. */
export async function FavoritesScreen({ firstPage }: { firstPage: Paged<FavoriteArticle> }) {
  const [t, tRoutes, messages, day] = await Promise.all([
    getTranslations('member'),
    getTranslations('routes'),
    memberIslandMessages(['member', 'list', 'empty', 'memberErrors', 'errors']),
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
        <FavoriteList firstPage={firstPage} messages={messages} day={day} />
      )}
    </section>
  );
}
