'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useState, type FormEvent } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import type { LoginReply } from '@/lib/api/memberModel';
import { signInWithPassword, signInWithSms } from '@/lib/api/signInActions';
import { checkPassword, checkPhone, checkSmsCode } from '@/lib/auth/loginValidation';
import { completeSignIn } from '@/lib/auth/signIn';
import { Field } from '@/components/forms/Field';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { SmsCodeRequest } from '@/components/member/SmsCodeRequest.island';
import { useMemberTask, type Checks } from '@/components/member/useMemberTask';
import styles from '@/components/member/SignInForm.module.css';

type Method = 'sms' | 'password';

/** Phone and SMS code (behind the image code), or phone and password; the session starts on success. */
export function SignInForm({ onSignedIn }: { onSignedIn(reply: LoginReply): void }) {
  const t = useIslandTranslations();
  const [method, setMethod] = useState<Method>('sms');
  const [phone, setPhone] = useState('');
  const phoneField = useTypedBeforeHydration<HTMLInputElement>(setPhone);
  const [code, setCode] = useState('');
  const codeField = useTypedBeforeHydration<HTMLInputElement>(setCode);
  const [password, setPassword] = useState('');
  const passwordField = useTypedBeforeHydration<HTMLInputElement>(setPassword);
  const task = useMemberTask();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checks: Checks =
      method === 'sms'
        ? { phone: checkPhone(phone), code: checkSmsCode(code) }
        : { phone: checkPhone(phone), password: checkPassword(password) };
    const result: { reply?: LoginReply } = {};
    const signedIn = await task.run(checks, async () => {
      const api = await browserClient();
      const reply =
        method === 'sms'
          ? await signInWithSms(api, { phone: phone.trim(), code: code.trim() })
          : await signInWithPassword(api, { phone: phone.trim(), password });
      await completeSignIn(reply);
      result.reply = reply;
    });
    if (signedIn && result.reply) onSignedIn(result.reply);
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.methods} role="group" aria-label={t('login.methods')}>
        {(['sms', 'password'] as const).map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={method === name}
            className={method === name ? styles.methodOn : styles.method}
            onClick={() => setMethod(name)}
          >
            {t(name === 'sms' ? 'login.smsTab' : 'login.passwordTab')}
          </button>
        ))}
      </div>
      <Field id="login-phone" label={t('login.phone')} errorId={task.errorFor('phone')}>
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            placeholder={t('reader.phonePlaceholder')}
            ref={phoneField}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        )}
      </Field>
      {method === 'sms' ? (
        <>
          <SmsCodeRequest phone={phone} />
          <Field id="login-sms-code" label={t('login.smsCode')} errorId={task.errorFor('code')}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                placeholder={t('reader.codePlaceholder')}
                ref={codeField}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </Field>
        </>
      ) : (
        <Field id="login-password" label={t('login.password')} errorId={task.errorFor('password')}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              maxLength={64}
              placeholder={t('reader.passwordPlaceholder')}
              ref={passwordField}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </Field>
      )}
      <FormError id={task.errorId} text={task.error} />
      <SubmitButton pending={task.pending} label={t('login.submit')} pendingLabel={t('login.submitting')} />
    </form>
  );
}
