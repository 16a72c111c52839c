import type { Question } from '@/lib/api/accountPageModel';
import { formatDay, type DayFormat } from '@/lib/format/day';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import styles from '@/components/account/AccountPages.module.css';

/** A question put to the account with its first answer (pictures and all) and how many answers it has. */
export function QuestionCard({ question, day }: { question: Question; day: DayFormat }) {
  const t = useIslandTranslations('accountPage');
  const answer = question.firstAnswer;
  return (
    <li className={styles.question}>
      <p className={styles.asker}>
        {t('askedBy', { name: question.askerName })} ·{' '}
        <time dateTime={new Date(question.askTime).toISOString()}>{formatDay(question.askTime, day)}</time>
      </p>
      <p className={styles.questionText}>{question.content}</p>
      {answer ? (
        <div className={styles.answer}>
          <p className={styles.asker}>{t('answeredBy', { name: answer.answererName })}</p>
          <p>{answer.content}</p>
          {answer.pictures.map((src) => (
            <img
              key={src}
              className={styles.answerPicture}
              src={src}
              alt=""
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      ) : (
        <p className={styles.noAnswer}>{t('noAnswer')}</p>
      )}
      {question.answerCount > 1 && (
        <p className={styles.asker}>{t('answerCount', { count: question.answerCount })}</p>
      )}
    </li>
  );
}
