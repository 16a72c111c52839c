import { getTranslations } from '@/lib/i18n/translations';
import { getRankRules } from '@/lib/api/accountPages';
import styles from '@/components/account/Ranking.module.css';

/** `/xyRules.html` (打榜规则): the ranking's rules as the CMS wrote them, a paragraph a line; 暂无说明 when none. */
export default async function XyRulesPage() {
  const [rules, t, tEmpty] = await Promise.all([
    getRankRules(),
    getTranslations('accountPage'),
    getTranslations('empty'),
  ]);
  const paragraphs = rules.split(/\n+/).filter((line) => line.trim() !== '');
  return (
    <article className={styles.rules}>
      <h1>{t('rules')}</h1>
      {paragraphs.length > 0 ? (
        paragraphs.map((line, index) => <p key={index}>{line}</p>)
      ) : (
        <p>{tEmpty('noDescription')}</p>
      )}
    </article>
  );
}
