import { toInquiry, toQaChoices, toQaConfig, toQuestion, toQuestionPage } from '@/lib/api/questionModel';
import { questionRefusal } from '@/lib/auth/questionMessages';
import { ApiError } from '@/lib/api/apiError';

describe('question model', () => {
  it('reads a question with its answers, dropping unsafe picture addresses', () => {
    const question = toQuestion({
      id: 5,
      subjectId: 1,
      subjectTitle: '城南老旧小区改造',
      askerName: '城南老住户',
      content: '加装电梯怎么分摊？',
      pics: ['/demo/skyline.svg', 'javascript:alert(1)'],
      praiseCount: '42',
      answers: [{ id: 1, answererName: '市住建局', content: '按楼层分摊。', answerPics: ['/demo/a.svg'] }],
    });
    expect(question).toMatchObject({ id: 5, pics: ['/demo/skyline.svg'], praiseCount: 42, answerCount: 0 });
    expect(question?.answers).toEqual([
      {
        id: 1,
        answererName: '市住建局',
        content: '按楼层分摊。',
        answerPics: ['/demo/a.svg'],
        answerTime: 0,
      },
    ]);
    expect(toQuestion({ id: 0 })).toBeNull();
    expect(toQuestionPage({ list: [{ id: 0 }, { id: 2 }], hasMore: 'yes' })).toMatchObject({
      list: [{ id: 2 }],
      page: 1,
      hasMore: false,
    });
  });

  it('reads an inquiry with its media, type and satisfaction, and the settings and choices', () => {
    const inquiry = toInquiry({
      id: 1,
      title: '夜间施工噪声',
      images: ['/demo/a.svg'],
      videos: ['/demo/hls/riverside/index.m3u8'],
      audios: ['/demo/hotline-message.wav', 'data:audio/wav;base64,AAAA'],
      departmentName: '市生态环境局',
      qaType: { id: 3, name: '投诉' },
      status: 3,
      satisfaction: { satisfied: 36, fair: '5' },
    });
    expect(inquiry).toMatchObject({
      audios: ['/demo/hotline-message.wav'],
      qaType: { id: 3, name: '投诉' },
      satisfaction: { satisfied: 36, fair: 5, unsatisfied: 0 },
    });
    expect(toInquiry({ id: 2, qaType: null })?.qaType).toEqual({ id: 0, name: '' });
    expect(toQaChoices({ types: [{ id: 1, name: '咨询' }, { id: 0 }], departments: 'x' })).toEqual({
      types: [{ id: 1, name: '咨询' }],
      departments: [],
    });
    expect(toQaConfig({ title: '问政临江', satisfaction: 1 })).toEqual({
      title: '问政临江',
      notice: '',
      satisfaction: true,
    });
  });

  it('translates the backend’s refusals, with their limits', () => {
    const refused = (message: string) => new ApiError('askQuestion', 'status', { message });
    expect(questionRefusal(refused('内容不能超过2000个字'))).toEqual({
      key: 'questions.tooLong',
      values: { max: '2000' },
    });
    expect(questionRefusal(refused('内容不能包含HTML代码'))).toEqual({
      key: 'questions.markup',
      values: undefined,
    });
    expect(questionRefusal(refused('您已经评价过了'))).toMatchObject({ key: 'questions.alreadyRated' });
  });
});
