import styles from '@/components/forms/buttonLooks.module.css';

/**
 * A form's send button: while the form is sending it is disabled (one send at a time) and busy, and says so
 * when the form has a word for it ("保存中…").
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  look = 'primary',
}: {
  pending: boolean;
  label: string;
  pendingLabel?: string;
  look?: 'primary' | 'secondary';
}) {
  return (
    <button type="submit" className={styles[look]} disabled={pending} aria-busy={pending}>
      {pending && pendingLabel ? pendingLabel : label}
    </button>
  );
}
