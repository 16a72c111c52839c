import { getTranslations } from 'next-intl/server';
import type { Article } from '@/lib/api/articleModel';
import styles from '@/components/article/Article.module.css';

/** Every credit of spec section 3 that has a value, then the young-reporter card when there is one. */
export async function ArticleCredits({ article }: { article: Article }) {
  const t = await getTranslations('article');
  if (article.credits.length === 0 && !article.youngReporter) return null;
  const young = article.youngReporter;
  return (
    <dl className={styles.credits}>
      {article.credits.map(({ role, names }) => (
        <div key={role}>
          <dt>{t(`credits.${role}`)}</dt>
          <dd>{names}</dd>
        </div>
      ))}
      {young && (
        <div>
          <dt>{t('youngReporter')}</dt>
          <dd>
            {[young.school, young.className].filter(Boolean).join(' ')} {t('cardNo')} {young.cardNo}
          </dd>
        </div>
      )}
    </dl>
  );
}
