import { createLiveFeed } from '@/lib/live/liveFeed';
import type { LiveReport } from '@/lib/api/liveModel';

const report = (reportId: number, time: number, content = `报道${reportId}`): LiveReport => ({
  reportId,
  time,
  content,
  pictures: [],
  reporter: '',
});

describe('the live feed', () => {
  it('keeps each report once, newest first, an edit replacing what was heard', () => {
    const feed = createLiveFeed();
    const heard = jest.fn();
    feed.subscribe(heard);
    feed.putReports([report(1, 100), report(2, 300)]);
    feed.putReports([report(3, 200), report(1, 100, '更正')]);
    expect(feed.get().reports.map((each) => [each.reportId, each.content])).toEqual([
      [2, '报道2'],
      [3, '报道3'],
      [1, '更正'],
    ]);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('adds a comment once, newest first', () => {
    const feed = createLiveFeed();
    const comment = (id: number) => ({ id }) as never;
    feed.addComment(comment(1));
    feed.addComment(comment(2));
    feed.addComment(comment(1));
    expect(feed.get().comments.map((each) => each.id)).toEqual([2, 1]);
  });
});
