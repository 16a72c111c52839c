import { getTranslations } from '@/lib/i18n/translations';
import type { InviteConf, PublicMember } from '@/lib/api/memberModel';
import type { SiteConfig } from '@/lib/api/siteConfig';
import { basePathFrom } from '@/lib/config/env.mjs';
import { hasDownloadAddress } from '@/lib/format/downloadLinks';
import { DownloadLinks } from '@/components/sitePage/DownloadLinks.island';
import { downloadLabels } from '@/components/sitePage/downloadLabels';
import { MemberAvatar } from '@/components/member/MemberAvatar';
import styles from '@/components/member/InvitedLanding.module.css';

/**
 * Where an invitation leads: who invites, the code to enter after signing in, and the app's downloads (none on a
 * site with no download address, rather than a note that there is nothing to download).
 */
export async function InvitedLanding({
  inviter,
  code,
  conf,
  config,
  inWeChat,
}: {
  inviter: PublicMember | null;
  code: string;
  conf: InviteConf;
  config: SiteConfig;
  inWeChat: boolean;
}) {
  const [t, tDownload] = await Promise.all([getTranslations('member'), getTranslations('download')]);
  return (
    <section className={styles.page}>
      <div className={styles.card}>
        {inviter && <MemberAvatar head={inviter.head} nickname={inviter.nickname} alt="" />}
        <h1 className={styles.title}>
          {inviter ? t('invitedTitle', { name: inviter.nickname }) : t('invitedAnonymous')}
        </h1>
        {code && (
          <>
            <p>{t('invitedCode')}</p>
            <p className={styles.bigCode}>{code}</p>
          </>
        )}
        <p className={styles.note}>{t('invitedHint', { points: conf.inviteePoints })}</p>
      </div>
      {hasDownloadAddress(config.downloadLinks) && (
        <DownloadLinks
          links={config.downloadLinks}
          basePath={basePathFrom()}
          inWeChat={inWeChat}
          labels={downloadLabels(tDownload)}
        />
      )}
    </section>
  );
}
