import { createTranslator } from 'next-intl';
import { ApiError } from '@/lib/api/apiError';
import { toCallWorks, toSubmission } from '@/lib/api/submissionModel';
import { submissionRefusal } from '@/lib/auth/submissionMessages';
import type { MessageRef } from '@/lib/i18n/messages';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const english = createTranslator({ locale: 'en', messages: en as typeof cn });
const chinese = createTranslator({ locale: 'cn', messages: cn });
const messageText = (t: typeof chinese, ref: MessageRef) =>
  'text' in ref ? ref.text : t(ref.key as Parameters<typeof t>[0], ref.values);

const work = {
  id: 7,
  linkID: 63,
  callTitle: '征稿｜“我眼中的临江”市民征文',
  callColumnID: 11,
  callType: 0,
  title: '清晨的滨江步道',
  content: '<b>江</b>',
  author: '李晓雯',
  pictures: ['/demo/a.svg', 'javascript:alert(1)'],
  status: 2,
  reason: '稿件含广告内容',
  publishTime: 1_700_000_000_000,
};

describe('submissions as the screens read them', () => {
  it('keep a known state, the reason, safe pictures and the call article’s page', () => {
    expect(toSubmission(work)).toMatchObject({
      id: 7,
      callHref: '/newsDetail/11/63.html',
      content: '<b>江</b>',
      pictures: ['/demo/a.svg'],
      status: 2,
      reason: '稿件含广告内容',
    });
    expect(toSubmission({ ...work, linkID: 0 })?.callHref).toBe('');
    expect(toSubmission({ ...work, status: 9 })).toBeNull();
    expect(toSubmission({ ...work, id: 0 })).toBeNull();
  });

  it('read a call with its works, and nothing for an answer naming no call', () => {
    const answer = toCallWorks({
      call: { fileId: 63, title: '征稿', columnID: 11, articleType: 0, askName: true, open: true },
      list: [work, { ...work, id: 'x' }],
      page: 1,
      hasMore: false,
    });
    expect(answer?.call).toEqual({
      fileId: 63,
      title: '征稿',
      href: '/newsDetail/11/63.html',
      askName: true,
      open: true,
    });
    expect(answer?.works.list.map((each) => each.id)).toEqual([7]);
    expect(toCallWorks({ list: [] })).toBeNull();
  });

  it('say the backend’s refusals in the reader’s language', () => {
    const refusal = (message: string) =>
      submissionRefusal(new ApiError('submitArticle', 'status', { status: -1, message }));
    expect(messageText(chinese, refusal('内容不能超过10000个字'))).toBe('内容不能超过10000个字');
    expect(messageText(english, refusal('内容不能超过10000个字'))).toBe(
      'The text can be at most 10000 characters.',
    );
    expect(messageText(english, refusal('请输入姓名'))).toBe('Please enter your name.');
    expect(messageText(english, refusal('征稿已结束'))).toBe('This call for submissions has closed.');
    expect(messageText(english, refusal('稿件不存在'))).toBe('This submission does not exist.');
  });
});
