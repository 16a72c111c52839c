import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import type { Article } from '@/lib/api/articleModel';
import styles from '@/components/article/Article.module.css';

/** A credit's names with each reporter the backend linked to it as a link to their page; the rest as written. */
function CreditNames({ names, links }: { names: string; links: Map<string, number> }) {
  return names.split(/([\s、，,/;；]+)/).map((part, index) => {
    const reporterId = links.get(part);
    return reporterId ? (
      <Link key={index} className={styles.creditLink} href={`/reporter/${reporterId}.html`}>
        {part}
      </Link>
    ) : (
      part
    );
  });
}

/**
 * Every credit of spec section 3 that has a value (a reporter's name leading to their page), then the
 * young-reporter card when there is one, then the persons the article reports on.
 */
export async function ArticleCredits({ article }: { article: Article }) {
  const t = await getTranslations('article');
  const young = article.youngReporter;
  if (article.credits.length === 0 && !young && article.persons.length === 0) return null;
  const linksOf = (role: string) =>
    new Map(
      article.creditReporters
        .filter((link) => link.role === role)
        .map((link) => [link.name, link.reporterId]),
    );
  return (
    <dl className={styles.credits}>
      {article.credits.map(({ role, names }) => (
        <div key={role}>
          <dt>{t(`credits.${role}`)}</dt>
          <dd>
            <CreditNames names={names} links={linksOf(role)} />
          </dd>
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
      {article.persons.length > 0 && (
        <div>
          <dt>{t('persons')}</dt>
          <dd>
            {article.persons.map((person, index) => (
              <span key={person.id}>
                {index > 0 && '、'}
                <Link className={styles.creditLink} href={`/figureDetail/${person.id}.html`}>
                  {person.name}
                </Link>
              </span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
