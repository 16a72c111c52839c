import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { getTargetConversation } from '@/lib/api/comments';
import { getQuestion } from '@/lib/api/questions';
import { COMMENT_SOURCE } from '@/lib/contract/comments';
import { serverConfig } from '@/lib/config/serverConfig';
import { PhotoGallery } from '@/components/article/PhotoGallery';
import { TargetComments } from '@/components/comment/TargetComments';
import { CommunityPraise } from '@/components/community/CommunityPraise.island';
import { postLabels } from '@/components/community/postLabels';
import { AnswerList } from '@/components/questions/AnswerList';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/questions/AskScreen.module.css';

/**
 * `/askDetail/:id.html` (提问详情): one approved 问吧 question (questionDetail): the asker, the time and its topic,
 * the text and pictures in the photo viewer, 点赞 (the member's praise in its island), then its answers with their
 * pictures (answerPics), then the question's conversation (comments, as under articles). A pending or rejected
 * question is not found.
 */
export async function AskScreen({ id }: { id: number }) {
  const [question, { time, photos }, t, comments] = await Promise.all([
    getQuestion(id),
    postLabels(),
    getTranslations('questions'),
    getTargetConversation(COMMENT_SOURCE.question, id),
  ]);
  if (!question) notFound();
  const asked = time(question.askTime);
  return (
    <>
      <article className={styles.page}>
        <header className={styles.header}>
          <p className={styles.meta}>
            <strong>{t('askedBy', { name: question.askerName })}</strong>{' '}
            <time dateTime={asked.iso}>{asked.text}</time>{' '}
            <Link href={`/topicDetail/${question.subjectId}.html`}>
              {t('fromTopic', { name: question.subjectTitle })}
            </Link>
          </p>
          <h1 className={styles.content}>{question.content}</h1>
        </header>
        <PhotoGallery pictures={question.pics} photos={{ ...photos, label: t('photos') }} />
        <IslandMessages namespaces={['comment', 'memberErrors', 'errors']}>
          <CommunityPraise
            kind="question"
            id={question.id}
            count={question.praiseCount}
            label={t('praise')}
            basePath={serverConfig().publicConfig.basePath}
          />
        </IslandMessages>
        <AnswerList
          answers={question.answers.map((answer) => ({ ...answer, time: time(answer.answerTime) }))}
          labels={{ heading: t('answers'), none: t('noAnswers') }}
          photos={{ ...photos, label: t('answerPhotos') }}
        />
      </article>
      <TargetComments {...comments} />
    </>
  );
}
