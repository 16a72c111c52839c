// A comment's praise (components/comment/CommentActions.island.tsx): one that goes in sends the like record
// (1000002) of the article whose conversation the page shows (CommentStats), as the article's praise does; a
// praise taken back sends none.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { startBrowserSession } from './browserSession';
import { recordingStats, shareRecords } from './shareRecords';
import { loadPage } from '@/lib/auth/loadPage';
import { writeToken } from '@/lib/auth/tokenWrites';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { CommentActions } from '@/components/comment/CommentActions.island';
import { CommentStats } from '@/components/comment/CommentStats.island';
import { ArticlePraiseButton } from '@/components/comment/ArticlePraiseButton.island';
import { ArticleLikes } from '@/components/article/ArticleLikes.island';

jest.mock('@/lib/auth/loadPage', () => ({ loadPage: jest.fn() }));

const API = 'http://localhost/api';
const config = publicConfigFrom({}, '');
const stats = recordingStats(API);
const { records, listen } = shareRecords(API);

beforeAll(() => startBrowserSession({ config }));
beforeEach(() => {
  localStorage.clear();
  writeToken(localStorage, 'security', 'member-access');
  writeToken(localStorage, 'refresh', 'member-refresh');
  writeToken(localStorage, 'member', '7');
  listen();
});

it("sends the like record of the conversation's article when a comment's praise goes in, none when taken back", async () => {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post(`${API}/main/fav`, async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      sent.push(form);
      const praised = form.type === '1';
      return HttpResponse.json({ status: 0, message: '', data: { praised, praiseCount: praised ? 4 : 3 } });
    }),
  );
  render(
    <>
      <CommentStats stats={{ fileId: 42, config, stats }} />
      <CommentActions
        id={9}
        authorId={3}
        authorName="江北老街坊"
        praiseCount={3}
        replyHref={null}
        basePath=""
      />
    </>,
  );
  const praise = screen.getByRole('button', { name: /^赞/ });
  fireEvent.click(praise);
  await waitFor(() => expect(praise).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(records).toHaveLength(1));
  expect(records[0]).toMatchObject({ dataType: '1000002', articleID: '42' });
  expect(sent[0]).toMatchObject({ appId: 'praise', discussID: '9', type: '1' });
  fireEvent.click(praise);
  await waitFor(() => expect(praise).toHaveAttribute('aria-pressed', 'false'));
  expect(sent).toHaveLength(2);
  expect(records).toHaveLength(1);
});

it("shows the article's new 点赞 count in its counts line, and only in its own", async () => {
  server.use(
    http.post(`${API}/main/fav`, () =>
      HttpResponse.json({ status: 0, message: '点赞成功', data: { praised: 1, praiseCount: 12_345 } }),
    ),
  );
  const { container } = render(
    <>
      <p data-testid="this">
        <ArticleLikes fileId={42} initial="3" />
      </p>
      <p data-testid="other">
        <ArticleLikes fileId={43} initial="8" />
      </p>
      <ArticlePraiseButton stats={{ fileId: 42, config, stats }} />
    </>,
  );
  expect(container.querySelectorAll('[data-article-likes]')).toHaveLength(2);
  fireEvent.click(screen.getByRole('button', { name: '点赞' }));
  await waitFor(() => expect(screen.getByTestId('this')).toHaveTextContent('1w+'));
  expect(screen.getByTestId('other')).toHaveTextContent('8');
});

describe('a signed-out reader', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.mocked(loadPage).mockClear();
  });
  const showActions = () =>
    render(
      <CommentActions
        id={9}
        authorId={3}
        authorName="江北老街坊"
        praiseCount={3}
        replyHref={null}
        basePath=""
      />,
    );

  it('praises from this device where the backend allows it, staying on the page', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post(`${API}/main/fav`, async ({ request }) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ status: 0, message: '点赞成功', data: { praised: 1, praiseCount: 4 } });
      }),
    );
    showActions();
    const praise = screen.getByRole('button', { name: /^赞/ });
    fireEvent.click(praise);
    await waitFor(() => expect(praise).toHaveAttribute('aria-pressed', 'true'));
    expect(sent[0]).toMatchObject({ appId: 'praise', discussID: '9', type: '1' });
    expect(sent[0]?.device).toBeTruthy();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('goes to login and back where the backend wants a member', async () => {
    server.use(
      http.post(`${API}/main/fav`, () =>
        HttpResponse.json({ status: 10102, message: '请先登录', data: null }),
      ),
    );
    showActions();
    const praise = screen.getByRole('button', { name: /^赞/ });
    fireEvent.click(praise);
    await waitFor(() =>
      expect(loadPage).toHaveBeenCalledWith(expect.stringMatching(/^\/login\.html\?redirect=/)),
    );
    expect(praise).toHaveAttribute('aria-pressed', 'false');
  });
});
