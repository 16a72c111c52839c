import { isPreviewArticle, readPreview } from '@/lib/guard/preview.mjs';

const q = (search: string) => new URLSearchParams(search);
const token = '45.1795356214458.zmHhg-Rh9aqNG49LNmd8mFALb4GC1RmGoeN6Pk3kRZo';

describe('whether a request is a preview', () => {
  it('is one with the preview flag, yl=1 or isPreview=true, which is also preview mode', () => {
    expect(readPreview(q('yl=1'))).toEqual({ preview: true, flagged: true, previewToken: null });
    expect(readPreview(q('isPreview=true'))).toEqual({ preview: true, flagged: true, previewToken: null });
    expect(readPreview(q('yl=0&isPreview=1'))).toEqual({
      preview: false,
      flagged: false,
      previewToken: null,
    });
  });

  it("is one with the CMS's credential, which it hands on; a malformed one is no credential", () => {
    expect(readPreview(q(`previewToken=${token}`))).toEqual({
      preview: true,
      flagged: false,
      previewToken: token,
    });
    expect(readPreview(q('previewToken=short'))).toEqual({
      preview: false,
      flagged: false,
      previewToken: null,
    });
    expect(readPreview(q(`previewToken=${token}%3Cscript%3E`)).previewToken).toBeNull();
  });

  it('is one with an aStatus other than 1 in the query', () => {
    expect(readPreview(q('aStatus=0')).preview).toBe(true);
    expect(readPreview(q('aStatus=')).preview).toBe(true);
    expect(readPreview(q('aStatus=1')).preview).toBe(false);
  });

  it('is not one otherwise', () => {
    expect(readPreview(q('share=1&ck=1&cms=1&poster=1'))).toEqual({
      preview: false,
      flagged: false,
      previewToken: null,
    });
  });
});

describe('whether an article page is a preview', () => {
  it('is one when its request is, or when the article is not published', () => {
    expect(isPreviewArticle(readPreview(q('yl=1')), 1)).toBe(true);
    expect(isPreviewArticle(readPreview(q('')), 0)).toBe(true);
    expect(isPreviewArticle(readPreview(q('')), 1)).toBe(false);
    expect(isPreviewArticle(readPreview(q('')), undefined)).toBe(false);
  });
});
