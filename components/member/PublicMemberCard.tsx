import { getFormatter, getTranslations } from 'next-intl/server';
import type { PublicMember } from '@/lib/api/memberModel';
import { MemberAvatar } from '@/components/member/MemberAvatar';
import styles from '@/components/member/Member.module.css';

/** A member as anyone may see them: picture, nickname, introduction and since when they are a member. */
export async function PublicMemberCard({ member }: { member: PublicMember }) {
  const [t, format] = await Promise.all([getTranslations('member'), getFormatter()]);
  return (
    <header className={styles.profile}>
      <MemberAvatar
        head={member.head}
        nickname={member.nickname}
        alt={t('avatar', { name: member.nickname })}
      />
      <div>
        <h1 className={styles.title}>{member.nickname}</h1>
        <p className={styles.note}>{member.intro || t('noIntro')}</p>
        {member.createdAt > 0 && (
          <p className={styles.note}>
            {t('joined', { date: format.dateTime(new Date(member.createdAt), { dateStyle: 'medium' }) })}
          </p>
        )}
      </div>
    </header>
  );
}
