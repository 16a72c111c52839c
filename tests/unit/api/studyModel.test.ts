import { ApiError } from '@/lib/api/apiError';
import { readCourseProgress, saveLessonProgress } from '@/lib/api/studyActions';
import { toCourse, toCourseList } from '@/lib/api/studyModel';
import { studyRefusal } from '@/lib/auth/studyMessages';
import { LESSON_KIND } from '@/lib/contract/study';
import { playTime } from '@/lib/format/playTime';
import { fakeClient } from './fakeClient';

describe('online study model', () => {
  it('reads a course, dropping lessons of no known kind and unsafe media', () => {
    const course = toCourse({
      id: 1,
      title: '汛期安全微课堂',
      cover: '/demo/rain.svg',
      lessons: [
        { id: 1, kind: 1, title: '读', articleId: 11 },
        { id: 2, kind: 2, title: '看', mediaUrl: 'javascript:alert(1)', duration: 6 },
        { id: 3, kind: 9, title: '未知' },
        { id: 0, kind: 1, title: '无 id' },
      ],
    });
    expect(course?.lessons).toEqual([
      { id: 1, kind: LESSON_KIND.article, title: '读', articleId: 11, mediaUrl: '', poster: '', duration: 0 },
      { id: 2, kind: LESSON_KIND.video, title: '看', articleId: 0, mediaUrl: '', poster: '', duration: 6 },
    ]);
    expect(toCourse({ id: 0 })).toBeNull();
    expect(toCourseList({ list: [{ id: 2, title: '课', lessonCount: '3' }, { id: -1 }] })).toEqual([
      { id: 2, title: '课', lessonCount: 3 },
    ]);
  });

  it('reads a member progress and sends a position or an article read to its end', async () => {
    const { api, calls } = fakeClient((name) =>
      name === 'courseProgress'
        ? { lessons: [{ lessonId: 3, position: '2.5', done: 1 }], doneCount: 1 }
        : { lessonId: 3, position: 4.2, done: false },
    );
    expect(await readCourseProgress(api, 1)).toEqual([{ lessonId: 3, position: 2.5, done: true }]);
    await saveLessonProgress(api, 1, 3, { position: 4.23456 });
    await saveLessonProgress(api, 1, 1, { read: true });
    expect(calls.slice(1)).toEqual([
      ['lessonProgress', { id: 1, lessonId: 3, position: 4.235 }],
      ['lessonProgress', { id: 1, lessonId: 1, done: 1 }],
    ]);
  });

  it('says a refused write in the reader language, and a position as a player does', () => {
    const refused = (message: string) => new ApiError('lessonProgress', 'status', { message });
    expect(studyRefusal(refused('该课时不属于本课程'))).toEqual({ key: 'study.notInCourse' });
    expect(studyRefusal(refused('进度提交过于频繁，请稍后再试'))).toEqual({ key: 'study.tooFast' });
    expect(studyRefusal(new ApiError('lessonProgress', 'network'))).toEqual({ key: 'errors.network' });
    expect([0, 3.9, 65, 3725, Number.NaN].map(playTime)).toEqual(['0:00', '0:03', '1:05', '1:02:05', '0:00']);
  });
});
