'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { browserClient } from '@/lib/api/browserClient';
import { redeemInviteCode } from '@/lib/api/memberActions';
import { checkInviteCode } from '@/lib/auth/loginValidation';
import { Field } from '@/components/forms/Field';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { useMemberTask } from '@/components/member/useMemberTask';
import styles from '@/components/member/UseInviteCode.module.css';

/**
 * 填写邀请码: a member enters a friend's code once; both of them earn points, and the page shows the inviter.
 * `children` is the inviter line, given once the member has one: the form gives way to it, and a confirmation
 * just shown stays above it (the refresh that brings the line keeps this component and its state).
 */
export function UseInviteCode({ children }: { children?: ReactNode }) {
  const t = useIslandTranslations();
  const router = useRouter();
  const [code, setCode] = useState('');
  const field = useTypedBeforeHydration<HTMLInputElement>(setCode);
  const [added, setAdded] = useState<number | null>(null);
  const task = useMemberTask();

  async function submit(event: FormEvent) {
    event.preventDefault();
    await task.run({ code: checkInviteCode(code) }, async () => {
      const { added: points } = await redeemInviteCode(await browserClient(), code.trim());
      setAdded(points);
      router.refresh();
    });
  }

  if (added !== null || children) {
    return (
      <>
        {added !== null && (
          <p role="status" className={styles.note}>
            {t('member.inviteUsed', { points: String(added) })}
          </p>
        )}
        {children}
      </>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Field
        id="invite-code"
        label={t('member.useCode')}
        errorId={task.errorFor('code')}
        action={<SubmitButton pending={task.pending} label={t('member.useCodeSubmit')} look="secondary" />}
      >
        {(control) => (
          <input
            {...control}
            ref={field}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={16}
            placeholder={t('member.useCodePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <FormError id={task.errorId} text={task.error} />
    </form>
  );
}
