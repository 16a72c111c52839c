'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useMemberTask, type Checks } from '@/components/member/useMemberTask';
import styles from '@/components/member/DetailsForm.module.css';

/**
 * A form about the member (details, password): title and hint, the fields, the refusal, save (the form's own
 * checks, then its call), and a way past it (skip after a first login, else cancel). `children` gets the id of
 * the refusal while it is about a field, for that field's `errorId`.
 */
export function DetailsForm({
  titleKey,
  hintKey,
  skipLabel,
  checks,
  save,
  onDone,
  children,
}: {
  titleKey: 'login.profileTitle' | 'login.passwordTitle';
  hintKey: 'login.profileHint' | 'login.passwordHint';
  skipLabel: string;
  checks(): Checks;
  save(): Promise<void>;
  onDone(): void;
  children(errorFor: (field: string) => string | null): ReactNode;
}) {
  const t = useIslandTranslations();
  const task = useMemberTask();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await task.run(checks(), save)) onDone();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h1 className={styles.title}>{t(titleKey)}</h1>
      <p className={styles.note}>{t(hintKey)}</p>
      {children(task.errorFor)}
      <FormError id={task.errorId} text={task.error} />
      <SubmitButton pending={task.pending} label={t('login.save')} pendingLabel={t('login.saving')} />
      <button type="button" className={styles.skip} onClick={onDone}>
        {skipLabel}
      </button>
    </form>
  );
}
