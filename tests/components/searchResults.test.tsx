import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from './server';
import { render } from './render';
import { prepareListIsland } from './listIsland';
import { toArticleSummary, type ArticleSummary } from '@/lib/api/articleModel';
import { ArticleListItem } from '@/components/column/ArticleListItem';
import { LoadMoreArticles } from '@/components/column/LoadMoreArticles.island';

const hit = (fields: Record<string, unknown>) =>
  toArticleSummary({ fileId: 7, columnID: 3, articleType: 0, publishtime: 0, ...fields }) as ArticleSummary;

const renderHit = (fields: Record<string, unknown>, keyword?: string) =>
  render(
    <ul>
      <ArticleListItem item={hit(fields)} time="" layout="right" keyword={keyword} />
    </ul>,
  );

const marks = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('mark')).map((mark) => mark.textContent);

beforeAll(prepareListIsland);

describe('a search result', () => {
  it('marks the keyword in its title and shows the snippet with it marked', () => {
    renderHit(
      { title: '临江港一季度吞吐量增长', highlight: '…港区上线的智能闸口让临江港通关更快…' },
      '临江港',
    );
    const link = screen.getByRole('link');
    expect(marks(screen.getByRole('heading'))).toEqual(['临江港']);
    const snippet = within(link).getByText(/智能闸口/);
    expect(snippet.tagName).toBe('P');
    expect(marks(snippet)).toEqual(['临江港']);
  });

  it('shows markup in a title or snippet as text, never as elements', () => {
    const { container } = renderHit(
      { title: '<b>Port</b> news', highlight: '<img src=x onerror=alert(1)> the port' },
      'port',
    );
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('heading')).toHaveTextContent('<b>Port</b> news');
    expect(marks(screen.getByRole('heading'))).toEqual(['Port']);
    expect(screen.getByText(/onerror/)).toHaveTextContent('<img src=x onerror=alert(1)> the port');
  });

  it('outside search results, shows the title as it is and no snippet', () => {
    renderHit({ title: '临江港' });
    expect(screen.getByRole('heading').querySelector('mark')).toBeNull();
    expect(screen.getByRole('link').querySelectorAll('p')).toHaveLength(1);
  });
});

describe('more search results', () => {
  it('load with the keyword marked in each title and snippet', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get('http://localhost/api/main/search', ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({
          status: 0,
          message: '',
          data: {
            list: [
              {
                fileId: 21,
                columnID: 3,
                articleType: 0,
                publishtime: 0,
                title: 'Linjiang Port opens a smart gate',
                highlight: 'The port says the passport office moves too',
              },
            ],
            hasMore: false,
            total: 21,
          },
        });
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LoadMoreArticles
          timeZone="Asia/Shanghai"
          operation="search"
          params={{ keyword: 'PORT', classifyId: 1 }}
          firstPageHasMore
          layout="right"
          timeStyle={1}
          keyword="PORT"
        />
      </SWRConfig>,
    );
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    const heading = await screen.findByRole('heading', { name: /Linjiang Port/ });
    expect(asked?.get('keyword')).toBe('PORT');
    expect(asked?.get('page')).toBe('2');
    expect(marks(heading)).toEqual(['Port']);
    expect(marks(screen.getByText(/passport/))).toEqual(['port']);
    expect(screen.getByText('没有更多了')).toBeInTheDocument();
  });
});
