'use client';

import { useState, type FormEvent } from 'react';
import { browserApi } from '@/lib/api/browserApi';
import { checkNewPassword } from '@/lib/auth/loginValidation';
import { messageText } from '@/lib/auth/memberMessages';
import { FormError } from '@/components/member/FormError';
import { useMemberTask, type Messages } from '@/components/member/useMemberTask';
import styles from '@/components/member/Member.module.css';

/** Setting a password (setPassword): the policy and the confirmation are checked here and on the backend. */
export function PasswordForm({
  messages,
  onDone,
  skipLabel,
}: {
  messages: Messages;
  onDone(): void;
  skipLabel: string;
}) {
  const t = (key: string) => messageText(messages, { key });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const task = useMemberTask(messages);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await task.run(checkNewPassword(password, confirmation), async () => {
      await browserApi().call('setPassword', { password, confirmPassword: confirmation });
    });
    if (saved) onDone();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <h1 className={styles.title}>{t('login.passwordTitle')}</h1>
      <p className={styles.note}>{t('login.passwordHint')}</p>
      <div className={styles.field}>
        <label htmlFor="new-password">{t('login.password')}</label>
        <input
          id="new-password"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          placeholder={t('reader.passwordPlaceholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="confirm-password">{t('login.confirmPassword')}</label>
        <input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          placeholder={t('reader.passwordConfirmPlaceholder')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
      </div>
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
