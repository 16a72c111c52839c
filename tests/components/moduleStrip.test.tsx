import { screen } from '@testing-library/react';
import { render } from './render';
import { rawStory } from './stories';
import { toArticleSummary, type ArticleSummary } from '@/lib/api/articleModel';
import { ModuleBlock } from '@/components/column/ModuleBlock';

const story = (fileId: number, title: string, picMiddle = '') =>
  toArticleSummary(rawStory(fileId, { columnID: 11, title, picMiddle })) as ArticleSummary;

describe('a module drawn as a strip of cards (cmDisplayStyle 4)', () => {
  it('draws a story with a picture as picture and caption, and one without as its title in a box', () => {
    render(
      <ModuleBlock
        module={{
          moduleId: 7,
          name: '文旅好去处',
          type: 11,
          cmDisplayStyle: 4,
          moreColumnId: 11,
          list: [
            story(63, '征稿：我眼中的临江', '/demo/river-bridge.svg'),
            story(52, '书香临江｜社区图书馆的夜读人'),
          ],
        }}
        layout="right"
        formatTime={() => ''}
        moreLabel="更多"
      />,
    );
    const pictured = screen.getByRole('link', { name: '征稿：我眼中的临江' });
    const plain = screen.getByRole('link', { name: '书香临江｜社区图书馆的夜读人' });
    expect(pictured.querySelector('img')).toHaveAttribute('src', '/demo/river-bridge.svg');
    expect(pictured).not.toHaveClass('textCard');
    expect(plain.querySelector('img')).toBeNull();
    expect(plain).toHaveClass('card', 'textCard');
  });
});
