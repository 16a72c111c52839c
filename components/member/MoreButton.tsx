import { messageText } from '@/lib/auth/memberMessages';
import type { Messages } from '@/components/member/useMemberTask';
import styles from '@/components/column/ArticleList.module.css';

/** The end of a member list: 加载更多 while there is more (again after a failure), else 没有更多了. */
export function MoreButton({
  hasMore,
  loading,
  failed,
  loadMore,
  messages,
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore(): void;
  /** With the `list` and `empty` namespaces. */
  messages: Messages;
}) {
  const t = (key: string) => messageText(messages, { key });
  if (!hasMore) return <p className={styles.end}>{t('empty.noMore')}</p>;
  return (
    <button type="button" className={styles.more} onClick={loadMore} disabled={loading}>
      {t(loading ? 'list.loading' : failed ? 'list.loadFailed' : 'list.loadMore')}
    </button>
  );
}
