import { getTranslations } from '@/lib/i18n/translations';
import { getSiteFormatter } from '@/lib/i18n/formatter';
import type { PublicMember } from '@/lib/api/memberModel';
import { MemberHeader } from '@/components/member/MemberHeader';
import styles from '@/components/member/PublicMemberCard.module.css';

/** A member as anyone may see them: picture, nickname, introduction and since when they are a member. */
export async function PublicMemberCard({ member }: { member: PublicMember }) {
  const [t, format] = await Promise.all([getTranslations('member'), getSiteFormatter()]);
  return (
    <MemberHeader
      member={member}
      labels={{ avatar: t('avatar', { name: member.nickname }), noIntro: t('noIntro') }}
    >
      {member.createdAt > 0 && (
        <p className={styles.note}>
          {t('joined', { date: format.dateTime(new Date(member.createdAt), { dateStyle: 'medium' }) })}
        </p>
      )}
    </MemberHeader>
  );
}
