import { checkAnswers, type SignUpField } from '@/lib/contract/activities';

// The sign-up form's checks, which the site runs before sending and the backend runs again on what arrives.
const FIELDS: SignUpField[] = [
  { key: 'name', label: '姓名', type: 'name', required: true },
  { key: 'phone', label: '手机号', type: 'phone', required: true },
  { key: 'size', label: '尺码', type: 'choice', required: true, options: ['S', 'M'] },
  { key: 'note', label: '备注', type: 'text', required: false },
  { key: 'photo', label: '照片', type: 'image', required: false },
];

describe('checkAnswers', () => {
  it('passes a complete form, optional fields left empty', () => {
    expect(checkAnswers(FIELDS, { name: '张三', phone: '13912345678', size: 'M' })).toEqual({});
  });

  it('names each field that is missing or wrong', () => {
    expect(
      checkAnswers(FIELDS, {
        name: '  ',
        phone: '1391234567',
        size: 'XL',
        note: 'x'.repeat(201),
        photo: '/api/upload/files/a.svg',
      }),
    ).toEqual({ name: 'required', phone: 'phone', size: 'choice', note: 'tooLong', photo: 'image' });
  });

  it('takes a stored picture and refuses a phone that is not a mainland mobile', () => {
    expect(
      checkAnswers(FIELDS, {
        name: '张三',
        phone: '12912345678',
        size: 'S',
        photo: '/api/upload/files/0f3a.jpg',
      }),
    ).toEqual({ phone: 'phone' });
  });
});
