import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { getTopicList } from '@/lib/api/questions';
import { EmptyState } from '@/components/shell/EmptyState';
import styles from '@/components/questions/TopicListScreen.module.css';

/** 问吧: every question topic, each with its cover, introduction and question count, opening its topic page. */
export async function TopicListScreen() {
  const [topics, t] = await Promise.all([getTopicList(), getTranslations('questions')]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('topicsTitle')}</h1>
      {topics.length === 0 ? (
        <EmptyState text={t('topicsEmpty')} />
      ) : (
        <ul className={styles.list}>
          {topics.map((topic) => (
            <li key={topic.id}>
              <Link className={styles.card} href={`/topicDetail/${topic.id}.html`}>
                {topic.cover && (
                  // eslint-disable-next-line @next/next/no-img-element -- CMS covers come from any host; the title names it
                  <img className={styles.cover} src={topic.cover} alt="" loading="lazy" />
                )}
                <span className={styles.text}>
                  <strong>{topic.title}</strong>
                  <span className={styles.intro}>{topic.intro}</span>
                  <span className={styles.meta}>
                    {t('questionCount', { count: String(topic.questionCount) })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
