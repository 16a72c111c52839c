import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from './render';
import { Choices } from '@/components/forms/Choices';
import { Field } from '@/components/forms/Field';
import { FormError } from '@/components/forms/FormError';
import { SubmitButton } from '@/components/forms/SubmitButton';
import {
  keepTypedBeforeHydration,
  useTypedBeforeHydration,
} from '@/components/forms/useTypedBeforeHydration';

function Draft({ errorId, hint }: { errorId?: string | null; hint?: string }) {
  const [value, setValue] = useState('');
  return (
    <form>
      <Field
        id="nickname"
        label="昵称"
        hint={hint}
        errorId={errorId}
        action={<button type="button">换一个</button>}
      >
        {(control) => <input {...control} value={value} onChange={(event) => setValue(event.target.value)} />}
      </Field>
      <FormError id="refusal" text={errorId ? '请输入昵称' : null} />
    </form>
  );
}

describe('Field', () => {
  it('labels its control, with the action beside it and nothing claimed invalid', () => {
    render(<Draft />);
    const field = screen.getByRole('textbox', { name: '昵称' });
    fireEvent.change(field, { target: { value: '江边人' } });
    expect(field).toHaveValue('江边人');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: '换一个' })).toBeInTheDocument();
  });

  it('describes its control with the hint', () => {
    render(<Draft hint="最多20个字" />);
    expect(screen.getByRole('textbox', { name: '昵称' })).toHaveAccessibleDescription('最多20个字');
  });

  it('marks its control invalid and described by the refusal while the refusal is about it', () => {
    render(<Draft hint="最多20个字" errorId="refusal" />);
    const field = screen.getByRole('textbox', { name: '昵称' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('最多20个字 请输入昵称');
  });
});

describe('FormError', () => {
  it('announces a refusal as an alert, and is absent without one', () => {
    const { rerender } = render(<FormError text={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError text="网络错误" />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误');
  });
});

describe('SubmitButton', () => {
  it('sends the form when idle', () => {
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton pending={false} label="保存" pendingLabel="保存中…" />
      </form>,
    );
    const button = screen.getByRole('button', { name: '保存' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'false');
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while the form is sending, and says so', () => {
    render(<SubmitButton pending label="保存" pendingLabel="保存中…" />);
    const button = screen.getByRole('button', { name: '保存中…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('keeps its label while sending when the form has no word for it', () => {
    render(<SubmitButton pending label="提交" look="secondary" />);
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
  });
});

describe('Choices', () => {
  it('offers one choice among a few under its legend', () => {
    const onChange = jest.fn();
    render(
      <Choices<number>
        name="sex"
        legend="性别"
        options={[
          { value: 0, label: '保密' },
          { value: 1, label: '男' },
        ]}
        value={0}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: '性别' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '保密' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '男' }));
    expect(onChange).toHaveBeenCalledWith(1);
  });
});

describe('useTypedBeforeHydration', () => {
  function Code({ keep, prefilled = '' }: { keep: boolean; prefilled?: string }) {
    const [code, setCode] = useState(prefilled);
    const kept = useTypedBeforeHydration<HTMLInputElement>(setCode);
    return (
      <form>
        <input
          aria-label="邀请码"
          ref={keep ? kept : undefined}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <output>{code}</output>
      </form>
    );
  }

  /**
   * The server's markup, typed into before the island hydrates: what the island then holds. `drawnOver`: the
   * typing was kept, then React drew its own value back over the control before the island started.
   */
  async function typedEarly(keep: boolean, typed = 'BM3S5RC', prefilled = '', drawnOver = false) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Code keep={keep} prefilled={prefilled} />);
    const input = container.querySelector('input')!;
    input.value = typed;
    if (drawnOver) {
      keepTypedBeforeHydration(input);
      input.value = prefilled;
    }
    await act(async () => {
      hydrateRoot(container, <Code keep={keep} prefilled={prefilled} />);
    });
    return container.querySelector('output')!.textContent;
  }

  it('takes what was typed before hydration into state, where a send finds it', async () => {
    expect(await typedEarly(true)).toBe('BM3S5RC');
  });

  it('is needed: without it the typing never reaches state', async () => {
    expect(await typedEarly(false)).toBe('');
  });

  it('takes a prefilled field the reader emptied, and leaves one untouched as it was', async () => {
    expect(await typedEarly(true, '', 'OLD123')).toBe('');
    expect(await typedEarly(true, 'OLD123', 'OLD123')).toBe('OLD123');
  });

  it('takes what was kept for a control even when React drew its own value back over it', async () => {
    expect(await typedEarly(true, 'BM3S5RC', '', true)).toBe('BM3S5RC');
    expect(await typedEarly(true, '', 'OLD123', true)).toBe('');
  });
});
