import { VoteLink } from '@/components/vote/VoteLink';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { readVotePage } from '@/lib/api/votes';
import { asMember } from '@/lib/auth/serverSession';
import { serverConfig } from '@/lib/config/serverConfig';
import { VOTE_SORTS, type VoteSort } from '@/lib/contract/votes';
import type { MessagePath } from '@/lib/i18n/messages';
import { voteHref, type VoteLayout } from '@/lib/routing/voteLinks';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import { SignInPrompt } from '@/components/member/SignInPrompt';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { OptionSearch } from '@/components/vote/OptionSearch';
import { VoteBallot } from '@/components/vote/VoteBallot.island';
import { VoteHeader } from '@/components/vote/VoteHeader';
import styles from '@/components/vote/VoteScreen.module.css';

/** The ballot's strings: its own, and how member calls are refused. */
export const BALLOT_MESSAGES: MessagePath[] = ['vote', 'memberErrors', 'errors'];

const SORT_KEYS = [
  [VOTE_SORTS.number, 'sortNumber'],
  [VOTE_SORTS.rank, 'sortRank'],
  [VOTE_SORTS.views, 'sortViews'],
] as const;

/**
 * 投票活动详情 (activityVote, or activityVoteWeb in the web layout): the vote's head, the three sorts, search by
 * option name, the results' link and the ballot. Read as the signed-in member; the proxy sends anyone else to
 * sign in first, and a session the backend no longer takes gets the sign-in prompt.
 */
export async function VoteScreen({
  id,
  sort,
  name,
  layout,
}: {
  id: number | null;
  sort: VoteSort;
  name: string;
  layout: VoteLayout;
}) {
  const [t, tRoutes, day] = await Promise.all([
    getTranslations('vote'),
    getTranslations('routes'),
    memberDayFormat(),
  ]);
  const path = id ? voteHref(layout, id, { sort, name }) : voteHref(layout, 0);
  const page = id ? await asMember((api) => readVotePage(api, id, { sort, name })) : undefined;
  if (page === null) return <SignInPrompt title={tRoutes('activityVote')} path={path} />;
  if (!page || !id) notFound();
  const { vote, options } = page;
  return (
    <article className={layout === 'web' ? `${styles.screen} ${styles.web}` : styles.screen}>
      <VoteHeader vote={vote} day={day} layout={layout} />
      <div className={styles.body}>
        {vote.mine && (
          <p className={styles.mine}>
            {t('mine', { today: vote.mine.todayVotes, total: vote.mine.totalVotes })}
          </p>
        )}
        <div className={styles.tools}>
          <nav aria-label={t('sorts')} className={styles.sorts}>
            {SORT_KEYS.map(([value, key]) => (
              <VoteLink
                key={value}
                href={voteHref(layout, id, { sort: value })}
                aria-current={!name && sort === value ? 'page' : undefined}
              >
                {t(key)}
              </VoteLink>
            ))}
          </nav>
          <VoteLink className={styles.results} href={voteHref(layout, id, { view: 'result' })}>
            {t('results')}
          </VoteLink>
        </div>
        <OptionSearch action={voteHref(layout, id)} name={name} sort={sort} />
        {name && (
          <p className={styles.searching}>
            {t('searchResult', { name })}{' '}
            <VoteLink href={voteHref(layout, id, { sort })}>{t('clearSearch')}</VoteLink>
          </p>
        )}
        {options.list.length === 0 ? (
          <EmptyState text={t(name ? 'noMatch' : 'noOptions')} />
        ) : (
          <IslandMessages namespaces={BALLOT_MESSAGES}>
            <VoteBallot
              key={`${sort}-${name}`}
              vote={{ ...vote, infoFilled: vote.mine?.infoFilled ?? false }}
              options={options.list}
              voteKey={serverConfig().publicConfig.voteKey}
            />
          </IslandMessages>
        )}
      </div>
    </article>
  );
}
