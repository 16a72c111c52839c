import type { ReactNode } from 'react';
import styles from '@/components/people/People.module.css';

/** A reporter's, a person's or a leader's picture, name and line under it; `children` adds what follows. */
export function PersonProfile({
  picture,
  name,
  title,
  level = 1,
  headingId,
  children,
}: {
  picture: string;
  name: string;
  title: string;
  /** 1 when the person is the page's subject; 2 for one of several on a page. */
  level?: 1 | 2;
  /** The name's id, for a section it names. */
  headingId?: string;
  children?: ReactNode;
}) {
  const Name = level === 1 ? 'h1' : 'h2';
  return (
    <header className={styles.profile}>
      {picture && (
        // eslint-disable-next-line @next/next/no-img-element -- portraits come from the CMS, from any host
        <img className={styles.portrait} src={picture} alt="" width={120} height={120} fetchPriority="high" />
      )}
      <div className={styles.profileText}>
        <Name id={headingId}>{name}</Name>
        {title && <p>{title}</p>}
        {children}
      </div>
    </header>
  );
}
