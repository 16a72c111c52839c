import { safeMediaSrc } from '@/lib/html/safeUrl';
import styles from '@/components/member/Member.module.css';

/** A member's picture, or the first character of their nickname when they have none. */
export function MemberAvatar({ head, nickname, alt }: { head: string; nickname: string; alt: string }) {
  const src = safeMediaSrc(head);
  if (!src) {
    return (
      <span className={styles.avatar} aria-hidden="true">
        {[...nickname][0] ?? ''}
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- members' pictures come from anywhere the backend allows
  return <img className={styles.avatar} src={src} alt={alt} width={64} height={64} />;
}
