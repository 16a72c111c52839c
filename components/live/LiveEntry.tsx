import Link from 'next/link';
import styles from '@/components/column/ModuleBlock.module.css';
import own from '@/components/live/LiveEntry.module.css';

export const MORE_LIVE_PATH = '/moreLive.html';

/** Home's way to the lives when its own column has none on its live strip: 直播, and 更多直播 to the list. */
export function LiveEntry({ name, label }: { name: string; label: string }) {
  return (
    <nav className={styles.module} aria-label={name}>
      <p className={`${styles.header} ${own.entry}`}>
        <span className={styles.name}>{name}</span>
        <Link className={styles.more} href={MORE_LIVE_PATH}>
          {label}
        </Link>
      </p>
    </nav>
  );
}
