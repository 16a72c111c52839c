import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateServerMarkup, render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { writeToken } from '@/lib/auth/tokenWrites';
import { loadPage } from '@/lib/auth/loadPage';
import type { ArticleStats } from '@/lib/stats/events';
import { CommentInput } from '@/components/comment/CommentInput.island';
import { draftImagesKey, draftKey } from '@/components/comment/useCommentDraft';
import { pendingKey } from '@/components/comment/useOwnComments';

jest.mock('@/lib/auth/loadPage', () => ({ loadPage: jest.fn() }));

let stats: ArticleStats;
const DRAFT = draftKey(11, 0);
const DRAFT_IMAGES = draftImagesKey(11, 0);

beforeAll(async () => {
  const session = await startBrowserSession();
  stats = { fileId: 11, config: session.config, stats: {} };
});

beforeEach(() => {
  localStorage.clear();
  jest.mocked(loadPage).mockClear();
});

const signIn = () => {
  writeToken(localStorage, 'security', 'member-access');
  writeToken(localStorage, 'refresh', 'member-refresh');
  writeToken(localStorage, 'member', '7');
};

/** Every `discuss` the backend is sent, answered in turn by `answers`. */
function discuss(...answers: (() => Response)[]) {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post('http://localhost/api/main/discuss', async ({ request }) => {
      sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return (answers[sent.length - 1] ?? answers[answers.length - 1] ?? (() => HttpResponse.error()))();
    }),
  );
  return sent;
}

const envelope =
  (status: number, message: string, data: unknown = {}) =>
  () =>
    HttpResponse.json({ status, message, data });

const show = () => render(<CommentInput stats={stats} thread={null} basePath="" />);
const box = () => screen.getByRole('textbox', { name: '写评论' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: '发表' }));

describe('the comment input', () => {
  it('tells a signed-out reader 请登录后评论 and takes them to login and back, the draft kept', async () => {
    const sent = discuss(envelope(0, '评论成功'));
    show();
    fireEvent.focus(box());
    expect(screen.getByRole('alert')).toHaveTextContent('请登录后评论');
    type('我也来说两句');
    send();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login.html?redirect=%2F'));
    expect(localStorage.getItem(DRAFT)).toBe('我也来说两句');
    expect(sent).toEqual([]);
  });

  it('takes what a reader typed before it started, and the focus they were in: prompted, and nothing lost', async () => {
    const sent = discuss(envelope(0, '评论成功'));
    await hydrateServerMarkup(<CommentInput stats={stats} thread={null} basePath="" />, (container) => {
      const early = container.querySelector('textarea')!;
      early.focus();
      early.value = '页面还没好就写了';
    });
    expect(screen.getByRole('alert')).toHaveTextContent('请登录后评论');
    expect(box()).toHaveValue('页面还没好就写了');
    expect(localStorage.getItem(DRAFT)).toBe('页面还没好就写了');
    signIn();
    send();
    expect(await screen.findByRole('status')).toHaveTextContent('评论成功');
    expect(sent.map((form) => form.content)).toEqual(['页面还没好就写了']);
  });

  it('brings the kept draft back into the box', () => {
    localStorage.setItem(DRAFT, '登录前写的');
    show();
    expect(box()).toHaveValue('登录前写的');
  });

  it('says 请输入内容 for blank text and sends nothing', async () => {
    signIn();
    const sent = discuss(envelope(0, '评论成功'));
    show();
    type('   ');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入内容');
    expect(sent).toEqual([]);
  });

  it("shows the server's words for 10204, 'comment failed' without them, and keeps the draft", async () => {
    signIn();
    const sent = discuss(envelope(10204, '评论过于频繁，请稍后再试'), envelope(10202, ''));
    show();
    type('第一条');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('评论过于频繁，请稍后再试');
    expect(box()).toHaveValue('第一条');
    expect(localStorage.getItem(DRAFT)).toBe('第一条');
    send();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('评论失败'));
    expect(box()).toHaveValue('第一条');
    expect(sent).toHaveLength(2);
  });

  it('loses nothing to a network failure, sends again under the same key, then shows 评论审核中', async () => {
    signIn();
    const stored = { id: 501, rootID: 11, userID: 7, userName: '临江读者', content: '网络不好', status: 0 };
    const sent = discuss(() => HttpResponse.error(), envelope(0, '评论已提交，审核通过后显示', stored));
    show();
    type('网络不好');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('网络错误');
    expect(box()).toHaveValue('网络不好');
    send();
    expect(await screen.findByText('评论审核中')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('评论已提交，审核通过后显示');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: '我的评论' })).toHaveTextContent('网络不好');
    expect(box()).toHaveValue('');
    expect(localStorage.getItem(DRAFT)).toBeNull();
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ rootID: '11', content: '网络不好', source: '0' });
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(sent[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("shows the member's comments still waiting from an earlier visit, and forgets those an editor decided", async () => {
    signIn();
    localStorage.setItem(pendingKey(11), JSON.stringify([501, 502]));
    server.use(
      http.get('http://localhost/api/main/discussReply', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('id'));
        const status = id === 501 ? 0 : 1;
        return HttpResponse.json({
          status: 0,
          message: '',
          data: { main: { id, rootID: 11, userID: 7, content: `第${id}条`, status }, list: [] },
        });
      }),
    );
    show();
    const mine = await screen.findByRole('list', { name: '我的评论' });
    expect(mine).toHaveTextContent('第501条');
    expect(mine).toHaveTextContent('评论审核中');
    expect(mine).not.toHaveTextContent('第502条');
    expect(localStorage.getItem(pendingKey(11))).toBe('[501]');
  });

  it('attaches pictures to the draft: kept through a failed send and a new visit, sent as images, then cleared', async () => {
    signIn();
    server.use(
      http.post('http://localhost/api/upload/uploadImage', () =>
        HttpResponse.json({
          status: 0,
          message: '上传成功',
          data: { url: '/uploads/a1.png', width: 4, height: 3 },
        }),
      ),
    );
    const stored = {
      id: 601,
      rootID: 11,
      userID: 7,
      content: '有图',
      images: ['/uploads/a1.png'],
      status: 1,
    };
    const sent = discuss(envelope(10204, '评论过于频繁，请稍后再试'), envelope(0, '评论成功', stored));
    const { unmount } = show();
    expect(screen.queryByLabelText('添加图片')).not.toBeInTheDocument();
    fireEvent.focus(box());
    type('有图');
    // Node's File: jest-fixed-jsdom's FormData takes Node's blobs only.
    const png = new NodeFile([new Uint8Array(64)], 'a1.png', { type: 'image/png' }) as unknown as File;
    fireEvent.change(await screen.findByLabelText('添加图片'), { target: { files: [png] } });
    expect(await screen.findByRole('img', { name: '评论图片 1' })).toHaveAttribute('src', '/uploads/a1.png');
    expect(JSON.parse(localStorage.getItem(DRAFT_IMAGES) ?? '[]')).toEqual([
      { url: '/uploads/a1.png', width: 4, height: 3 },
    ]);
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('评论过于频繁，请稍后再试');
    unmount();
    show();
    expect(await screen.findByRole('img', { name: '评论图片 1' })).toBeInTheDocument();
    expect(box()).toHaveValue('有图');
    send();
    expect(await screen.findByRole('status')).toHaveTextContent('评论成功');
    expect(sent.map((form) => form.images)).toEqual(['/uploads/a1.png', '/uploads/a1.png']);
    expect(localStorage.getItem(DRAFT_IMAGES)).toBeNull();
    expect(screen.queryByRole('img', { name: '评论图片 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '评论配图 1' })).toHaveAttribute('src', '/uploads/a1.png');
  });
});
