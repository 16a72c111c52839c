import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/translations';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import type { MemberInfo, PointsStats } from '@/lib/api/memberModel';
import { basePathFrom } from '@/lib/config/env.mjs';
import { LogoutButton } from '@/components/member/LogoutButton.island';
import { MemberHeader } from '@/components/member/MemberHeader';
import { IslandMessages } from '@/components/shell/IslandMessages';
import styles from '@/components/member/MemberHome.module.css';

const edit = (step: string) =>
  `/login.html?step=${step}&redirect=${encodeURIComponent(`${basePathFrom()}/getUserInfo.html`)}`;

/** 获取会员信息: who the member is, their points, and the ways to their other pages. */
export async function MemberHome({ member, points }: { member: MemberInfo; points: PointsStats }) {
  const [t, format] = await Promise.all([getTranslations('member'), getSiteFormatter()]);
  const links = [
    ['/mySubscriptions.html', t('subscriptionsLink')],
    ['/myFavorites.html', t('favoritesLink')],
    ['/myTipoffs.html', t('tipoffsLink')],
    ['/inputArticleDetail.html', t('submissionsLink')],
    ['/subscriptionList.html', t('accountsLink')],
    ['/integralShop.html', t('pointsLink')],
    ['/invite.html', t('inviteLink')],
    ['/shareinvite.html', t('shareInviteLink')],
    [`/userDetail/${member.userid}.html`, t('publicPage')],
    [edit('profile'), t('editProfile')],
    [edit('password'), member.hasPassword ? t('changePassword') : t('setPassword')],
  ] as const;
  return (
    <section className={styles.page}>
      <MemberHeader
        member={member}
        labels={{ avatar: t('avatar', { name: member.nickname }), noIntro: t('noIntro') }}
      />
      <dl className={styles.facts}>
        <dt>{t('points')}</dt>
        <dd>
          <Link href="/integralShop.html">{format.number(points.total)}</Link>
          <span className={styles.note}> {t('pointsToday', { points: points.today })}</span>
        </dd>
        <dt>{t('phone')}</dt>
        <dd>{member.phone || t('notBound')}</dd>
        <dt>{t('wechat')}</dt>
        <dd>{member.wechatBound ? t('bound') : t('notBound')}</dd>
        <dt>{t('myInviteCode')}</dt>
        <dd className={styles.code}>{member.inviteCode}</dd>
        <dt>{t('joinedLabel')}</dt>
        <dd>{format.dateTime(new Date(member.createdAt), { dateStyle: 'medium' })}</dd>
      </dl>
      <nav aria-label={t('menu')}>
        <ul className={styles.menu}>
          {links.map(([href, label]) => (
            <li key={href}>
              <Link href={href}>{label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <IslandMessages namespaces={['member.logout', 'member.loggingOut', 'memberErrors', 'errors']}>
        <LogoutButton home={`${basePathFrom()}/home.html`} />
      </IslandMessages>
    </section>
  );
}
