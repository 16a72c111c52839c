import styles from '@/components/topic/Topic.module.css';

/** The banner, title and description heading a special topic or a hot-point timeline. */
export function TopicHeader({
  banner,
  title,
  description,
}: {
  banner: string;
  title: string;
  description: string;
}) {
  return (
    <>
      {banner && (
        <img className={styles.banner} src={banner} alt="" width={750} height={320} fetchPriority="high" />
      )}
      <header className={styles.header}>
        <h1>{title}</h1>
        <p>{description}</p>
      </header>
    </>
  );
}
