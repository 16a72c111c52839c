'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { requestSmsCode } from '@/lib/api/signInActions';
import { checkImageCode, checkPhone } from '@/lib/auth/loginValidation';
import {
  noVerifyImage,
  refreshVerifyImage,
  subscribeVerifyImage,
  verifyImageSrc,
} from '@/lib/auth/verifyImage';
import { Field } from '@/components/forms/Field';
import { FormError } from '@/components/forms/FormError';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useMemberTask } from '@/components/member/useMemberTask';
import styles from '@/components/member/SmsCodeRequest.module.css';

/**
 * The image verify code in front of the SMS code: the picture (tap for another), its code, and the button that
 * sends the SMS. Every attempt spends the picture, so a new one loads after each; after a sent code the button
 * counts down until another may be asked for.
 */
export function SmsCodeRequest({ phone }: { phone: string }) {
  const t = useIslandTranslations();
  const imageSrc = useSyncExternalStore(subscribeVerifyImage, verifyImageSrc, noVerifyImage);
  const [imageCode, setImageCode] = useState('');
  const imageCodeField = useTypedBeforeHydration<HTMLInputElement>(setImageCode);
  const [waitUntil, setWaitUntil] = useState(0);
  const [now, setNow] = useState(0);
  const [sent, setSent] = useState(false);
  const task = useMemberTask();

  // The picture is bound to this browser's device id, which only exists in the browser.
  useEffect(refreshVerifyImage, []);

  const seconds = Math.ceil((waitUntil - now) / 1000);
  useEffect(() => {
    if (waitUntil === 0) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= waitUntil) setWaitUntil(0);
    }, 1000);
    return () => clearInterval(timer);
  }, [waitUntil]);

  async function send() {
    setSent(false);
    const ok = await task.run(
      { phone: checkPhone(phone), imageCode: checkImageCode(imageCode) },
      async () => {
        try {
          const { resendAfterMs } = await requestSmsCode(await browserClient(), {
            phone: phone.trim(),
            verifyCode: imageCode.trim(),
          });
          setNow(Date.now());
          setWaitUntil(Date.now() + resendAfterMs);
        } finally {
          setImageCode('');
          refreshVerifyImage();
        }
      },
    );
    setSent(ok);
  }

  return (
    <>
      <Field
        id="login-image-code"
        label={t('login.imageCode')}
        errorId={task.errorFor('imageCode')}
        action={
          <button type="button" className={styles.imageButton} onClick={refreshVerifyImage}>
            {imageSrc && (
              // eslint-disable-next-line @next/next/no-img-element -- a one-off picture the backend draws
              <img src={imageSrc} alt={t('login.imageCodeAlt')} width={120} height={44} />
            )}
          </button>
        }
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            placeholder={t('login.imageCodePlaceholder')}
            ref={imageCodeField}
            value={imageCode}
            onChange={(event) => setImageCode(event.target.value)}
          />
        )}
      </Field>
      <button
        type="button"
        className={styles.send}
        disabled={task.pending || seconds > 0}
        aria-busy={task.pending}
        onClick={() => void send()}
      >
        {seconds > 0 ? t('login.resendIn', { seconds: String(seconds) }) : t('login.sendCode')}
      </button>
      <FormError id={task.errorId} text={task.error} />
      {sent && (
        <p role="status" className={styles.note}>
          {t('login.codeSent')}
        </p>
      )}
    </>
  );
}
