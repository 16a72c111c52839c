import styles from '@/components/member/Member.module.css';

/** A form's refusal, announced as it appears (an alert is read out when it is inserted). */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  );
}
