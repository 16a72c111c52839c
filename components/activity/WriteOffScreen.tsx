import { getTranslations } from '@/lib/i18n/translations';
import { getVoucherView } from '@/lib/api/activities';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import { WriteOffForm } from '@/components/activity/WriteOffForm.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/activity/WriteOffScreen.module.css';

const CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * The partner shop's screen (what a voucher's QR code opens): the voucher of that code, and for an unused one the
 * staff's check (activityVerify with their code) and confirmation (write-off). A used, expired or unknown voucher
 * says so; a second confirmation is refused by the backend, which writes a voucher off once.
 */
export async function WriteOffScreen({
  activityId,
  code,
  shopId,
}: {
  activityId: number | null;
  code: string;
  shopId: number | null;
}) {
  const [view, t, tRoutes, format] = await Promise.all([
    activityId !== null && CODE.test(code) ? getVoucherView(activityId, code) : null,
    getTranslations('activity'),
    getTranslations('routes'),
    getSiteFormatter(),
  ]);
  const voucher = view?.voucher;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{tRoutes('writeOff')}</h1>
      {!view || !voucher || activityId === null ? (
        <p className={styles.state} data-state="unknown">
          {t('writeOffUnknown')}
        </p>
      ) : (
        <>
          <p className={styles.activity}>{view.activityTitle}</p>
          <p className={styles.voucher}>
            <strong>{voucher.title}</strong>
            <span>
              {t('voucher')} {voucher.code}
            </span>
            {voucher.expiresAt > 0 && (
              <span>
                {t('expiresAt', { time: format.dateTime(voucher.expiresAt, { dateStyle: 'medium' }) })}
              </span>
            )}
          </p>
          {voucher.state === 'unused' ? (
            <IslandMessages namespaces={['activity', 'memberErrors', 'errors']}>
              <WriteOffForm activityId={activityId} code={voucher.code} shops={view.shops} shopId={shopId} />
            </IslandMessages>
          ) : (
            <p className={styles.state} data-state={voucher.state}>
              {t(voucher.state === 'used' ? 'writeOffUsed' : 'writeOffExpired')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
