'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readActivityAsMember, readVouchers } from '@/lib/api/activityActions';
import { writeOffPath, type VoucherList } from '@/lib/api/activityModel';
import { browserClient } from '@/lib/api/browserClient';
import { memberSignedIn } from '@/lib/auth/browserSession';
import { activityRefusal } from '@/lib/auth/memberMessages';
import type { Phase, SignUpState } from '@/lib/contract/activities';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import { STATE_REFUSAL, stateLabel } from '@/components/activity/activityLabels';
import { VoucherQr } from '@/components/activity/VoucherQr';
import styles from '@/components/activity/SignUpButton.module.css';

const noSubscription = () => () => {};

/**
 * The sign-up button (spec section 3). The page is every reader's, so it renders the public state; a signed-in
 * member's own (已报名) is asked once hydrated, and then their voucher (getActivityVoucher) on 查看券码, shown as
 * the QR code that opens the write-off screen. A state that cannot sign up answers a tap with its refusal.
 */
export function SignUpButton({
  activityId,
  state: publicState,
  phase,
  hasVoucher,
  basePath,
}: {
  activityId: number;
  state: SignUpState;
  phase: Phase;
  hasVoucher: boolean;
  basePath: string;
}) {
  const t = useIslandTranslations('activity');
  const text = useMessageText();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  const [state, setState] = useState(publicState);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [vouchers, setVouchers] = useState<VoucherList | null>(null);

  useEffect(() => {
    if (!signedIn || publicState === 'none') return;
    let current = true;
    void browserClient()
      .then((api) => readActivityAsMember(api, activityId))
      .then((own) => {
        if (current && own) setState(own.signUpState);
      })
      // The public state stays: the reader can still try, and the form says what the backend refuses.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [signedIn, activityId, publicState]);

  const showVouchers = async () => {
    try {
      setVouchers(await readVouchers(await browserClient(), activityId));
    } catch (error) {
      setRefusal(text(activityRefusal(error)));
    }
  };

  if (state === 'none') return <p className={styles.phase}>{t(stateLabel(state, phase))}</p>;
  const label = t(stateLabel(state, phase));
  return (
    <div className={styles.signUp}>
      {state === 'open' ? (
        <Link className={styles.primary} href={`/activityApply/0/${activityId}.html`}>
          {label}
        </Link>
      ) : state === 'signedUp' ? (
        <p className={styles.done}>
          <span>{label}</span>
          <Link href="/signupdetail.html">{t('viewSignUps')}</Link>
        </p>
      ) : (
        <button
          type="button"
          className={styles.unavailable}
          onClick={() => setRefusal(t(STATE_REFUSAL[state] ?? 'refusedEnded'))}
        >
          {label}
        </button>
      )}
      {state === 'signedUp' && hasVoucher && !vouchers && (
        <button type="button" className={styles.secondary} onClick={() => void showVouchers()}>
          {t('showVoucher')}
        </button>
      )}
      {vouchers?.verifyUrl && <a href={vouchers.verifyUrl}>{t('voucherPartner')}</a>}
      {vouchers?.list.map((voucher) => (
        <VoucherQr
          key={voucher.code}
          url={`${window.location.origin}${basePath}${writeOffPath(voucher.activityId, voucher.code)}`}
          label={t('voucherQr', { code: voucher.code })}
        />
      ))}
      <p className={styles.refusal} role="status">
        {refusal}
      </p>
    </div>
  );
}
