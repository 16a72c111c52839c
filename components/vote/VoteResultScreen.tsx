import { VoteLink } from '@/components/vote/VoteLink';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { readVoteResult } from '@/lib/api/votes';
import { asMember } from '@/lib/auth/serverSession';
import { voteHref, type VoteLayout } from '@/lib/routing/voteLinks';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import { SignInPrompt } from '@/components/member/SignInPrompt';
import { VoteHeader } from '@/components/vote/VoteHeader';
import screen from '@/components/vote/VoteScreen.module.css';
import styles from '@/components/vote/VoteResultScreen.module.css';

/** 投票结果 (voteResult): every option by votes, its rank, votes and share drawn as a bar. */
export async function VoteResultScreen({ id, layout }: { id: number | null; layout: VoteLayout }) {
  const [t, tRoutes, day] = await Promise.all([
    getTranslations('vote'),
    getTranslations('routes'),
    memberDayFormat(),
  ]);
  const result = id ? await asMember((api) => readVoteResult(api, id)) : undefined;
  if (result === null) {
    return (
      <SignInPrompt title={tRoutes('activityVote')} path={voteHref(layout, id ?? 0, { view: 'result' })} />
    );
  }
  if (!result || !id) notFound();
  return (
    <article className={layout === 'web' ? `${screen.screen} ${screen.web}` : screen.screen}>
      <VoteHeader vote={result.vote} day={day} layout={layout} />
      <section className={screen.body} aria-labelledby="vote-results">
        <div className={screen.tools}>
          <h2 id="vote-results" className={styles.heading}>
            {t('results')}
          </h2>
          <VoteLink className={screen.results} href={voteHref(layout, id)}>
            {t('backToVote')}
          </VoteLink>
        </div>
        <ol className={styles.list}>
          {result.list.map((option) => (
            <li key={option.id} className={styles.row}>
              <span className={styles.rank}>{t('rank', { rank: option.rank })}</span>
              <span className={styles.name}>
                {t('number', { number: option.number })} {option.title}
              </span>
              <span className={styles.votes}>
                {t('votes', { count: option.voteCount })} · {t('percent', { percent: option.percent })}
              </span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${option.percent}%` }} />
              </span>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
