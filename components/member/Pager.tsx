import Link from 'next/link';
import styles from '@/components/member/Pager.module.css';

export interface PagerLabels {
  pages: string;
  previousPage: string;
  nextPage: string;
}

/** Previous and next pages of a member list, as plain links (`?page=`) the server renders. */
export function Pager({
  path,
  page,
  hasMore,
  labels,
}: {
  path: string;
  page: number;
  hasMore: boolean;
  labels: PagerLabels;
}) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className={styles.pager} aria-label={labels.pages}>
      {page > 1 && <Link href={page === 2 ? path : `${path}?page=${page - 1}`}>{labels.previousPage}</Link>}
      {hasMore && <Link href={`${path}?page=${page + 1}`}>{labels.nextPage}</Link>}
    </nav>
  );
}
