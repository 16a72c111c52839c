'use client';

import { useState, type FormEvent } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import type { LoginReply } from '@/lib/api/memberModel';
import { signInWithPassword, signInWithSms } from '@/lib/api/signInActions';
import { checkPassword, checkPhone, checkSmsCode } from '@/lib/auth/loginValidation';
import { messageText } from '@/lib/auth/memberMessages';
import { completeSignIn } from '@/lib/auth/signIn';
import { FormError } from '@/components/member/FormError';
import { SmsCodeRequest } from '@/components/member/SmsCodeRequest.island';
import { useMemberTask, type Messages } from '@/components/member/useMemberTask';
import styles from '@/components/member/Member.module.css';

type Method = 'sms' | 'password';

/** Phone and SMS code (behind the image code), or phone and password; the session starts on success. */
export function SignInForm({
  messages,
  onSignedIn,
}: {
  messages: Messages;
  onSignedIn(reply: LoginReply): void;
}) {
  const t = (key: string) => messageText(messages, { key });
  const [method, setMethod] = useState<Method>('sms');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const task = useMemberTask(messages);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkPhone(phone) ?? (method === 'sms' ? checkSmsCode(code) : checkPassword(password));
    const result: { reply?: LoginReply } = {};
    const signedIn = await task.run(check, async () => {
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
      <div className={styles.field}>
        <label htmlFor="login-phone">{t('login.phone')}</label>
        <input
          id="login-phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder={t('reader.phonePlaceholder')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </div>
      {method === 'sms' ? (
        <>
          <SmsCodeRequest phone={phone} messages={messages} />
          <div className={styles.field}>
            <label htmlFor="login-sms-code">{t('login.smsCode')}</label>
            <input
              id="login-sms-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t('reader.codePlaceholder')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
        </>
      ) : (
        <div className={styles.field}>
          <label htmlFor="login-password">{t('login.password')}</label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            maxLength={64}
            placeholder={t('reader.passwordPlaceholder')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
      )}
      <FormError text={task.error} />
      <button type="submit" className={styles.primary} disabled={task.pending}>
        {task.pending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
