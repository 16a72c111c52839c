import Link from 'next/link';
import type { VoteOption } from '@/lib/api/voteModel';
import { optionHref } from '@/lib/routing/voteLinks';
import styles from '@/components/vote/OptionCard.module.css';

/**
 * One option of a vote: its picture and name leading to its detail, its number, its votes and the vote button.
 * On the detail screen (`detail`) only the votes and the button: the screen shows the rest.
 */
export function OptionCard({
  option,
  detail,
  canVote,
  pending,
  labels,
  onVote,
}: {
  option: VoteOption;
  detail: boolean;
  canVote: boolean;
  pending: boolean;
  labels: { votes: string; number: string; vote: string; voteFor: string; detail: string };
  onVote(): void;
}) {
  const button = (
    <button
      type="button"
      className={styles.vote}
      disabled={!canVote || pending}
      aria-busy={pending}
      aria-label={labels.voteFor}
      onClick={onVote}
    >
      {labels.vote}
    </button>
  );
  if (detail) {
    return (
      <li className={styles.detailRow}>
        <span className={styles.count}>{labels.votes}</span>
        {button}
      </li>
    );
  }
  return (
    <li className={styles.card}>
      <Link href={optionHref(option.voteId, option.id)} className={styles.link} aria-label={labels.detail}>
        {option.picture && (
          <img src={option.picture} alt="" width={400} height={300} loading="lazy" decoding="async" />
        )}
        <span className={styles.number}>{labels.number}</span>
      </Link>
      <h3 className={styles.title}>{option.title}</h3>
      {option.description && <p className={styles.description}>{option.description}</p>}
      <p className={styles.footer}>
        <span className={styles.count} data-option-votes={option.id}>
          {labels.votes}
        </span>
        {button}
      </p>
    </li>
  );
}
