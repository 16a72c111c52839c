'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { ownRating, rateInquiry } from '@/lib/api/questionActions';
import type { Satisfaction as Counts } from '@/lib/api/questionModel';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { questionRefusal } from '@/lib/auth/questionMessages';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { SATISFACTION } from '@/lib/contract/questions';
import { FormError } from '@/components/forms/FormError';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/questions/Satisfaction.module.css';

const noSubscription = () => () => {};

const RATINGS = [
  [SATISFACTION.satisfied, 'satisfied'],
  [SATISFACTION.fair, 'fair'],
  [SATISFACTION.unsatisfied, 'unsatisfied'],
] as const;

/**
 * 满意度评价 of a department's reply: the counts the page was drawn with, and for a signed-in member the three
 * ratings, once (their own rating, asked once hydrated, shows as chosen). Others are shown the way to sign in.
 */
export function Satisfaction({
  inquiryId,
  counts,
  returnPath,
  basePath,
}: {
  inquiryId: number;
  counts: Counts;
  returnPath: string;
  basePath: string;
}) {
  const t = useIslandTranslations('questions');
  const text = useMessageText();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [shown, setShown] = useState(counts);
  const [own, setOwn] = useState(0);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void browserClient()
      .then((api) => ownRating(api, inquiryId))
      .then((rating) => {
        if (current) setOwn(rating);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [signedIn, inquiryId]);

  const rate = async (rating: number) => {
    setPending(true);
    setRefusal(null);
    try {
      setShown(await rateInquiry(await browserClient(), inquiryId, rating));
      setOwn(rating);
    } catch (error) {
      setRefusal(text(questionRefusal(error)));
    } finally {
      setPending(false);
    }
  };

  return (
    <section className={styles.satisfaction} aria-labelledby={`satisfaction-${inquiryId}`}>
      <h2 id={`satisfaction-${inquiryId}`} className={styles.heading}>
        {t('satisfaction')}
      </h2>
      <div className={styles.ratings}>
        {RATINGS.map(([rating, key]) => (
          <button
            key={key}
            type="button"
            className={styles.rating}
            aria-pressed={own === rating}
            disabled={!signedIn || own !== 0 || pending}
            onClick={() => void rate(rating)}
          >
            {t('ratingCount', { label: t(key), count: String(shown[key]) })}
          </button>
        ))}
      </div>
      {own !== 0 && (
        <p role="status" className={styles.note}>
          {t('rated')}
        </p>
      )}
      {!signedIn && (
        <a className={styles.signIn} href={loginAddress(`${basePath}${returnPath}`, basePath)}>
          {t('signInToRate')}
        </a>
      )}
      <FormError text={refusal} />
    </section>
  );
}
