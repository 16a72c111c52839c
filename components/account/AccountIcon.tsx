import { safeMediaSrc } from '@/lib/html/safeUrl';
import { pictureLoading } from '@/components/shell/pictureLoading';
import styles from '@/components/account/Account.module.css';

/** An account's icon at its list size, or the first character of its name when it has none. */
export function AccountIcon({ icon, name, eager }: { icon: string; name: string; eager: boolean }) {
  const src = safeMediaSrc(icon);
  if (!src) {
    return (
      <span className={styles.icon} aria-hidden="true">
        {[...name][0] ?? ''}
      </span>
    );
  }
  return <img className={styles.icon} src={src} alt="" width={90} height={90} {...pictureLoading(eager)} />;
}
