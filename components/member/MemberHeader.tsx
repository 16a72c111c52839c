import type { ReactNode } from 'react';
import type { PublicMember } from '@/lib/api/memberModel';
import { MemberAvatar } from '@/components/member/MemberAvatar';
import styles from '@/components/member/MemberHeader.module.css';

/** A member's picture, nickname and introduction (or the translated words for none), and what a page adds. */
export function MemberHeader({
  member,
  labels,
  children,
}: {
  member: PublicMember;
  labels: { avatar: string; noIntro: string };
  children?: ReactNode;
}) {
  return (
    <header className={styles.profile}>
      <MemberAvatar head={member.head} nickname={member.nickname} alt={labels.avatar} />
      <div>
        <h1 className={styles.title}>{member.nickname}</h1>
        <p className={styles.note}>{member.intro || labels.noIntro}</p>
        {children}
      </div>
    </header>
  );
}
