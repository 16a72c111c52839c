import type { Answer } from '@/lib/api/questionModel';
import { PhotoGallery, type PhotoLabels } from '@/components/article/PhotoGallery';
import { EmptyState } from '@/components/shell/EmptyState';
import styles from '@/components/questions/AnswerList.module.css';

/** A question's answers, the oldest first: who answered, when, the text and the pictures in the photo viewer. */
export function AnswerList({
  answers,
  labels,
  photos,
}: {
  answers: (Answer & { time: { iso: string; text: string } })[];
  labels: { heading: string; none: string };
  photos: PhotoLabels;
}) {
  return (
    <section aria-labelledby="question-answers" className={styles.answers}>
      <h2 id="question-answers" className={styles.heading}>
        {labels.heading} {answers.length > 0 && answers.length}
      </h2>
      {answers.length === 0 ? (
        <EmptyState text={labels.none} />
      ) : (
        <ol className={styles.list}>
          {answers.map((answer) => (
            <li key={answer.id} className={styles.answer}>
              <p className={styles.byline}>
                <strong>{answer.answererName}</strong>
                <time dateTime={answer.time.iso}>{answer.time.text}</time>
              </p>
              <p className={styles.content}>{answer.content}</p>
              <PhotoGallery pictures={answer.answerPics} photos={photos} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
