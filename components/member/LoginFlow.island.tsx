'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useState, useSyncExternalStore } from 'react';
import type { LoginReply, MemberInfo } from '@/lib/api/memberModel';
import { storage } from '@/lib/auth/browserSession';
import { loadPage } from '@/lib/auth/loadPage';
import { loginNotice } from '@/lib/auth/loginRequired';
import { backendMessage } from '@/lib/auth/memberMessages';
import { useMessageText } from '@/components/shell/useMessageText';
import { FormError } from '@/components/forms/FormError';
import { PasswordForm } from '@/components/member/PasswordForm.island';
import { ProfileForm } from '@/components/member/ProfileForm.island';
import { SignInForm } from '@/components/member/SignInForm.island';

export type LoginStep = 'signIn' | 'profile' | 'password';

const noSubscription = () => () => {};

/**
 * The login page's island: sign in, and after a member's first login their details and a password, each
 * skippable; then back to where the reader came from. A signed-in member editing either gets that step alone.
 */
export function LoginFlow({
  destination,
  initialStep,
  member,
}: {
  /** Where to go afterwards: a same-site address, the base path included. */
  destination: string;
  initialStep: LoginStep;
  member: MemberInfo | null;
}) {
  const t = useIslandTranslations();
  const text = useMessageText();
  const [step, setStep] = useState<LoginStep>(initialStep);
  const [firstLogin, setFirstLogin] = useState(false);
  const [profile, setProfile] = useState(member);
  // Why the site sent the reader here (a disabled member, lib/auth/loginRequired.ts); only the browser knows.
  const notice = useSyncExternalStore(
    noSubscription,
    () => loginNotice(storage('sessionStorage')),
    () => null,
  );
  const leave = () => loadPage(destination);
  const skipLabel = t(firstLogin ? 'login.skip' : 'login.cancel');

  if (step === 'profile') {
    return (
      <ProfileForm
        member={profile}

        skipLabel={skipLabel}
        onDone={firstLogin ? () => setStep('password') : leave}
      />
    );
  }
  if (step === 'password') {
    return <PasswordForm skipLabel={skipLabel} onDone={leave} />;
  }
  return (
    <>
      <FormError text={notice && text(backendMessage(notice) ?? { text: notice })} />
      <SignInForm
        onSignedIn={(reply: LoginReply) => {
          if (!reply.isNew) return leave();
          setFirstLogin(true);
          setProfile(reply.member);
          setStep('profile');
        }}
      />
    </>
  );
}
