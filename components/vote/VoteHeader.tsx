import { getTranslations } from '@/lib/i18n/translations';
import type { Vote } from '@/lib/api/voteModel';
import { formatDayTime, type DayFormat } from '@/lib/format/day';
import { VOTE_STATE } from '@/lib/contract/votes';
import type { VoteLayout } from '@/lib/routing/voteLinks';
import styles from '@/components/vote/VoteHeader.module.css';

const STATE_KEY = {
  [VOTE_STATE.notStarted]: 'stateNotStarted',
  [VOTE_STATE.open]: 'stateOpen',
  [VOTE_STATE.ended]: 'stateEnded',
} as const;

/** The vote's head image (vs_head_voteimage), title and state, window, totals, limits and themes, in its layout. */
export async function VoteHeader({ vote, day, layout }: { vote: Vote; day: DayFormat; layout: VoteLayout }) {
  const t = await getTranslations('vote');
  const state = STATE_KEY[vote.state as keyof typeof STATE_KEY] ?? 'stateEnded';
  const limits = [
    vote.limits.perDay > 0 && t('perDay', { count: vote.limits.perDay }),
    vote.limits.perOption > 0 && t('perOption', { count: vote.limits.perOption }),
    vote.limits.total > 0 && t('total', { count: vote.limits.total }),
  ].filter(Boolean);
  return (
    <header className={layout === 'web' ? `${styles.header} ${styles.web}` : styles.header}>
      {vote.headImage && (
        <img className={styles.image} src={vote.headImage} alt="" width={750} height={360} decoding="async" />
      )}
      <div className={styles.body}>
        <h1 className={styles.title}>{vote.title}</h1>
        <p className={styles.meta}>
          <span className={`${styles.state} ${styles[state]}`}>{t(state)}</span>
          {t('window', { start: formatDayTime(vote.startTime, day), end: formatDayTime(vote.endTime, day) })}
        </p>
        <dl className={styles.totals}>
          <div>
            <dt>{t('optionCount')}</dt>
            <dd>{vote.optionCount}</dd>
          </div>
          <div>
            <dt>{t('voteCount')}</dt>
            <dd>{vote.totalVotes}</dd>
          </div>
          <div>
            <dt>{t('viewCount')}</dt>
            <dd>{vote.totalViews}</dd>
          </div>
        </dl>
        {limits.length > 0 && <p className={styles.limits}>{limits.join(' · ')}</p>}
        {vote.description && <p className={styles.description}>{vote.description}</p>}
        {vote.themes.map((theme) => (
          <section key={theme.title} className={styles.theme}>
            <h2>{theme.title}</h2>
            <p>{theme.content}</p>
          </section>
        ))}
      </div>
    </header>
  );
}
