'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { browserClient } from '@/lib/api/browserClient';
import type { Paged } from '@/lib/api/memberModel';
import { saveFavorite } from '@/lib/api/memberActions';
import { toFavoritePage, type FavoriteArticle } from '@/lib/api/subscriptionModel';
import { formatDay, type DayFormat } from '@/lib/format/day';
import { ArticleListItem } from '@/components/column/ArticleListItem';
import { MoreButton } from '@/components/member/MoreButton';
import { useMorePages } from '@/components/member/useMorePages';
import { useOptimisticChange } from '@/components/member/useOptimisticChange';
import accountStyles from '@/components/account/Account.module.css';
import listStyles from '@/components/column/ArticleList.module.css';

interface Props {
  day: DayFormat;
}

/** When the member added the article, and 取消收藏 (then 收藏 again, should they change their mind). */
function FavoriteLine({ item, day }: Props & { item: FavoriteArticle }) {
  const t = useIslandTranslations('member');
  const { state: faved, pending, change } = useOptimisticChange(true);
  return (
    <p
      className={
        faved ? accountStyles.favoriteLine : `${accountStyles.favoriteLine} ${accountStyles.removed}`
      }
    >
      <span>{t('favoritedAt', { date: formatDay(item.favTime, day) })}</span>
      <button
        type="button"
        className={faved ? `${accountStyles.subscribe} ${accountStyles.undo}` : accountStyles.subscribe}
        disabled={pending}
        onClick={() =>
          void change(faved, !faved, async () => saveFavorite(await browserClient(), item.fileId, !faved))
        }
      >
        {t(faved ? 'removeFavorite' : 'favorite')}
      </button>
    </p>
  );
}

/** 我的收藏: the member's favourite articles as article lists show them, newest first, more at the button. */
export function FavoriteList({ firstPage, day }: Props & { firstPage: Paged<FavoriteArticle> }) {
  const { items, ...progress } = useMorePages(
    'myFavs',
    'mine',
    {},
    toFavoritePage,
    firstPage,
    (item) => item.fileId,
  );
  return (
    <>
      <ul className={`${listStyles.list} ${accountStyles.favorites}`}>
        {items.map((item, index) => (
          <ArticleListItem
            key={item.fileId}
            item={item}
            time=""
            layout="right"
            eager={index < 2}
            after={<FavoriteLine item={item} day={day} />}
            level={2}
          />
        ))}
      </ul>
      <MoreButton {...progress} />
    </>
  );
}
