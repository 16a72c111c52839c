'use client';

import { useId, useState, type FormEvent } from 'react';
import { verifyVoucher, writeOffVoucher, type Redemption } from '@/lib/api/activityActions';
import type { Shop } from '@/lib/api/activityModel';
import { browserClient } from '@/lib/api/browserClient';
import { activityRefusal } from '@/lib/auth/memberMessages';
import { Field } from '@/components/forms/Field';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/activity/WriteOffForm.module.css';

const STAFF_CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * The staff's two steps: 验证 checks their shop and code against the voucher (activityVerify), then 确认核销
 * writes it off (write-off). Every later confirmation is refused (券码已使用), and says so.
 */
export function WriteOffForm({
  activityId,
  code,
  shops,
  shopId,
}: {
  activityId: number;
  code: string;
  shops: Shop[];
  shopId: number | null;
}) {
  const t = useIslandTranslations('activity');
  const text = useMessageText();
  const errorId = useId();
  const [shop, setShop] = useState(shops.some((s) => s.id === shopId) ? shopId : (shops[0]?.id ?? 0));
  const [staffCode, setStaffCode] = useState('');
  const staffCodeField = useTypedBeforeHydration<HTMLInputElement>(setStaffCode);
  const [step, setStep] = useState<'verify' | 'confirm' | 'done'>('verify');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const redemption = (): Redemption => ({
    activityID: activityId,
    registCode: code,
    shopSite: shop ?? 0,
    verifyCode: staffCode.trim(),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!STAFF_CODE.test(staffCode.trim())) {
      setRefusal(t('wrongStaffCode'));
      return;
    }
    setRefusal(null);
    setPending(true);
    try {
      const api = await browserClient();
      if (step === 'verify') {
        await verifyVoucher(api, redemption());
        setStep('confirm');
      } else {
        await writeOffVoucher(api, redemption());
        setStep('done');
      }
    } catch (error) {
      setRefusal(text(activityRefusal(error)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Field id="writeoff-shop" label={t('shop')}>
        {(control) => (
          <select
            {...control}
            value={shop ?? 0}
            disabled={step !== 'verify'}
            onChange={(e) => setShop(Number(e.target.value))}
          >
            {shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="writeoff-staff"
        label={t('staffCode')}
        hint={t('staffHint')}
        errorId={refusal ? errorId : null}
      >
        {(control) => (
          <input
            {...control}
            autoComplete="off"
            inputMode="text"
            maxLength={32}
            ref={staffCodeField}
            value={staffCode}
            readOnly={step !== 'verify'}
            onChange={(e) => setStaffCode(e.target.value)}
          />
        )}
      </Field>
      {step === 'confirm' && <p className={styles.ok}>{t('verified')}</p>}
      {step === 'done' && (
        <p className={styles.ok} role="status">
          {t('writtenOff')}
        </p>
      )}
      <FormError id={errorId} text={refusal} />
      <SubmitButton pending={pending} label={t(step === 'verify' ? 'verify' : 'confirm')} />
    </form>
  );
}
