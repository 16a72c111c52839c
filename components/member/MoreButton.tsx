import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import styles from '@/components/column/ArticleList.module.css';

/** The end of a member list: 加载更多 while there is more (again after a failure), else 没有更多了. */
export function MoreButton({
  hasMore,
  loading,
  failed,
  loadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore(): void;
}) {
  const t = useIslandTranslations('list');
  const tEmpty = useIslandTranslations('empty');
  if (!hasMore) return <p className={styles.end}>{tEmpty('noMore')}</p>;
  return (
    <button type="button" className={styles.more} onClick={loadMore} disabled={loading}>
      {t(loading ? 'loading' : failed ? 'loadFailed' : 'loadMore')}
    </button>
  );
}
