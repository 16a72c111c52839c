import { ARTICLE_TYPES } from '@/lib/api/articleModel';
import { handOffHref } from '@/components/article/articleHandOff';

describe('an article page hands a topic to its special topic and a live to the live screen', () => {
  const topic = { articleType: ARTICLE_TYPES.topic, href: '/specDetail/42.html' };

  it('sends a topic opened on an article route to the special topic, keeping the other query flags', () => {
    expect(handOffHref(topic, { columnId: '0', id: '42' }, false)).toBe('/specDetail/42.html');
    expect(
      handOffHref(
        topic,
        { columnId: '14', id: '42', isShare: 'true', theme: 'dark', from: ['a', 'b'] },
        false,
      ),
    ).toBe('/specDetail/42.html?isShare=true&theme=dark&from=a&from=b');
    expect(handOffHref(topic, { fileId: '42', title: '防汛 专题' }, false)).toBe(
      '/specDetail/42.html?title=%E9%98%B2%E6%B1%9B+%E4%B8%93%E9%A2%98',
    );
  });

  it('sends a live opened on an article route to the live screen', () => {
    const live = { articleType: ARTICLE_TYPES.live, href: '/liveDetail/9.html' };
    expect(handOffHref(live, { columnId: '14', id: '9' }, false)).toBe('/liveDetail/9.html');
    expect(handOffHref(live, { id: '9', theme: 'dark' }, false)).toBe('/liveDetail/9.html?theme=dark');
    expect(handOffHref(live, { id: '9', yl: '1' }, true)).toBeNull();
  });

  it('keeps every other type on the page it was opened on', () => {
    for (const articleType of [
      ARTICLE_TYPES.news,
      ARTICLE_TYPES.photos,
      ARTICLE_TYPES.video,
      ARTICLE_TYPES.link,
      ARTICLE_TYPES.h5,
    ]) {
      expect(handOffHref({ articleType, href: '/newsDetail/2/43.html' }, { id: '43' }, false)).toBeNull();
    }
  });

  it('keeps a previewed topic here, where its unreleased content may be fetched', () => {
    expect(handOffHref(topic, { id: '42', yl: '1' }, true)).toBeNull();
  });
});
