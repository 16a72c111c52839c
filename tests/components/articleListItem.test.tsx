import { screen } from '@testing-library/react';
import { render } from './render';
import { toArticleSummary, type ArticleSummary } from '@/lib/api/articleModel';
import { ArticleListItem, listLayoutOf } from '@/components/column/ArticleListItem';

const summary = (fields: Record<string, unknown>) =>
  toArticleSummary({
    fileId: 7,
    columnID: 3,
    articleType: 0,
    title: '临江港一季度吞吐量增长',
    publishtime: 0,
    ...fields,
  }) as ArticleSummary;

const row = (fields: Record<string, unknown>, padListType = 0) => {
  render(
    <ul>
      <ArticleListItem item={summary(fields)} time="" layout={listLayoutOf({ padListType })} />
    </ul>,
  );
  return screen.getByRole('link');
};

describe('an article list row', () => {
  it('puts the thumbnail left of the title when the site’s padListType is 1', () => {
    expect(row({ picMiddle: '/demo/port.svg' }, 1)).toHaveClass('item', 'thumbLeft');
  });

  it('puts the thumbnail right of the title for any other padListType, or without a site config', () => {
    expect(row({ picMiddle: '/demo/port.svg' }, 0)).toHaveClass('item', 'thumbRight');
    expect(listLayoutOf(null)).toBe('right');
    expect(listLayoutOf({ padListType: 2 })).toBe('right');
  });

  it('shows picType 2 as one big picture, whatever the layout', () => {
    expect(row({ picType: 2, picBig: '/demo/big.svg' }, 1)).toHaveClass('bigPicture');
  });

  it('shows three pictures for picType 3 with three of them', () => {
    const link = row({ picType: 3, pic_list: ['/a.svg', '/b.svg', '/c.svg'] }, 1);
    expect(link).toHaveClass('threeRow');
    expect(link.querySelectorAll('img')).toHaveLength(3);
  });

  it('is text only without a picture', () => {
    const link = row({}, 1);
    expect(link).toHaveClass('textOnly');
    expect(link.querySelector('img')).toBeNull();
  });
});
