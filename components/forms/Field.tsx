import type { ReactNode } from 'react';
import styles from '@/components/forms/Field.module.css';

/** What a field's control spreads on itself, so its label, hint and refusal reach assistive technology. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * One labelled control of a form: the label, the control (rendered by `children` with the props it needs), an
 * optional action beside it (a button on the same row) and an optional hint. The refusal itself is the form's
 * one alert; `errorId` points at it while it is about this field.
 */
export function Field({
  id,
  label,
  hint,
  errorId,
  action,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The id of the message refusing this field's value, while it does. */
  errorId?: string | null;
  action?: ReactNode;
  children(control: ControlProps): ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const control = children({
    id,
    ...(errorId ? { 'aria-invalid': true } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  });
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {action ? (
        <div className={styles.inline}>
          {control}
          {action}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
