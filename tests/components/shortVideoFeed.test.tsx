import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { render } from './render';
import { server } from './server';
import { prepareListIsland } from './listIsland';
import type { ShortVideo } from '@/lib/api/vodModel';
import { publicConfigFrom } from '@/lib/config/publicConfig';
import { ShortVideoFeed } from '@/components/shortVideo/ShortVideoFeed.island';

const VOD = 'http://localhost/api/vod';
const MAIN = 'http://localhost/api/main';

const clip = (id: number, articleId = 0): ShortVideo => ({
  id,
  categoryId: 1,
  nodeCode: 'shortVideo',
  title: `短视频 ${id}`,
  description: `第 ${id} 条的描述`,
  poster: `/demo/poster-${id}.svg`,
  url: `/demo/hls/clip-${id}/index.m3u8`,
  width: 720,
  height: 1280,
  playCount: 0,
  articleId,
  publishtime: 1_700_000_000_000 - id,
});

const played: string[] = [];
const asked: string[] = [];

beforeAll(async () => {
  await prepareListIsland();
  // jsdom plays nothing: a play is a 'playing' event, as a browser's would be.
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.getAttribute('aria-label') ?? '');
    this.dispatchEvent(new Event('playing'));
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
});

beforeEach(() => {
  played.length = 0;
  asked.length = 0;
  server.use(
    http.get(`${VOD}/vodCategoryList`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(`${query.get('page')}/${query.get('size')}/${query.get('clientType')}`);
      return HttpResponse.json({
        status: 0,
        message: '',
        data: { list: [clip(4), clip(5)], hasMore: false },
      });
    }),
    http.post(`${VOD}/vodEvent`, () => HttpResponse.json({ status: 0, message: '', data: {} })),
    http.get(`${MAIN}/getArticleCounts`, () =>
      HttpResponse.json({ status: 0, message: '', data: { discussCount: 12, praiseCount: 3 } }),
    ),
  );
});

function show(first: ShortVideo, list: ShortVideo[], hasMore: boolean) {
  render(
    <>
      <ShortVideoFeed
        first={first}
        firstPage={{ list, hasMore }}
        pageSize={3}
        basePath=""
        endId="related"
        sharing={{
          stats: { config: publicConfigFrom({}, ''), stats: {} },
          siteUrl: 'https://news.example',
          globalTitleChars: null,
          browserShare: null,
          appShare: null,
        }}
      />
      <section id="related" />
    </>,
  );
}

const title = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('the short-video feed', () => {
  it('plays the opened clip, steps through its category by swipe, wheel and keys, and reads the next page near the end', async () => {
    show(clip(1, 44), [clip(1, 44), clip(2), clip(3)], true);
    expect(title()).toBe('短视频 1');
    await waitFor(() => expect(played).toEqual(['短视频 1']));
    const stage = screen.getByRole('region', { name: '短视频' });
    // On screen (jsdom lays nothing out): the keys step only while the stage is.
    jest.spyOn(stage, 'getBoundingClientRect').mockReturnValue({ bottom: 844 } as DOMRect);
    expect(await screen.findByRole('link', { name: '评论 12' })).toHaveAttribute(
      'href',
      '/commentAll/44/0.html',
    );

    fireEvent.touchStart(stage, { touches: [{ clientY: 600 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientY: 300 }] });
    expect(title()).toBe('短视频 2');
    expect(window.location.pathname).toBe('/minVideoDetail/2.html');
    // A clip without an article has neither praise nor comments.
    expect(screen.queryByRole('link', { name: /^评论/ })).toBeNull();

    // Two from the end of what is loaded: page 2 of the category, for phones.
    await waitFor(() => expect(asked).toEqual(['2/3/1']));
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(title()).toBe('短视频 3');
    await act(async () => {
      fireEvent.wheel(stage, { deltaY: 120, timeStamp: 5_000 });
    });
    expect(title()).toBe('短视频 4');
    fireEvent.touchStart(stage, { touches: [{ clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientY: 600 }] });
    expect(title()).toBe('短视频 3');
    await waitFor(() => expect(played).toEqual(['短视频 1', '短视频 2', '短视频 3', '短视频 4', '短视频 3']));
  });

  it('a short finger movement or a tap changes nothing; a tap pauses and plays', async () => {
    show(clip(1), [clip(1), clip(2)], false);
    const stage = screen.getByRole('region', { name: '短视频' });
    fireEvent.touchStart(stage, { touches: [{ clientY: 400 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientY: 380 }] });
    expect(title()).toBe('短视频 1');
    expect(screen.getByRole('button', { name: '上一个' })).toBeDisabled();
    await screen.findByRole('button', { name: '暂停' });
    fireEvent.pause(screen.getByLabelText('短视频 1', { selector: 'video' }));
    expect(await screen.findByRole('button', { name: '播放' })).toBeInTheDocument();
  });

  it('past the last clip, scrolls to the related videos', async () => {
    const scrolled = jest.fn();
    // Another category than the first test's, whose pages SWR keeps.
    const other = (id: number) => ({ ...clip(id), categoryId: 9 });
    show(other(2), [other(1), other(2)], false);
    document.getElementById('related')!.scrollIntoView = scrolled;
    fireEvent.click(screen.getByRole('button', { name: '下一个' }));
    expect(title()).toBe('短视频 2');
    expect(scrolled).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '上一个' }));
    expect(title()).toBe('短视频 1');
  });
});
