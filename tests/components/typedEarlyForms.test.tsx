import { fireEvent, within } from '@testing-library/react';
import { hydrateServerMarkup } from './render';
import { SignUpForm } from '@/components/activity/SignUpForm.island';
import { SubmissionForm } from '@/components/submission/SubmissionForm.island';
import type { SignUpField } from '@/lib/contract/activities';

/** Types into the server's markup as a reader on a slow phone does, before the island has started. */
const typeEarly = (label: string, text: string) => (container: HTMLElement) => {
  const control = within(container).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
  control.value = text;
};

describe('forms keep what a reader typed before their island started', () => {
  const fields: SignUpField[] = [
    { key: 'name', label: '姓名', type: 'name', required: true },
    { key: 'phone', label: '手机号', type: 'phone', required: true },
    { key: 'note', label: '备注', type: 'text', required: false },
  ];

  beforeEach(() => localStorage.clear());
  // Each test's markup gone with it: the next one's controls have the same ids.
  afterEach(() => document.body.replaceChildren());

  it('keeps early typing in a sign-up form, beside what is typed after, and saves it as the draft', async () => {
    const container = await hydrateServerMarkup(
      <SignUpForm activityId={7} fields={fields} basePath="" />,
      typeEarly('姓名 *', '林江'),
    );
    const form = within(container);
    // A later keystroke re-renders the form from state: the early text survives only if state holds it.
    fireEvent.change(form.getByLabelText('手机号 *'), { target: { value: '13800138000' } });
    expect(form.getByLabelText('姓名 *')).toHaveValue('林江');
    expect(JSON.parse(localStorage.getItem('xy_signup_draft_7')!)).toEqual({
      name: '林江',
      phone: '13800138000',
    });
  });

  it('lets early typing win over the draft saved on the phone, keeping the draft’s other answers', async () => {
    localStorage.setItem('xy_signup_draft_8', JSON.stringify({ name: '旧名字', note: '带两位家属' }));
    const container = await hydrateServerMarkup(
      <SignUpForm activityId={8} fields={fields} basePath="" />,
      typeEarly('姓名 *', '林江'),
    );
    const form = within(container);
    fireEvent.change(form.getByLabelText('手机号 *'), { target: { value: '13800138000' } });
    expect(form.getByLabelText('姓名 *')).toHaveValue('林江');
    expect(form.getByLabelText('备注')).toHaveValue('带两位家属');
  });

  it('keeps early typing in a submission', async () => {
    const container = await hydrateServerMarkup(<SubmissionForm linkID={0} askName={false} />, (markup) => {
      typeEarly('标题', '小区门口的路灯坏了')(markup);
      typeEarly('正文', '已经三天没亮了')(markup);
    });
    const form = within(container);
    fireEvent.change(form.getByLabelText('标题'), { target: { value: '小区门口的路灯坏了一周' } });
    expect(form.getByLabelText('正文')).toHaveValue('已经三天没亮了');
  });
});
