import { safeMediaSrc } from '@/lib/html/safeUrl';
import styles from '@/components/member/MemberAvatar.module.css';

/** A member's picture, or the first character of their nickname when they have none. */
export function MemberAvatar({
  head,
  nickname,
  alt,
  small = false,
}: {
  head: string;
  nickname: string;
  alt: string;
  /** The size of a row in a list of people, rather than a profile's. */
  small?: boolean;
}) {
  const src = safeMediaSrc(head);
  const className = small ? styles.small : styles.avatar;
  if (!src) {
    return (
      <span className={className} aria-hidden="true">
        {[...nickname][0] ?? ''}
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- members' pictures come from anywhere the backend allows
  return <img className={className} src={src} alt={alt} width={64} height={64} />;
}
