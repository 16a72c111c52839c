import styles from '@/components/forms/FormError.module.css';

/** A form's refusal, announced as it appears (an alert is read out when it is inserted). */
export function FormError({ id, text }: { id?: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className={styles.error}>
      {text}
    </p>
  );
}
