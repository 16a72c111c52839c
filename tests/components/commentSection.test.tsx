import { screen, within } from '@testing-library/react';
import { render } from './render';
import { resolveServerTree } from './serverTree';
import { startBrowserSession } from './browserSession';
import type { CommentSectionData } from '@/lib/api/comments';
import { toComment, type Comment } from '@/lib/api/commentModel';
import type { ArticleStats } from '@/lib/stats/events';
import { CommentSection } from '@/components/comment/CommentSection';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({
  getMessages: async () => cn,
  getLocale: async () => 'cn',
  getTimeZone: async () => 'Asia/Shanghai',
}));

let stats: ArticleStats;
beforeAll(async () => {
  stats = { fileId: 11, config: (await startBrowserSession()).config, stats: {} };
});

const comment = (over: Record<string, unknown>): Comment =>
  toComment({
    rootID: 11,
    userID: 3,
    userName: '江北老街坊',
    content: '说得好',
    created: 1,
    ...over,
  }) as Comment;

const data = (over: Partial<CommentSectionData> = {}): CommentSectionData => ({
  hot: [comment({ id: 1, official: 1, userID: 0, userName: '临江日报', topping: 1, content: '官方说明' })],
  latest: {
    list: [
      {
        ...comment({ id: 2, excellent: 1, content: '加装电梯' }),
        replies: {
          list: [comment({ id: 3, parentID: 2, topID: 2, official: 1, userID: 0, content: '感谢关注' })],
          hasMore: true,
          totalCount: 5,
        },
      },
    ],
    hasMore: true,
    page: 1,
    totalCount: 40,
  },
  count: 1500,
  ...over,
});

async function show(shown: CommentSectionData | null, inputAllowed = true) {
  const tree = await resolveServerTree(
    await CommentSection({ data: Promise.resolve(shown), stats, inputAllowed, formatTime: () => '5分钟前' }),
  );
  return render(<>{tree}</>);
}

describe('the comment section under an article', () => {
  it('shows the count capped at 999+, hot comments, then the latest with their marks and replies', async () => {
    await show(data());
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('评论 999+');
    const [hot, latest] = screen
      .getAllByRole('list')
      .filter((list) => list.parentElement?.tagName === 'SECTION');
    expect(within(hot!).getByText('官方评论')).toBeInTheDocument();
    expect(within(hot!).getByText('置顶')).toBeInTheDocument();
    expect(within(latest!).getByText('精选')).toBeInTheDocument();
    expect(within(latest!).getByText('官方回复')).toBeInTheDocument();
    expect(within(latest!).getByRole('link', { name: '更多回复' })).toHaveAttribute(
      'href',
      '/replyAll/2.html',
    );
    expect(screen.getByRole('link', { name: '查看全部评论' })).toHaveAttribute(
      'href',
      '/commentAll/11/0.html',
    );
    // The input's code loads after the section is drawn (lazyComment.island.tsx).
    expect(await screen.findByRole('textbox', { name: '写评论' })).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: '举报' })).toHaveLength(1);
    expect(screen.queryByText('评论审核中')).not.toBeInTheDocument();
  });

  it('invites the first comment when there is none, and hides the input where comments are closed', async () => {
    await show(
      data({ hot: [], latest: { list: [], hasMore: false, page: 1, totalCount: 0 }, count: 0 }),
      false,
    );
    expect(screen.getByText('还没人评论，快来抢沙发！')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '查看全部评论' })).not.toBeInTheDocument();
  });

  it('shows nothing when the conversation cannot be read', async () => {
    const { container } = await show(null);
    expect(container).toBeEmptyDOMElement();
  });
});
