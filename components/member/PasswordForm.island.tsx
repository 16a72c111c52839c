'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useState } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { savePassword } from '@/lib/api/memberActions';
import { checkNewPassword } from '@/lib/auth/loginValidation';
import { Field } from '@/components/forms/Field';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { DetailsForm } from '@/components/member/DetailsForm.island';

/** Setting a password (setPassword): the policy and the confirmation are checked here and on the backend. */
export function PasswordForm({ onDone, skipLabel }: { onDone(): void; skipLabel: string }) {
  const t = useIslandTranslations();
  const [password, setPassword] = useState('');
  const passwordField = useTypedBeforeHydration<HTMLInputElement>(setPassword);
  const [confirmation, setConfirmation] = useState('');
  const confirmationField = useTypedBeforeHydration<HTMLInputElement>(setConfirmation);

  return (
    <DetailsForm
      titleKey="login.passwordTitle"
      hintKey="login.passwordHint"
      skipLabel={skipLabel}
      checks={() => ({ password: checkNewPassword(password, confirmation) })}
      save={async () => {
        await savePassword(await browserClient(), { password, confirmPassword: confirmation });
      }}
      onDone={onDone}
    >
      {(errorFor) => (
        <>
          <Field id="new-password" label={t('login.password')} errorId={errorFor('password')}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                maxLength={64}
                placeholder={t('reader.passwordPlaceholder')}
                ref={passwordField}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            )}
          </Field>
          <Field id="confirm-password" label={t('login.confirmPassword')}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                maxLength={64}
                placeholder={t('reader.passwordConfirmPlaceholder')}
                ref={confirmationField}
                value={confirmation}
                onChange={(event) => setConfirmation(event.target.value)}
              />
            )}
          </Field>
        </>
      )}
    </DetailsForm>
  );
}
