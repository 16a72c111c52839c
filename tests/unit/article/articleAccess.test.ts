import { articleAccess, contentOptionsFrom } from '@/components/article/articleAccess';

const token = '45.1795356214458.zmHhg-Rh9aqNG49LNmd8mFALb4GC1RmGoeN6Pk3kRZo';

describe('what an article page asks of getArticleContent', () => {
  it('passes showStatusType 1, 2 or 3 and innerEditor 1 from the page URL', () => {
    expect(contentOptionsFrom({ showStatusType: '1' })).toEqual({ showStatusType: 1 });
    expect(contentOptionsFrom({ showStatusType: '2', innerEditor: '1' })).toEqual({
      showStatusType: 2,
      innerEditor: 1,
    });
    expect(contentOptionsFrom({ showStatusType: ['3', '1'] })).toEqual({ showStatusType: 3 });
  });

  it('leaves out anything else rather than sending the backend a value it refuses', () => {
    for (const showStatusType of ['0', '4', '1.5', ' 1', 'x', '']) {
      expect(contentOptionsFrom({ showStatusType })).toEqual({});
    }
    expect(contentOptionsFrom({ innerEditor: '0' })).toEqual({});
    expect(contentOptionsFrom({ innerEditor: 'true' })).toEqual({});
    expect(contentOptionsFrom({})).toEqual({});
  });
});

describe('article access', () => {
  it('asks for unreleased content only with a credential, the poster flag choosing the own-article call', () => {
    expect(articleAccess({ yl: '1' }, { poster: true })).toEqual({});
    expect(articleAccess({ previewToken: 'short' }, { poster: false })).toEqual({});
    expect(articleAccess({ previewToken: token }, { poster: false })).toEqual({
      previewToken: token,
      poster: false,
    });
    expect(articleAccess({ previewToken: token }, { poster: true })).toEqual({
      previewToken: token,
      poster: true,
    });
  });

  it('keeps the content options with or without a credential', () => {
    expect(articleAccess({ showStatusType: '1', innerEditor: '1' }, { poster: false })).toEqual({
      showStatusType: 1,
      innerEditor: 1,
    });
    expect(articleAccess({ previewToken: token, showStatusType: '3' }, { poster: false })).toEqual({
      showStatusType: 3,
      previewToken: token,
      poster: false,
    });
  });
});
