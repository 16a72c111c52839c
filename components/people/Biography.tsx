import styles from '@/components/people/People.module.css';

/** A person's biography under its heading, a paragraph per line the CMS wrote; nothing when there is none. */
export function Biography({ heading, text }: { heading: string; text: string }) {
  const paragraphs = text.split(/\n+/).filter((line) => line.trim() !== '');
  if (paragraphs.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionHeading}>{heading}</h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.biography}>
          {paragraph}
        </p>
      ))}
    </section>
  );
}
