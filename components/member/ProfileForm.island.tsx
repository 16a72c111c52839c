'use client';

import { useState } from 'react';
import { browserClient } from '@/lib/api/browserClient';
import { saveProfile } from '@/lib/api/memberActions';
import type { MemberInfo } from '@/lib/api/memberModel';
import { checkIntro, checkNickname, INTRO_MAX, NICKNAME_MAX } from '@/lib/auth/loginValidation';
import { messageText } from '@/lib/auth/memberMessages';
import { DetailsForm } from '@/components/member/DetailsForm.island';
import type { Messages } from '@/components/member/useMemberTask';
import styles from '@/components/member/Member.module.css';

const SEXES = [
  [0, 'login.sexUnknown'],
  [1, 'login.sexMale'],
  [2, 'login.sexFemale'],
] as const;

/** The member's details (member/info): nickname, sex, birthday and a short introduction. */
export function ProfileForm({
  member,
  messages,
  onDone,
  skipLabel,
}: {
  member: MemberInfo | null;
  messages: Messages;
  onDone(): void;
  skipLabel: string;
}) {
  const t = (key: string) => messageText(messages, { key });
  const [nickname, setNickname] = useState(member?.nickname ?? '');
  const [sex, setSex] = useState(member?.sex ?? 0);
  const [birthday, setBirthday] = useState(member?.birthday ?? '');
  const [intro, setIntro] = useState(member?.intro ?? '');

  return (
    <DetailsForm
      messages={messages}
      titleKey="login.profileTitle"
      hintKey="login.profileHint"
      skipLabel={skipLabel}
      check={() => checkNickname(nickname) ?? checkIntro(intro)}
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
      <div className={styles.field}>
        <label htmlFor="profile-nickname">{t('login.nickname')}</label>
        <input
          id="profile-nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          placeholder={t('login.nicknamePlaceholder')}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
        />
      </div>
      <fieldset className={styles.field}>
        <legend>{t('login.sex')}</legend>
        <div className={styles.inline}>
          {SEXES.map(([value, key]) => (
            <label key={value} className={styles.choice}>
              <input type="radio" name="sex" checked={sex === value} onChange={() => setSex(value)} />
              {t(key)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="profile-birthday">{t('login.birthday')}</label>
        <input
          id="profile-birthday"
          type="date"
          min="1900-01-01"
          value={birthday}
          onChange={(event) => setBirthday(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="profile-intro">{t('login.intro')}</label>
        <textarea
          id="profile-intro"
          rows={3}
          maxLength={INTRO_MAX}
          placeholder={t('login.introPlaceholder')}
          value={intro}
          onChange={(event) => setIntro(event.target.value)}
        />
      </div>
    </DetailsForm>
  );
}
