import { VoteLink } from '@/components/vote/VoteLink';
import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { readVoteOption } from '@/lib/api/votes';
import { asMember } from '@/lib/auth/serverSession';
import { serverConfig } from '@/lib/config/serverConfig';
import { optionHref, voteHref } from '@/lib/routing/voteLinks';
import { SignInPrompt } from '@/components/member/SignInPrompt';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { VoteBallot } from '@/components/vote/VoteBallot.island';
import { BALLOT_MESSAGES } from '@/components/vote/VoteScreen';
import styles from '@/components/vote/OptionDetailScreen.module.css';

/**
 * voteItemDetail: one option (optionInfo, its view counted) with its picture, number, rank, views and text, and
 * the ballot for it alone: the member-info form when the vote asks for one, its votes and the vote button.
 */
export async function OptionDetailScreen({
  voteId,
  optionId,
}: {
  voteId: number | null;
  optionId: number | null;
}) {
  const [t, tRoutes] = await Promise.all([getTranslations('vote'), getTranslations('routes')]);
  const found =
    voteId && optionId ? await asMember((api) => readVoteOption(api, voteId, optionId)) : undefined;
  if (found === null) {
    return <SignInPrompt title={tRoutes('voteItemDetail')} path={optionHref(voteId ?? 0, optionId ?? 0)} />;
  }
  if (!found || !voteId) notFound();
  const { vote, option } = found;
  return (
    <article className={styles.screen}>
      {option.picture && (
        <img
          className={styles.picture}
          src={option.picture}
          alt=""
          width={750}
          height={560}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <p className={styles.vote}>
          <VoteLink href={voteHref('phone', vote.id)}>{vote.title}</VoteLink>
        </p>
        <h1 className={styles.title}>
          <span className={styles.number}>{t('number', { number: option.number })}</span> {option.title}
        </h1>
        <p className={styles.meta}>
          {t('rank', { rank: option.rank })} · {t('views', { count: option.viewCount })}
        </p>
        <IslandMessages namespaces={BALLOT_MESSAGES}>
          <VoteBallot
            vote={{ ...vote, infoFilled: vote.mine?.infoFilled ?? false }}
            options={[option]}
            voteKey={serverConfig().publicConfig.voteKey}
            detail
          />
        </IslandMessages>
        {option.description && (
          <section className={styles.about}>
            <h2>{t('description')}</h2>
            <p>{option.description}</p>
          </section>
        )}
        <VoteLink className={styles.back} href={voteHref('phone', vote.id)}>
          {t('backToVote')}
        </VoteLink>
      </div>
    </article>
  );
}
