import { ARTICLE_TYPES } from '@/lib/api/articleModel';
import {
  articleVideoJsonLd,
  isoDuration,
  liveBlogJsonLd,
  videoObjectJsonLd,
  type LiveBlogInput,
} from '@/lib/seo/mediaJsonLd';

const PAGE = 'https://news.example.cn/videoDetail/12/10.html';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('isoDuration', () => {
  it('writes seconds as an ISO 8601 duration', () => {
    expect(isoDuration(186)).toBe('PT3M6S');
    expect(isoDuration(95.4)).toBe('PT1M35S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3661)).toBe('PT1H1M1S');
    expect(isoDuration(45)).toBe('PT45S');
    expect(isoDuration(0)).toBeUndefined();
    expect(isoDuration(Number.NaN)).toBeUndefined();
  });
});

describe('videoObjectJsonLd', () => {
  const input = {
    name: '视频｜航拍临江：一江两岸新天际线',
    description: '  三分钟，从空中看临江\n这些年的变化。 ',
    url: PAGE,
    thumbnail: '/demo/skyline.svg',
    publishedMs: Date.UTC(2026, 10, 26, 4, 0),
    contentUrl: '/demo/hls/riverside/index.m3u8',
    duration: 186,
  };

  it("has Google's required and recommended properties, every address absolute", () => {
    expect(videoObjectJsonLd(input)).toEqual({
      '@type': 'VideoObject',
      name: '视频｜航拍临江：一江两岸新天际线',
      description: '三分钟，从空中看临江 这些年的变化。',
      thumbnailUrl: ['https://news.example.cn/demo/skyline.svg'],
      uploadDate: '2026-11-26T04:00:00.000Z',
      contentUrl: 'https://news.example.cn/demo/hls/riverside/index.m3u8',
      duration: 'PT3M6S',
    });
  });

  it('leaves out what is unknown, and is none without a required property', () => {
    const bare = videoObjectJsonLd({
      ...input,
      description: '',
      duration: 0,
      contentUrl: 'javascript:alert(1)',
    });
    expect(bare).not.toHaveProperty('duration');
    expect(bare).not.toHaveProperty('contentUrl');
    // Google requires a description: the name stands in.
    expect(bare?.description).toBe(input.name);
    expect(videoObjectJsonLd({ ...input, thumbnail: '' })).toBeNull();
    expect(videoObjectJsonLd({ ...input, publishedMs: 0 })).toBeNull();
    expect(videoObjectJsonLd({ ...input, name: ' ' })).toBeNull();
  });

  it("is a video article's `video`, its poster else its picture as the thumbnail; other articles have none", () => {
    const article = {
      articleType: ARTICLE_TYPES.video,
      videos: [{ url: '/v.m3u8', poster: '', duration: 95 }],
      title: '体育中心改造完成',
      abstract: '',
      image: '/demo/stadium.svg',
      publishtime: Date.UTC(2026, 10, 25),
    };
    const { video } = articleVideoJsonLd(article, PAGE) as { video: Record<string, unknown> };
    expect(video.thumbnailUrl).toEqual(['https://news.example.cn/demo/stadium.svg']);
    expect(video.contentUrl).toBe('https://news.example.cn/v.m3u8');
    expect(articleVideoJsonLd({ ...article, articleType: ARTICLE_TYPES.news }, PAGE)).toEqual({});
    expect(articleVideoJsonLd({ ...article, videos: [] }, PAGE)).toEqual({});
  });
});

describe('liveBlogJsonLd', () => {
  const start = Date.UTC(2026, 10, 22, 0, 30);
  const live: LiveBlogInput = {
    title: '临江马拉松  直播',
    description: '两万名跑者沿江开跑。',
    url: 'https://news.example.cn/liveDetail/6.html',
    image: '/demo/stadium.svg',
    siteName: '临江日报',
    locale: 'cn',
    publishedMs: start - 86_400_000,
    startMs: start,
    updates: [
      {
        content: '冠军冲线！\n用时2小时11分。',
        reporter: '记者 马骁',
        time: start + 7_900_000,
        pictures: ['/a.jpg'],
      },
      { content: '  ', reporter: '', time: start + 60_000, pictures: [] },
      { content: '鸣枪起跑。', reporter: '', time: start + 1_000, pictures: [] },
      { content: '没有时间的报道', reporter: '', time: 0, pictures: [] },
    ],
  };

  it('is a LiveBlogPosting with its coverage start and its reports as BlogPosting updates, newest first', () => {
    const json = liveBlogJsonLd(live);
    expect(json).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LiveBlogPosting',
      headline: '临江马拉松 直播',
      description: '两万名跑者沿江开跑。',
      url: live.url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': live.url },
      inLanguage: 'zh-CN',
      image: ['https://news.example.cn/demo/stadium.svg'],
      coverageStartTime: '2026-11-22T00:30:00.000Z',
      dateModified: new Date(start + 7_900_000).toISOString(),
      publisher: { '@type': 'Organization', name: '临江日报' },
    });
    expect(json).not.toHaveProperty('coverageEndTime');
    const updates = json.liveBlogUpdate as Record<string, unknown>[];
    // Blank and undated reports are left out.
    expect(updates).toHaveLength(2);
    expect(updates[0]).toEqual({
      '@type': 'BlogPosting',
      headline: '冠军冲线！ 用时2小时11分。',
      articleBody: '冠军冲线！ 用时2小时11分。',
      datePublished: new Date(start + 7_900_000).toISOString(),
      author: { '@type': 'Person', name: '记者 马骁' },
      image: ['https://news.example.cn/a.jpg'],
    });
    expect(updates[1]?.author).toEqual({ '@type': 'Organization', name: '临江日报' });
    for (const update of updates) expect(update.datePublished).toMatch(ISO);
  });

  it('says when an ended live ended, and starts at its publishing when no start is known', () => {
    const json = liveBlogJsonLd({ ...live, startMs: 0, endMs: start + 7_900_000 });
    expect(json.coverageStartTime).toBe(new Date(live.publishedMs).toISOString());
    expect(json.coverageEndTime).toBe(new Date(start + 7_900_000).toISOString());
  });

  it('has an empty list of updates before the first report', () => {
    const json = liveBlogJsonLd({ ...live, updates: [] });
    expect(json.liveBlogUpdate).toEqual([]);
    expect(json.dateModified).toBe(json.datePublished);
  });
});
