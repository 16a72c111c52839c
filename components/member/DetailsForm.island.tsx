'use client';

import type { FormEvent, ReactNode } from 'react';
import { messageText } from '@/lib/auth/memberMessages';
import { FormError } from '@/components/member/FormError';
import { useMemberTask, type Messages } from '@/components/member/useMemberTask';
import styles from '@/components/member/Member.module.css';

/**
 * A form about the member (details, password): title and hint, the fields, the refusal, save (the form's own
 * check, then its call), and a way past it (skip after a first login, else cancel).
 */
export function DetailsForm({
  messages,
  titleKey,
  hintKey,
  skipLabel,
  check,
  save,
  onDone,
  children,
}: {
  messages: Messages;
  titleKey: string;
  hintKey: string;
  skipLabel: string;
  /** A `memberErrors` key, or null when the fields may be sent. */
  check(): string | null;
  save(): Promise<void>;
  onDone(): void;
  children: ReactNode;
}) {
  const t = (key: string) => messageText(messages, { key });
  const task = useMemberTask(messages);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await task.run(check(), save)) onDone();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <p className={styles.note}>{t(hintKey)}</p>
      {children}
      <FormError text={task.error} />
      <button type="submit" className={styles.primary} disabled={task.pending}>
        {task.pending ? t('login.saving') : t('login.save')}
      </button>
      <button type="button" className={styles.plain} onClick={onDone}>
        {skipLabel}
      </button>
    </form>
  );
}
