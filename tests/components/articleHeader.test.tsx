import { screen } from '@testing-library/react';
import { toArticle, type Article } from '@/lib/api/articleModel';
import { ArticleHeader } from '@/components/article/ArticleHeader';
import { render } from './render';

const article = (extra: Record<string, unknown>): Article =>
  toArticle({ fileId: 45, columnID: 1, title: '体育中心更名', source: '临江日报', aStatus: 1, ...extra })!;

describe('ArticleHeader', () => {
  it('shows the state line the CMS asked for with showStatusType', () => {
    render(
      <ArticleHeader article={article({ statusText: '已发布' })} time="" unpublishedText="未发布稿件" />,
    );
    expect(screen.getByRole('heading', { name: '体育中心更名' })).toBeInTheDocument();
    expect(screen.getByText('已发布')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no state line unless asked, and the preview banner for an unreleased article', () => {
    const { container } = render(
      <ArticleHeader article={article({ aStatus: 0 })} time="" unpublishedText="未发布稿件" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('未发布稿件');
    expect(container.querySelector('header p')).toHaveTextContent(/^临江日报$/);
  });
});
