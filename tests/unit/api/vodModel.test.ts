import { categoryPageParams, toShortVideo, toShortVideoPage, toShortVideoSettings } from '@/lib/api/vodModel';
import { clipSequence } from '@/components/shortVideo/clipSequence';

const raw = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  categoryId: 1,
  nodeCode: 'shortVideo',
  title: `clip ${id}`,
  url: `/demo/hls/${id}/index.m3u8`,
  poster: '/demo/a.svg',
  width: 720,
  height: 1280,
  ...extra,
});

describe('short videos from the video-on-demand service', () => {
  it('drops a clip without an id or a safe address, and frames one without a size as 9:16', () => {
    expect(toShortVideo(raw(0))).toBeNull();
    expect(toShortVideo(raw(3, { url: 'javascript:alert(1)' }))).toBeNull();
    expect(toShortVideo(raw(3, { poster: 'data:image/png;base64,x' }))?.poster).toBe('');
    expect(toShortVideo(raw(3, { width: 0, height: '' }))).toMatchObject({ width: 720, height: 1280 });
    expect(toShortVideo(raw(3, { articleId: -4, playCount: 'x' }))).toMatchObject({
      articleId: 0,
      playCount: 0,
    });
    expect(toShortVideoPage({ list: [raw(1), null, raw(2)], hasMore: 1 })).toMatchObject({
      list: [{ id: 1 }, { id: 2 }],
      hasMore: true,
    });
  });

  it('reads the first category of the common config, bounding its sizes', () => {
    expect(toShortVideoSettings({ categories: [] })).toBeNull();
    expect(
      toShortVideoSettings({ categories: [{ categoryId: 7, nodeCode: 'n' }], pageSize: 500, relatedSize: 2 }),
    ).toEqual({ categoryId: 7, nodeCode: 'n', pageSize: 10, relatedSize: 2 });
  });

  it('asks a category page for phones, with its node when it has one', () => {
    expect(categoryPageParams({ categoryId: 1, nodeCode: '' }, 2, 10)).toEqual({
      categoryId: 1,
      clientType: 1,
      page: 2,
      size: 10,
    });
    expect(categoryPageParams({ categoryId: 1, nodeCode: 'x' }, 1, 4)).toMatchObject({ nodeCode: 'x' });
  });
});

describe('the clips a reader swipes through', () => {
  const clip = (id: number) => toShortVideo(raw(id))!;
  it('keeps the category order, each clip once, and knows where the opened clip is', () => {
    const pages = [
      { list: [clip(1), clip(2)], hasMore: true },
      { list: [clip(2), clip(3)], hasMore: false },
    ];
    expect(clipSequence(clip(3), pages)).toMatchObject({ complete: true, hasMore: false });
    expect(clipSequence(clip(3), pages).clips.map((video) => video.id)).toEqual([1, 2, 3]);
  });

  it('puts a clip missing from its category first once every page is read, and waits for more before', () => {
    const waiting = clipSequence(clip(9), [{ list: [clip(1)], hasMore: true }]);
    expect(waiting).toMatchObject({ complete: false, hasMore: true });
    const done = clipSequence(clip(9), [{ list: [clip(1)], hasMore: false }]);
    expect(done.complete).toBe(true);
    expect(done.clips.map((video) => video.id)).toEqual([9, 1]);
  });
});
