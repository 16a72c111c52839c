'use client';

import { useState } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { castVote, saveVoterInfo } from '@/lib/api/voteActions';
import type { Vote, VoteOption } from '@/lib/api/voteModel';
import { voteRefusal } from '@/lib/auth/voteMessages';
import { VOTE_REFUSED } from '@/lib/contract/votes';
import type { MessageRef } from '@/lib/i18n/messages';
import { isApiError } from '@/lib/api/apiError';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import { OptionCard } from '@/components/vote/OptionCard';
import { VoterInfoForm } from '@/components/vote/VoterInfoForm';
import styles from '@/components/vote/VoteBallot.module.css';

export type BallotVote = Pick<Vote, 'id' | 'state' | 'infoRule' | 'limits'> & { infoFilled: boolean };

/**
 * Voting on a vote's options: the member-info form first when the vote asks for one (vs_user_inforule) and the
 * member has not filled it, then each option with its count and vote button. A vote's new count shows at once;
 * a refusal (the limit, the window) says why in the reader's language. `detail` draws one option's count and
 * button alone, for its detail screen.
 */
export function VoteBallot({
  vote,
  options,
  voteKey,
  detail = false,
}: {
  vote: BallotVote;
  options: VoteOption[];
  /** The site's key for recordVoteCountAndLog's payload (public config). */
  voteKey: string;
  detail?: boolean;
}) {
  const t = useIslandTranslations('vote');
  const text = useMessageText();
  const [filled, setFilled] = useState(vote.infoFilled);
  const [counts, setCounts] = useState(() => new Map(options.map((option) => [option.id, option.voteCount])));
  const [pending, setPending] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ref: MessageRef; refused: boolean } | null>(null);
  const open = vote.state === 1;

  async function cast(option: VoteOption) {
    setPending(option.id);
    setNotice(null);
    try {
      const answer = await castVote(await browserClient(), voteKey, vote.id, option.id);
      setCounts((before) => new Map(before).set(option.id, answer.voteCount));
      setNotice({ ref: { key: 'vote.voted' }, refused: false });
    } catch (error) {
      if (isApiError(error) && error.status === VOTE_REFUSED.infoRequired) setFilled(false);
      setNotice({ ref: voteRefusal(error, vote.limits), refused: true });
    } finally {
      setPending(null);
    }
  }

  const askInfo = open && !filled && vote.infoRule.length > 0;
  return (
    <div className={detail ? styles.detail : styles.ballot}>
      {askInfo && (
        <VoterInfoForm
          fields={vote.infoRule}
          save={async (info) => saveVoterInfo(await browserClient(), vote.id, info)}
          onSaved={() => {
            setFilled(true);
            setNotice({ ref: { key: 'vote.infoSaved' }, refused: false });
          }}
        />
      )}
      <ul className={detail ? styles.single : styles.options}>
        {options.map((option) => (
          <OptionCard
            key={option.id}
            option={{ ...option, voteCount: counts.get(option.id) ?? option.voteCount }}
            detail={detail}
            canVote={open && !askInfo}
            pending={pending === option.id}
            labels={{
              votes: t('votes', { count: counts.get(option.id) ?? option.voteCount }),
              number: t('number', { number: option.number }),
              vote: t(pending === option.id ? 'voting' : 'vote'),
              voteFor: t('voteFor', { title: option.title }),
              detail: t('detail', { title: option.title }),
            }}
            onVote={() => void cast(option)}
          />
        ))}
      </ul>
      <p
        className={notice?.refused ? styles.refused : styles.notice}
        role={notice?.refused ? 'alert' : 'status'}
      >
        {notice ? text(notice.ref) : ''}
      </p>
    </div>
  );
}
