import { getTranslations } from '@/lib/i18n/translations';
import type { InviteCode, InviteConf, MemberInfo } from '@/lib/api/memberModel';
import { absoluteUrl } from '@/lib/config/siteOrigin';
import { MemberAvatar } from '@/components/member/MemberAvatar';
import styles from '@/components/member/InviteCard.module.css';

/** The invitation landing page of a member's code, which anyone may open. */
export const invitationPath = (member: Pick<MemberInfo, 'userid'>, code: string) =>
  `/invitedToDownload/${member.userid}/${encodeURIComponent(code)}.html`;

/** 您的专属邀请码: a card to show or screenshot, with the link friends open to download the app. */
export async function InviteCard({
  member,
  code,
  conf,
}: {
  member: MemberInfo;
  code: InviteCode;
  conf: InviteConf;
}) {
  const [t, tRoutes, link] = await Promise.all([
    getTranslations('member'),
    getTranslations('routes'),
    absoluteUrl(invitationPath(member, code.code)),
  ]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{tRoutes('shareinvite')}</h1>
      <figure className={styles.card}>
        <MemberAvatar
          head={member.head}
          nickname={member.nickname}
          alt={t('avatar', { name: member.nickname })}
        />
        <figcaption>{member.nickname}</figcaption>
        <p className={styles.bigCode}>{code.code}</p>
        <p>{code.msg}</p>
        <p className={styles.note}>{t('shareHint', { points: conf.inviteePoints })}</p>
      </figure>
      <p className={styles.note}>{t('inviteLinkLabel')}</p>
      <p className={styles.link}>
        <a href={link}>{link}</a>
      </p>
    </section>
  );
}
