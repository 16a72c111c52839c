import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { writeOffPath, type SignUp } from '@/lib/api/activityModel';
import { serverConfig } from '@/lib/config/serverConfig';
import { siteOrigin } from '@/lib/config/siteOrigin';
import { STATUS } from '@/lib/contract/status';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { PHASE_LABEL, VOUCHER_LABEL } from '@/components/activity/activityLabels';
import { VoucherQr } from '@/components/activity/VoucherQr';
import { EmptyState } from '@/components/shell/EmptyState';
import styles from '@/components/activity/SignUpsScreen.module.css';

/**
 * The member's sign-ups: each activity, when they signed up and where it stands, and its voucher as the QR code
 * that opens the write-off screen; where the backend answers 10201 the app alone shows the progress.
 */
export async function SignUpsScreen({ signUps }: { signUps: SignUp[] }) {
  const [t, tRoutes, tErrors, format, origin] = await Promise.all([
    getTranslations('activity'),
    getTranslations('routes'),
    getTranslations('errors'),
    getSiteFormatter(),
    siteOrigin(),
  ]);
  const base = `${origin}${serverConfig().publicConfig.basePath}`;
  const date = (time: number) => format.dateTime(time, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{tRoutes('signupdetail')}</h1>
      {signUps.length === 0 ? (
        <EmptyState text={t('noSignUps')} />
      ) : (
        <ul className={styles.list}>
          {signUps.map((signUp) => (
            <li key={signUp.id} className={styles.item}>
              <h2 className={styles.heading}>
                <Link href={`/activityDetail/${signUp.activityId}.html`}>{signUp.title}</Link>
              </h2>
              <p className={styles.note}>
                {t('signedUpAt', { time: date(signUp.time) })} · {t(PHASE_LABEL[signUp.phase])}
              </p>
              {signUp.status === STATUS.signUpProgressInApp ? (
                <p className={styles.inApp}>{tErrors('signUpProgressInApp')}</p>
              ) : (
                signUp.voucher && (
                  <div className={styles.voucher}>
                    <p className={styles.voucherLine}>
                      <strong>{signUp.voucher.title}</strong>
                      <span data-state={signUp.voucher.state}>{t(VOUCHER_LABEL[signUp.voucher.state])}</span>
                    </p>
                    {signUp.voucher.expiresAt > 0 && (
                      <p className={styles.note}>
                        {t('expiresAt', { time: date(signUp.voucher.expiresAt) })}
                      </p>
                    )}
                    {signUp.voucher.state === 'unused' && (
                      <VoucherQr
                        url={`${base}${writeOffPath(signUp.activityId, signUp.voucher.code)}`}
                        label={t('voucherQr', { code: signUp.voucher.code })}
                      />
                    )}
                  </div>
                )
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
