import { getTranslations } from 'next-intl/server';
import type { InviteConf, PublicMember } from '@/lib/api/memberModel';
import type { SiteConfig } from '@/lib/api/siteConfig';
import { basePathFrom } from '@/lib/config/env.mjs';
import { DownloadLinks } from '@/components/sitePage/DownloadLinks.island';
import { MemberAvatar } from '@/components/member/MemberAvatar';
import styles from '@/components/member/InvitedLanding.module.css';

/** Where an invitation leads: who invites, the code to enter after signing in, and the app's downloads. */
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
      <DownloadLinks
        links={config.downloadLinks}
        basePath={basePathFrom()}
        inWeChat={inWeChat}
        labels={{
          links: tDownload('links'),
          android: tDownload('android'),
          ios: tDownload('ios'),
          any: tDownload('any'),
          suggested: tDownload('suggested'),
          none: tDownload('none'),
          openInBrowser: tDownload('openInBrowser'),
        }}
      />
    </section>
  );
}
