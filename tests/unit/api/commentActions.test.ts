import {
  deleteComment,
  newIdempotencyKey,
  postComment,
  praiseArticle,
  readOwnComment,
  praiseComment,
  reportComment,
} from '@/lib/api/commentActions';
import { fakeClient } from './fakeClient';

describe("a member's comment writes", () => {
  it('post a comment or a reply with the images comma separated, answering the stored comment', async () => {
    const { api, calls } = fakeClient(() => ({ id: 9, rootID: 7, status: 0, content: '好', points: 2 }));
    const posted = await postComment(api, { articleId: 7, content: '好', idempotencyKey: 'key-12345678' });
    expect(posted).toMatchObject({ id: 9, pending: true, content: '好' });
    await postComment(api, {
      articleId: 7,
      content: '回',
      parentId: 9,
      images: ['/a.png', '/b.jpg'],
      idempotencyKey: 'key-87654321',
    });
    expect(calls).toEqual([
      ['discuss', { rootID: 7, source: 0, content: '好', idempotencyKey: 'key-12345678' }],
      [
        'discuss',
        {
          rootID: 7,
          source: 0,
          content: '回',
          idempotencyKey: 'key-87654321',
          parentID: 9,
          images: '/a.png,/b.jpg',
        },
      ],
    ]);
  });

  it('delete, report and praise with the praise appId', async () => {
    const { api, calls } = fakeClient((name) =>
      name === 'fav' ? { praised: 1, praiseCount: 3 } : { id: 9 },
    );
    await deleteComment(api, 9);
    await reportComment(api, 9, 4);
    await reportComment(api, 9, 6, '说明');
    expect(await praiseComment(api, 9, true)).toEqual({ praised: true, praiseCount: 3 });
    await praiseArticle(api, 7, false);
    expect(calls).toEqual([
      ['delMyDiscuss', { id: 9 }],
      ['expose', { id: 9, reason: 4 }],
      ['expose', { id: 9, reason: 6, detail: '说明' }],
      ['fav', { appId: 'praise', discussID: 9, type: 1 }],
      ['fav', { appId: 'praise', fileId: 7, type: 0 }],
    ]);
  });

  it("read a member's own comment through its thread, null when the thread does not hold it", async () => {
    const { api, calls } = fakeClient(() => ({
      main: { id: 5, status: 1 },
      list: [{ id: 9, status: 0, content: '待审' }],
    }));
    expect(await readOwnComment(api, 9)).toMatchObject({ id: 9, pending: true, content: '待审' });
    expect(await readOwnComment(api, 5)).toMatchObject({ id: 5, pending: false });
    expect(await readOwnComment(api, 7)).toBeNull();
    expect(calls[0]).toEqual(['discussReply', { id: 9, page: 1, pageSize: 50 }]);
  });

  it('make idempotency keys the backend accepts', () => {
    expect(newIdempotencyKey(() => '123e4567-e89b-12d3-a456-426614174000')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey(() => 'a.b/c{d}e f=g+h!i~j')).toBe('abcdefghij');
  });
});
