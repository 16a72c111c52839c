import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import type { Paper, PaperLayout } from '@/lib/api/paper';
import { paperHref } from '@/lib/routing/paperRoute';
import styles from '@/components/paper/Paper.module.css';

/** 版面: every page of the edition, the one shown marked current. */
export async function PaperPageTabs({ paper, current }: { paper: Paper; current: PaperLayout }) {
  const t = await getTranslations('paper');
  return (
    <nav aria-label={t('pages')}>
      <ol className={styles.tabs}>
        {paper.layouts.map((layout) => (
          <li key={layout.layoutId}>
            <Link
              href={paperHref({ date: paper.date, paperId: paper.paperId, layoutId: layout.layoutId })}
              aria-current={layout.layoutId === current.layoutId ? 'page' : undefined}
            >
              {layout.name || t('pageNo', { pageNo: layout.pageNo })}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
