import {
  NOT_FOUND_OF_HEADER,
  NOT_FOUND_RENDER_HEADER,
  notFoundRenderOf,
} from '@/lib/server/notFoundRender.mjs';
import { isBareDocument } from '@/lib/server/outcome.mjs';

const own = (token: string, of = '/newsDetail/2/999999.html?theme=dark') => ({
  [NOT_FOUND_RENDER_HEADER]: token,
  [NOT_FOUND_OF_HEADER]: of,
});

describe('notFoundRenderOf', () => {
  it("gives the page's URL only to a request carrying this process's own token", () => {
    expect(notFoundRenderOf(own('secret'), 'secret')).toBe('/newsDetail/2/999999.html?theme=dark');
    expect(notFoundRenderOf(new Headers(own('secret')), 'secret')).toBe(
      '/newsDetail/2/999999.html?theme=dark',
    );
    expect(notFoundRenderOf(own('guessed'), 'secret')).toBeNull();
    expect(notFoundRenderOf({ [NOT_FOUND_OF_HEADER]: '/home.html' }, 'secret')).toBeNull();
    expect(notFoundRenderOf(new Headers({ [NOT_FOUND_RENDER_HEADER]: 'secret' }), 'secret')).toBeNull();
  });

  it('asks nothing of a server without a token (next dev), whatever a client sends', () => {
    expect(notFoundRenderOf(own(''), null)).toBeNull();
    expect(notFoundRenderOf(own(''), '')).toBeNull();
  });

  it('takes only a path of this site', () => {
    expect(notFoundRenderOf(own('secret', 'https://elsewhere.example/x.html'), 'secret')).toBeNull();
    expect(notFoundRenderOf(own('secret', '//elsewhere.example/x.html'), 'secret')).toBeNull();
    expect(notFoundRenderOf(own('secret', ''), 'secret')).toBeNull();
  });
});

describe('isBareDocument', () => {
  const bare = Buffer.from('<!DOCTYPE html><html id="__next_error__"><head>');
  it("tells Next's bare document from a drawn page and from other answers", () => {
    expect(isBareDocument('text/html; charset=utf-8', bare)).toBe(true);
    expect(isBareDocument('text/html', Buffer.from('<!DOCTYPE html><html lang="zh-CN">'))).toBe(false);
    expect(isBareDocument('text/x-component', bare)).toBe(false);
    expect(isBareDocument('text/html', null)).toBe(false);
  });
});
