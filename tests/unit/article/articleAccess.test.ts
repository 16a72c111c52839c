import { readFlags } from '@/lib/guard/flags.mjs';
import { readPreview } from '@/lib/guard/preview.mjs';
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

/** A page's query as the page reads it, and the guard the proxy made of the same query. */
function page(query: Record<string, string>) {
  const search = new URLSearchParams(query);
  return [query, { flags: readFlags(search, false), preview: readPreview(search) }] as const;
}

describe('article access', () => {
  it('asks for unreleased content only with a credential, the poster flag choosing the own-article call', () => {
    expect(articleAccess(...page({ yl: '1', poster: '1' }))).toEqual({});
    expect(articleAccess(...page({ previewToken: 'short' }))).toEqual({});
    expect(articleAccess(...page({ previewToken: token }))).toEqual({ previewToken: token, poster: false });
    expect(articleAccess(...page({ previewToken: token, poster: '1' }))).toEqual({
      previewToken: token,
      poster: true,
    });
  });

  it('keeps the content options with or without a credential', () => {
    expect(articleAccess(...page({ showStatusType: '1', innerEditor: '1' }))).toEqual({
      showStatusType: 1,
      innerEditor: 1,
    });
    expect(articleAccess(...page({ previewToken: token, showStatusType: '3' }))).toEqual({
      showStatusType: 3,
      previewToken: token,
      poster: false,
    });
  });
});
