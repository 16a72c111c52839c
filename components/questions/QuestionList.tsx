import Link from 'next/link';
import type { Question } from '@/lib/api/questionModel';
import { formatCount } from '@/lib/format/count';
import styles from '@/components/questions/QuestionList.module.css';

/** Up to this many of a question's pictures show in a list; the question itself shows them all. */
const LIST_PICTURES = 3;

/** A topic's questions, each opening its page: the asker, the time, the text, the first pictures, answers, praise. */
export function QuestionList({
  questions,
  when,
  labels,
}: {
  questions: Question[];
  when: (time: number) => string;
  labels: { praise: string; answers: (count: number) => string };
}) {
  return (
    <ul className={styles.list}>
      {questions.map((question) => (
        <li key={question.id} className={styles.item}>
          <Link className={styles.card} href={`/askDetail/${question.id}.html`}>
            <span className={styles.byline}>
              <strong>{question.askerName}</strong>
              <time dateTime={new Date(question.askTime).toISOString()}>{when(question.askTime)}</time>
            </span>
            <span className={styles.content}>{question.content}</span>
            {question.pics.length > 0 && (
              <span className={styles.pictures}>
                {question.pics.slice(0, LIST_PICTURES).map((src, index) => (
                  // eslint-disable-next-line @next/next/no-img-element -- members' pictures from the upload service, at any size
                  <img key={`${src}-${index}`} src={src} alt="" loading="lazy" className={styles.picture} />
                ))}
              </span>
            )}
            <span className={styles.praise}>
              {labels.answers(question.answerCount)} · {labels.praise} {formatCount(question.praiseCount)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
