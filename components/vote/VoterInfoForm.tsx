import { useId, useState, type FormEvent } from 'react';
import type { VoteInfoField } from '@/lib/contract/votes';
import { VOTE_INFO_MAX } from '@/lib/contract/votes';
import { errorMessage } from '@/lib/auth/memberMessages';
import type { MessageRef } from '@/lib/i18n/messages';
import { Field } from '@/components/forms/Field';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { useMessageText } from '@/components/shell/useMessageText';
import styles from '@/components/vote/VoterInfoForm.module.css';

const PHONE = /^1\d{10}$/;

/** The field a value is refused for, and why; null when every field is as the rule asks. */
function firstProblem(fields: VoteInfoField[], values: Record<string, string>) {
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    if (value === '' && field.required) {
      return { key: field.key, ref: { key: 'vote.fieldRequired', values: { label: field.label } } };
    }
    if (value !== '' && field.kind === 'phone' && !PHONE.test(value)) {
      return { key: field.key, ref: { key: 'vote.phoneInvalid' } };
    }
  }
  return null;
}

/** The member-info rule (vs_user_inforule): what a voter fills before voting, checked here and by the backend. */
export function VoterInfoForm({
  fields,
  save,
  onSaved,
}: {
  fields: VoteInfoField[];
  save(info: Record<string, string>): Promise<void>;
  onSaved(): void;
}) {
  const t = useIslandTranslations('vote');
  const text = useMessageText();
  const id = useId();
  const errorId = `${id}-error`;
  const [values, setValues] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ key?: string; ref: MessageRef } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = firstProblem(fields, values);
    setProblem(refused);
    if (refused) return;
    setPending(true);
    try {
      await save(Object.fromEntries(fields.map((field) => [field.key, (values[field.key] ?? '').trim()])));
      onSaved();
    } catch (error) {
      setProblem({ ref: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.title}>
        {t('infoTitle')}
      </h2>
      {fields.map((field) => (
        <Field
          key={field.key}
          id={`${id}-${field.key}`}
          label={field.label}
          errorId={problem?.key === field.key ? errorId : null}
        >
          {(control) => (
            <input
              {...control}
              name={field.key}
              type={field.kind === 'phone' ? 'tel' : 'text'}
              inputMode={field.kind === 'phone' ? 'numeric' : undefined}
              autoComplete={field.kind === 'phone' ? 'tel' : field.kind === 'name' ? 'name' : 'off'}
              maxLength={field.kind === 'phone' ? 11 : VOTE_INFO_MAX}
              aria-required={field.required}
              value={values[field.key] ?? ''}
              onChange={(event) => setValues((before) => ({ ...before, [field.key]: event.target.value }))}
            />
          )}
        </Field>
      ))}
      <FormError id={errorId} text={problem ? text(problem.ref) : null} />
      <SubmitButton pending={pending} label={t('infoSave')} pendingLabel={t('infoSaving')} />
    </form>
  );
}
