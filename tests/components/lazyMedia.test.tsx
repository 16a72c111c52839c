import { screen } from '@testing-library/react';
import { render } from './render';
import { LazyPhotoSet, LazyVideoPlayer } from '@/components/article/lazyMedia';
import { PhotoSlides } from '@/components/article/PhotoSlides';

// An article whose type its route does not bring the island for: the code loads on render, then draws the same.
describe('media islands loaded when an article shows one', () => {
  beforeAll(() => {
    // jsdom has none; the photo set's counter follows the swiping with one.
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
  });

  it('draws the photo set once its code has arrived', async () => {
    render(
      <LazyPhotoSet
        count={1}
        counterTemplate="第{index}张，共{total}张"
        previousLabel="上一张"
        nextLabel="下一张"
        label="图集"
      >
        <PhotoSlides
          pictures={[{ src: '/demo/rain.svg', caption: '排水工人' }]}
          counterTemplate="第{index}张，共{total}张"
        />
      </LazyPhotoSet>,
    );
    expect(await screen.findByRole('region', { name: '图集' })).toHaveTextContent('第1张，共1张');
    expect(screen.getByRole('img', { name: '排水工人' })).toHaveAttribute('src', '/demo/rain.svg');
  });

  it('draws the video player once its code has arrived', async () => {
    render(<LazyVideoPlayer src="/demo/clip.mp4" poster="" title="航拍临江" failedText="视频无法播放" />);
    const video = await screen.findByLabelText('航拍临江');
    expect(video.tagName).toBe('VIDEO');
  });
});
