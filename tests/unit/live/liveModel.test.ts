import { livePlayer, liveTitleState, toLivePage } from '@/lib/api/liveModel';

const main = {
  fileId: 9,
  columnID: 14,
  articleType: 6,
  title: '直播｜临江马拉松鸣枪开跑',
  abstract: '三万名跑友从体育中心出发',
  picBig: '/demo/stadium.svg',
  publishtime: 1_750_000_000_000,
  status: 1,
  startTime: 1_749_999_000_000,
  config: {
    videos: [{ poster: '/p.jpg' }, { appLiveUrl: ' /live.m3u8 ', appPlaybackUrl: '/replay.m3u8' }],
  },
};

describe('liveView answers as the live screen reads them', () => {
  it('takes the live, its stream and replay from the first video that has each, and its reports', () => {
    const page = toLivePage({
      main,
      list: [
        {
          reportId: 3,
          content: ' 领跑集团通过大桥 ',
          reporter: '马骁',
          time: 1_750_000_100_000,
          pictures: [
            { url: '/a.jpg', width: 750, height: 422 },
            { url: '/unsized.jpg' },
            { url: 'javascript:alert(1)', width: 1, height: 1 },
          ],
        },
        { reportId: 0, content: '没有编号' },
        'junk',
      ],
      hasMore: true,
      countClick: '53417',
    });
    expect(page?.live).toMatchObject({
      fileId: 9,
      href: '/liveDetail/9.html',
      status: 1,
      startTime: 1_749_999_000_000,
      liveUrl: '/live.m3u8',
      playbackUrl: '/replay.m3u8',
      poster: '/p.jpg',
    });
    expect(page?.reports).toEqual([
      {
        reportId: 3,
        content: '领跑集团通过大桥',
        reporter: '马骁',
        time: 1_750_000_100_000,
        pictures: [{ src: '/a.jpg', width: 750, height: 422 }],
      },
    ]);
    expect(page).toMatchObject({ hasMore: true, countClick: 53_417 });
  });

  it('falls back to the article picture, the article liveStatus and the full-page rule', () => {
    const page = toLivePage({
      main: { ...main, status: undefined, liveStatus: 2, config: {} },
      list: Array.from({ length: 20 }, (_, index) => ({ reportId: index + 1, content: '文字' })),
    });
    expect(page?.live).toMatchObject({
      status: 2,
      liveUrl: '',
      playbackUrl: '',
      poster: '/demo/stadium.svg',
    });
    expect(page?.hasMore).toBe(true);
    expect(toLivePage({ main, list: [] })?.hasMore).toBe(false);
    expect(toLivePage({ main: { ...main, status: 7 } })?.live.status).toBe(0);
  });

  it('drops times no date can hold and posters that are not pictures a page may load', () => {
    const page = toLivePage({
      main: {
        ...main,
        startTime: 1e17,
        publishtime: -5,
        config: { videos: [{ poster: 'javascript:alert(1)' }] },
      },
      list: [{ reportId: 1, content: '文字', time: 1.7e18 }],
    });
    expect(page?.live).toMatchObject({ startTime: 0, publishtime: 0, poster: '/demo/stadium.svg' });
    expect(page?.reports[0]?.time).toBe(0);
  });

  it('holds no live without a main record', () => {
    expect(toLivePage({ list: [] })).toBeNull();
    expect(toLivePage(null)).toBeNull();
  });
});

describe('the two readings of a live status (spec section 4)', () => {
  it('prefixes titles: announced, live now, replay only when there is one, else ended', () => {
    expect(liveTitleState({ status: 0, playbackUrl: '/r.m3u8' })).toBe('announced');
    expect(liveTitleState({ status: 1, playbackUrl: '' })).toBe('live');
    expect(liveTitleState({ status: 2, playbackUrl: '/r.m3u8' })).toBe('replay');
    expect(liveTitleState({ status: 2, playbackUrl: '' })).toBe('ended');
    // A replay the player cannot play is no replay for the title either.
    expect(liveTitleState({ status: 2, playbackUrl: 'rtmp://x/replay' })).toBe('ended');
  });

  it('plays the stream while live and the replay once ended, when there is a playable one', () => {
    const urls = { liveUrl: '/live.m3u8', playbackUrl: 'https://cdn.example.cn/replay.m3u8' };
    expect(livePlayer({ status: 1, ...urls })).toEqual({ kind: 'video', src: '/live.m3u8' });
    expect(livePlayer({ status: 2, ...urls })).toEqual({
      kind: 'video',
      src: 'https://cdn.example.cn/replay.m3u8',
    });
    expect(livePlayer({ status: 0, ...urls })).toEqual({ kind: 'poster', reason: 'notStarted' });
    expect(livePlayer({ status: 1, liveUrl: '', playbackUrl: '/r.m3u8' })).toEqual({
      kind: 'poster',
      reason: 'noSignal',
    });
    expect(livePlayer({ status: 1, liveUrl: 'rtmp://x/live', playbackUrl: '' })).toEqual({
      kind: 'poster',
      reason: 'noSignal',
    });
    expect(livePlayer({ status: 2, liveUrl: '/live.m3u8', playbackUrl: '' })).toEqual({
      kind: 'poster',
      reason: 'ended',
    });
  });
});
