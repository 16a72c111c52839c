import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getQuestionPage, getTopic } from '@/lib/api/questions';
import { serverConfig } from '@/lib/config/serverConfig';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { AskForm } from '@/components/questions/AskForm.island';
import { QuestionList } from '@/components/questions/QuestionList';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/questions/TopicScreen.module.css';

/**
 * `/topicDetail/:id.html` (问吧话题): a question topic with its cover and introduction, the ask box (members; the
 * question waits for an editor's approval), and its approved questions as tabs 最新 (questionList) and 最热
 * (questionListHot), 20 a page.
 */
export async function TopicScreen({ id, hot, page }: { id: number; hot: boolean; page: number }) {
  const [topic, questions, t, format] = await Promise.all([
    getTopic(id),
    getQuestionPage(id, hot, page),
    getTranslations('questions'),
    getSiteFormatter(),
  ]);
  if (!topic || !questions) notFound();
  const { basePath } = serverConfig().publicConfig;
  const path = `${basePath}/topicDetail/${topic.id}.html`;
  const when = (time: number) => format.dateTime(time, { dateStyle: 'medium', timeStyle: 'short' });
  // Links between the tabs and pages load the document: the client router keeps a page whose query alone changed.
  const tab = (isHot: boolean, label: string) => (
    <a
      className={styles.tab}
      href={isHot ? `${path}?tab=hot` : path}
      aria-current={isHot === hot ? 'page' : undefined}
    >
      {label}
    </a>
  );
  return (
    <article className={styles.page}>
      {topic.cover && (
        // eslint-disable-next-line @next/next/no-img-element -- CMS covers come from any host, at any size
        <img className={styles.cover} src={topic.cover} alt="" />
      )}
      <h1 className={styles.title}>{topic.title}</h1>
      {topic.intro && <p className={styles.intro}>{topic.intro}</p>}
      <IslandMessages namespaces={['questions', 'imageAttachments', 'memberErrors', 'errors']}>
        <AskForm topicId={topic.id} basePath={basePath} />
      </IslandMessages>
      <section aria-labelledby="topic-questions" className={styles.questions}>
        <h2 id="topic-questions" className={styles.heading}>
          {t('questions')}
        </h2>
        <nav className={styles.tabs} aria-label={t('tabs')}>
          {tab(false, t('newest'))}
          {tab(true, t('hot'))}
        </nav>
        {questions.list.length === 0 ? (
          <EmptyState text={t('noQuestions')} />
        ) : (
          <QuestionList
            questions={questions.list}
            when={when}
            labels={{
              praise: t('praise'),
              answers: (count) => t('answerCount', { count: String(count) }),
            }}
          />
        )}
        {questions.hasMore && (
          <a className={styles.more} href={`${path}?${hot ? 'tab=hot&' : ''}page=${questions.page + 1}`}>
            {t('more')}
          </a>
        )}
      </section>
    </article>
  );
}
