'use client';

import Link from 'next/link';
import { useId, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { signUpFor } from '@/lib/api/activityActions';
import { browserClient } from '@/lib/api/browserClient';
import { activityRefusal } from '@/lib/auth/memberMessages';
import { memberSignedIn, storage } from '@/lib/auth/browserSession';
import { loginAddress } from '@/lib/auth/redirectTarget';
import { checkAnswers, MAX_ANSWER, type FieldProblem, type SignUpField } from '@/lib/contract/activities';
import { Choices } from '@/components/forms/Choices';
import { Field } from '@/components/forms/Field';
import { UploadedPictures } from '@/components/forms/UploadedPictures.island';
import { FormError } from '@/components/forms/FormError';
import { useFormTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/activity/SignUpForm.module.css';

const PROBLEM_TEXT: Record<FieldProblem, string> = {
  required: 'required',
  phone: 'phoneInvalid',
  choice: 'choiceInvalid',
  tooLong: 'tooLong',
  image: 'imageInvalid',
};

const noSubscription = () => () => {};
const draftKey = (activityId: number) => `xy_signup_draft_${activityId}`;
const savedDraft = (activityId: number) => storage('localStorage').getItem(draftKey(activityId)) ?? '{}';

function parseDraft(json: string): Record<string, string> {
  try {
    const saved: unknown = JSON.parse(json);
    if (typeof saved !== 'object' || saved === null) return {};
    return Object.fromEntries(
      Object.entries(saved).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * The sign-up form (activityRegist) of the fields the CMS defined: checked here as the backend checks it
 * (lib/contract/activities.ts), kept as a draft in local storage until the backend accepts it, so a refused or
 * failed submit (or a trip to the login page) loses nothing.
 */
export function SignUpForm({
  activityId,
  fields,
  basePath,
}: {
  activityId: number;
  fields: SignUpField[];
  basePath: string;
}) {
  const t = useIslandTranslations('activity');
  const text = useMessageText();
  const errorId = useId();
  const signedIn = useSyncExternalStore(noSubscription, memberSignedIn, () => false);
  // The server renders the empty form every reader gets; the saved draft fills it once hydrated.
  const saved = useSyncExternalStore(
    noSubscription,
    () => savedDraft(activityId),
    () => '{}',
  );
  const draft = useMemo(() => parseDraft(saved), [saved]);
  const [edited, setAnswers] = useState<Record<string, string> | null>(null);
  const answers = edited ?? draft;
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  // What the reader typed before the island started wins over the saved draft.
  const form = useFormTypedBeforeHydration((control, typed) => {
    const key = control.dataset.answer;
    if (key) setAnswers((current) => ({ ...(current ?? parseDraft(savedDraft(activityId))), [key]: typed }));
  });

  const answer = (key: string, value: string) => {
    const next = { ...answers, [key]: value };
    setAnswers(next);
    storage('localStorage').setItem(draftKey(activityId), JSON.stringify(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkAnswers(fields, answers);
    setProblems(found);
    const first = fields.find((field) => found[field.key]);
    if (first) {
      setRefusal(t(PROBLEM_TEXT[found[first.key]!], { label: first.label }));
      return;
    }
    setRefusal(null);
    setPending(true);
    try {
      await signUpFor(await browserClient(), activityId, answers);
      storage('localStorage').removeItem(draftKey(activityId));
      setDone(true);
    } catch (error) {
      setRefusal(text(activityRefusal(error)));
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div className={styles.done} role="status">
        <p>{t('done')}</p>
        <Link href="/signupdetail.html">{t('viewSignUps')}</Link>
      </div>
    );
  }
  const described = (key: string) => (problems[key] ? errorId : null);
  return (
    <form ref={form} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {fields.map((field) => {
        const id = `signup-${field.key}`;
        const value = answers[field.key] ?? '';
        const label = field.required ? `${field.label} *` : field.label;
        if (field.type === 'choice') {
          return (
            <Choices<string>
              key={field.key}
              name={id}
              legend={label}
              options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
              value={value}
              onChange={(next) => answer(field.key, next)}
            />
          );
        }
        if (field.type === 'image') {
          return (
            <fieldset key={field.key} className={styles.picture}>
              <legend>{label}</legend>
              <UploadedPictures
                images={value ? [{ url: value, width: 0, height: 0 }] : []}
                onChange={(images) => answer(field.key, images[0]?.url ?? '')}
                disabled={pending}
                max={1}
              />
            </fieldset>
          );
        }
        return (
          <Field key={field.key} id={id} label={label} errorId={described(field.key)}>
            {(control) =>
              field.type === 'text' ? (
                <textarea
                  {...control}
                  data-answer={field.key}
                  rows={3}
                  maxLength={MAX_ANSWER}
                  value={value}
                  onChange={(e) => answer(field.key, e.target.value)}
                />
              ) : (
                <input
                  {...control}
                  data-answer={field.key}
                  type={field.type === 'phone' ? 'tel' : 'text'}
                  inputMode={field.type === 'phone' ? 'numeric' : undefined}
                  autoComplete={field.type === 'phone' ? 'tel' : field.type === 'name' ? 'name' : 'off'}
                  maxLength={field.type === 'phone' ? 11 : MAX_ANSWER}
                  value={value}
                  onChange={(e) => answer(field.key, e.target.value)}
                />
              )
            }
          </Field>
        );
      })}
      <FormError id={errorId} text={refusal} />
      {signedIn ? (
        <SubmitButton pending={pending} label={t('submit')} pendingLabel={t('submitting')} />
      ) : (
        <a
          className={styles.signIn}
          href={loginAddress(`${basePath}/activityApply/0/${activityId}.html`, basePath)}
        >
          {t('signInToApply')}
        </a>
      )}
    </form>
  );
}
