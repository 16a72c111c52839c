'use client';

import { useState } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { savePassword } from '@/lib/api/memberActions';
import { checkNewPassword } from '@/lib/auth/loginValidation';
import { messageText } from '@/lib/auth/memberMessages';
import { DetailsForm } from '@/components/member/DetailsForm.island';
import type { Messages } from '@/components/member/useMemberTask';
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

  return (
    <DetailsForm
      messages={messages}
      titleKey="login.passwordTitle"
      hintKey="login.passwordHint"
      skipLabel={skipLabel}
      check={() => checkNewPassword(password, confirmation)}
      save={async () => {
        await savePassword(await browserClient(), { password, confirmPassword: confirmation });
      }}
      onDone={onDone}
    >
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
    </DetailsForm>
  );
}
