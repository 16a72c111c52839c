// The course page's island (components/study/CourseStudy.island.tsx): a member's progress loads once hydrated,
// and an article lesson whose end shows at once is saved as read; the load, answering after that save, keeps it.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { writeToken } from '@/lib/auth/tokenWrites';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { LESSON_KIND } from '@/lib/contract/study';
import { CourseStudy, type LessonItem } from '@/components/study/CourseStudy.island';

const API = 'http://localhost/api';

/** Every element observed is in view at once, as a short article's end is when the lesson opens. */
class InView {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, intersectionRatio: 1, target } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
  unobserve() {}
}

const lesson = (id: number, kind: LessonItem['kind']): LessonItem => ({
  id,
  kind,
  mediaUrl: '',
  duration: kind === LESSON_KIND.article ? 0 : 6,
  title: `第${id}课`,
  kindLabel: '图文',
  href: `/onlineStudy/1.html?lesson=${id}`,
});
const LESSONS = [
  lesson(1, LESSON_KIND.article),
  lesson(2, LESSON_KIND.article),
  lesson(3, LESSON_KIND.video),
  lesson(4, LESSON_KIND.audio),
];

beforeAll(() => startBrowserSession({ config: publicConfigFrom({}, '') }));
beforeEach(() => {
  localStorage.clear();
  writeToken(localStorage, 'security', 'member-access');
  writeToken(localStorage, 'refresh', 'member-refresh');
  writeToken(localStorage, 'member', '7');
  window.IntersectionObserver = InView as unknown as typeof IntersectionObserver;
});

it('keeps a lesson saved as read when the progress it loaded first answers after the save', async () => {
  let saved!: () => void;
  const saveAnswered = new Promise<void>((resolve) => (saved = resolve));
  const writes: Record<string, string>[] = [];
  server.use(
    // The load read the member's progress before the save arrived, and answers after it.
    http.get(`${API}/main/courseProgress`, async () => {
      await saveAnswered;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return HttpResponse.json({
        status: 0,
        message: '',
        data: { lessons: [{ lessonId: 4, position: 3, done: 0 }] },
      });
    }),
    http.post(`${API}/main/lessonProgress`, async ({ request }) => {
      writes.push(Object.fromEntries(new URLSearchParams(await request.text())));
      setTimeout(saved, 0);
      return HttpResponse.json({ status: 0, message: '', data: { lessonId: 1, position: 0, done: 1 } });
    }),
  );
  render(
    <CourseStudy courseId={1} lessons={LESSONS} current={LESSONS[0]!} loginHref="/login.html">
      <p data-lesson-end="">读到这里，本课就学完了</p>
    </CourseStudy>,
  );
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0]).toMatchObject({ id: '1', lessonId: '1', done: '1' });
  // Both answers in: the read lesson stays done, and the loaded audio's position is there too.
  await waitFor(() => expect(screen.getByText('上次学到 0:03')).toBeInTheDocument());
  expect(screen.getByRole('status')).toHaveTextContent('已学完 1/4 课');
});
