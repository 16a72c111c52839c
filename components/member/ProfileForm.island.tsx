'use client';

import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useState } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { saveProfile } from '@/lib/api/memberActions';
import type { MemberInfo } from '@/lib/api/memberModel';
import { checkIntro, checkNickname, INTRO_MAX, NICKNAME_MAX } from '@/lib/auth/loginValidation';
import { Choices } from '@/components/forms/Choices';
import { Field } from '@/components/forms/Field';
import { DetailsForm } from '@/components/member/DetailsForm.island';

const SEXES = [
  [0, 'login.sexUnknown'],
  [1, 'login.sexMale'],
  [2, 'login.sexFemale'],
] as const;

/** The member's details (member/info): nickname, sex, birthday and a short introduction. */
export function ProfileForm({
  member,
  onDone,
  skipLabel,
}: {
  member: MemberInfo | null;
  onDone(): void;
  skipLabel: string;
}) {
  const t = useIslandTranslations();
  const [nickname, setNickname] = useState(member?.nickname ?? '');
  const [sex, setSex] = useState<number>(member?.sex ?? 0);
  const [birthday, setBirthday] = useState(member?.birthday ?? '');
  const [intro, setIntro] = useState(member?.intro ?? '');

  return (
    <DetailsForm
      titleKey="login.profileTitle"
      hintKey="login.profileHint"
      skipLabel={skipLabel}
      checks={() => ({ nickname: checkNickname(nickname), intro: checkIntro(intro) })}
      save={async () => {
        await saveProfile(await browserClient(), {
          nickname: nickname.trim(),
          sex,
          birthday,
          intro: intro.trim(),
        });
      }}
      onDone={onDone}
    >
      {(errorFor) => (
        <>
          <Field id="profile-nickname" label={t('login.nickname')} errorId={errorFor('nickname')}>
            {(control) => (
              <input
                {...control}
                autoComplete="nickname"
                maxLength={NICKNAME_MAX}
                placeholder={t('login.nicknamePlaceholder')}
                value={nickname}
                onChange={(event) => setNickname(event.target.value)}
              />
            )}
          </Field>
          <Choices<number>
            name="sex"
            legend={t('login.sex')}
            options={SEXES.map(([value, key]) => ({ value, label: t(key) }))}
            value={sex}
            onChange={setSex}
          />
          <Field id="profile-birthday" label={t('login.birthday')}>
            {(control) => (
              <input
                {...control}
                type="date"
                min="1900-01-01"
                value={birthday}
                onChange={(event) => setBirthday(event.target.value)}
              />
            )}
          </Field>
          <Field id="profile-intro" label={t('login.intro')} errorId={errorFor('intro')}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={INTRO_MAX}
                placeholder={t('login.introPlaceholder')}
                value={intro}
                onChange={(event) => setIntro(event.target.value)}
              />
            )}
          </Field>
        </>
      )}
    </DetailsForm>
  );
}
