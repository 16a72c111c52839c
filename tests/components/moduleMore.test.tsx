import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { server } from './server';
import { render } from './render';
import { prepareListIsland } from './listIsland';
import { rawStory } from './stories';
import type { Module } from '@/lib/api/articles';
import { LoadMoreArticles } from '@/components/column/LoadMoreArticles.island';
import { ModuleBlock } from '@/components/column/ModuleBlock';

const summary = (fileId: number) =>
  rawStory(fileId, {
    columnID: 5,
    title: `摄影作品${fileId}`,
    picType: 0,
    picMiddle: `/demo/photo-${fileId}.svg`,
    publishtime: Date.parse('2025-06-01T08:00:00+08:00'),
  });

describe('a module block’s "more" link', () => {
  const block = (module: Partial<Module>, moreHref?: string) =>
    render(
      <ModuleBlock
        module={{
          moduleId: 7,
          name: '摄影作品',
          type: 11,
          cmDisplayStyle: 3,
          moreColumnId: 5,
          list: [],
          ...module,
        }}
        layout="right"
        formatTime={() => ''}
        moreLabel="更多"
        moreHref={moreHref}
      />,
    );

  it('leads a picture module to its picture wall and any other to its list', () => {
    const { unmount } = block({});
    expect(screen.getByRole('link', { name: '更多' })).toHaveAttribute('href', '/moreImage/7.html');
    unmount();
    block({ moduleId: 8, cmDisplayStyle: 1 });
    expect(screen.getByRole('link', { name: '更多' })).toHaveAttribute(
      'href',
      '/moreModules.html?moduleId=8',
    );
  });

  it('is absent without a source column; the live strip leads to the list of lives', () => {
    const { unmount } = block({ moreColumnId: 0 });
    expect(screen.queryByRole('link', { name: '更多' })).not.toBeInTheDocument();
    unmount();
    block({ moduleId: 0, cmDisplayStyle: 4 }, '/moreLive.html');
    expect(screen.getByRole('link', { name: '更多' })).toHaveAttribute('href', '/moreLive.html');
  });
});

describe('loading more of a module as a picture wall', () => {
  beforeAll(prepareListIsland);

  it('asks getModuleArticles for page 2 and draws every item with its big picture, two to a row', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('http://localhost/api/main/getModuleArticles', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({
          status: 0,
          message: '',
          data: { list: [summary(21), summary(22)], hasMore: false },
        });
      }),
    );
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LoadMoreArticles
          timeZone="Asia/Shanghai"
          operation="getModuleArticles"
          params={{ moduleId: 7 }}
          firstPageHasMore
          layout="right"
          timeStyle={1}
          pictures
        />
      </SWRConfig>,
    );
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByText('没有更多了')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(
      Object.fromEntries(['moduleId', 'page', 'pageSize'].map((name) => [name, asked[0]!.get(name)])),
    ).toEqual({
      moduleId: '7',
      page: '2',
      pageSize: '20',
    });
    const list = screen.getByRole('list');
    expect(list).toHaveClass('pictureWall');
    const pictures = list.querySelectorAll('img');
    expect([...pictures].map((img) => [img.getAttribute('src'), img.getAttribute('width')])).toEqual([
      ['/demo/photo-21.svg', '690'],
      ['/demo/photo-22.svg', '690'],
    ]);
  });
});
