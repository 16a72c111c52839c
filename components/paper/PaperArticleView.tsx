import { getTranslations } from '@/lib/i18n/translations';
import type { PaperArticle } from '@/lib/api/paper';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { ArticleBodyByType } from '@/components/article/ArticleBodyByType';
import { ArticleHeader } from '@/components/article/ArticleHeader';
import { ArticleCredits } from '@/components/article/ArticleCredits';
import articleStyles from '@/components/article/Article.module.css';
import styles from '@/components/paper/Paper.module.css';
import { basePathFrom } from '@/lib/config/env.mjs';

// Plain anchors, not next/link: these links change only the query of a rewritten .html path, which Next's
// client router takes for the page already shown and would not render again.

/**
 * A paper article opened from its page: the way back to the page first, then title, source, time, the
 * sanitised body and the credits, drawn by the same components as the article screen.
 */
export async function PaperArticleView({
  article,
  timeText,
  backHref,
}: {
  article: PaperArticle;
  /** The publish time as the site's time style shows it; '' for none. */
  timeText: string;
  backHref: string;
}) {
  const [t, tArticle, origin] = await Promise.all([
    getTranslations('paper'),
    getTranslations('article'),
    siteOrigin(),
  ]);
  return (
    <article className={articleStyles.article}>
      <p className={styles.back}>
        <a href={`${basePathFrom()}${backHref}`}>{t('backToPage')}</a>
      </p>
      <ArticleHeader article={article} time={timeText} unpublishedText={tArticle('unpublished')} />
      <ArticleBodyByType article={article} siteHosts={[new URL(origin).hostname]} />
      <ArticleCredits article={article} />
    </article>
  );
}
