import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import type { InviteCode, InviteConf, Paged, PublicMember } from '@/lib/api/memberModel';
import type { MessagePath } from '@/lib/i18n/messages';
import { EmptyState } from '@/components/shell/EmptyState';
import { MemberAvatar } from '@/components/member/MemberAvatar';
import { Pager } from '@/components/member/Pager';
import { UseInviteCode } from '@/components/member/UseInviteCode.island';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/member/InviteScreen.module.css';

interface Props {
  code: InviteCode;
  records: Paged<PublicMember & { time: number }> & { total: number };
  conf: InviteConf;
}

/** The code form's strings and its refusals. */
const USE_CODE_MESSAGES: MessagePath[] = [
  'member.useCode',
  'member.useCodePlaceholder',
  'member.useCodeSubmit',
  'member.inviteUsed',
  'memberErrors',
  'errors',
];

/** 邀请码: the member's own code to share, a friend's code to enter (once), whom they invited, and the rules. */
export async function InviteScreen({ code, records, conf }: Props) {
  const [t, tRoutes, format] = await Promise.all([
    getTranslations('member'),
    getTranslations('routes'),
    getSiteFormatter(),
  ]);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{tRoutes('invite')}</h1>
      <div className={styles.card}>
        <p>{t('myInviteCode')}</p>
        <p className={styles.bigCode}>{code.code}</p>
        <p className={styles.note}>{code.msg}</p>
        <p className={styles.note}>{t('invitedCount', { count: records.total })}</p>
        <Link href="/shareinvite.html" className={styles.share}>
          {t('shareInviteLink')}
        </Link>
      </div>
      <IslandMessages namespaces={USE_CODE_MESSAGES}>
        <UseInviteCode>
          {code.inviter && (
            <p className={styles.note}>
              {t('invitedBy', { name: code.inviter.nickname })}{' '}
              <Link href={`/userDetail/${code.inviter.userid}.html`}>{t('viewProfile')}</Link>
            </p>
          )}
        </UseInviteCode>
      </IslandMessages>
      <h2 className={styles.heading}>{t('records')}</h2>
      {records.list.length === 0 ? (
        <EmptyState text={t('noRecords')} />
      ) : (
        <ul className={styles.people}>
          {records.list.map((member) => (
            <li key={member.userid}>
              <MemberAvatar head={member.head} nickname={member.nickname} alt="" small />
              <Link href={`/userDetail/${member.userid}.html`}>{member.nickname}</Link>
              <time dateTime={new Date(member.time).toISOString()} className={styles.note}>
                {format.dateTime(new Date(member.time), { dateStyle: 'medium' })}
              </time>
            </li>
          ))}
        </ul>
      )}
      <Pager
        path="/invite.html"
        page={records.page}
        hasMore={records.hasMore}
        labels={{ pages: t('pages'), previousPage: t('previousPage'), nextPage: t('nextPage') }}
      />
      <h2 className={styles.heading}>{t('inviteRules')}</h2>
      <div className={styles.rulesText}>
        {conf.rules.split('\n').map((line, index) => (line.trim() ? <p key={index}>{line}</p> : null))}
      </div>
    </section>
  );
}
