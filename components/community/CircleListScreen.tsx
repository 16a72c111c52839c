import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { getCircleList, getLatestMoments } from '@/lib/api/community';
import { EmptyState } from '@/components/shell/EmptyState';
import styles from '@/components/community/CircleListScreen.module.css';

/**
 * 圈子: every circle (circle list), each with its cover, introduction and member count; then the newest
 * friends-circle posts (朋友圈), each opening its own page.
 */
export async function CircleListScreen() {
  const [circles, moments, t] = await Promise.all([
    getCircleList(),
    getLatestMoments(),
    getTranslations('community'),
  ]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('listTitle')}</h1>
      {circles.length === 0 ? (
        <EmptyState text={t('listEmpty')} />
      ) : (
        <ul className={styles.list}>
          {circles.map((circle) => (
            <li key={circle.id}>
              <Link className={styles.card} href={`/circleDetail/${circle.id}.html`}>
                {circle.cover && (
                  // eslint-disable-next-line @next/next/no-img-element -- CMS covers come from any host; the name names it
                  <img className={styles.cover} src={circle.cover} alt="" loading="lazy" />
                )}
                <span className={styles.text}>
                  <strong>{circle.name}</strong>
                  <span className={styles.intro}>{circle.intro}</span>
                  <span className={styles.meta}>{t('members', { count: String(circle.memberCount) })}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {moments.length > 0 && (
        <section aria-labelledby="moments" className={styles.moments}>
          <h2 id="moments" className={styles.heading}>
            {t('moments')}
          </h2>
          <ul className={styles.list}>
            {moments.map((moment) => (
              <li key={moment.id}>
                <Link className={styles.moment} href={`/friendsCircleDetail/${moment.id}.html`}>
                  <strong>{moment.userName}</strong>
                  <span className={styles.intro}>{moment.content}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
