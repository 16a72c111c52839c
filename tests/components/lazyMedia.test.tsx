import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from './render';
import { LazyPhotoSet, LazyVideoPlayer } from '@/components/article/lazyMedia.island';
import { PhotoSlides } from '@/components/article/PhotoSlides';
import { ArticleVideo } from '@/components/article/ArticleVideo';

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
        trackLabel="图片，左右滑动切换"
      >
        <PhotoSlides
          pictures={[{ src: '/demo/rain.svg', caption: '排水工人' }]}
          counterTemplate="第{index}张，共{total}张"
        />
      </LazyPhotoSet>,
    );
    expect(await screen.findByRole('region', { name: '图集' })).toHaveTextContent('第1张，共1张');
    // The caption says what the picture shows, once: the picture itself is not named again.
    const figure = screen.getByRole('figure');
    expect(figure).toHaveTextContent('排水工人');
    expect(within(figure).getByRole('presentation')).toHaveAttribute('src', '/demo/rain.svg');
    // A keyboard reaches the scroller, which is named.
    expect(screen.getByRole('list', { name: '图片，左右滑动切换' })).toHaveAttribute('tabindex', '0');
  });

  it('plays the video once its code has arrived, and says so when it fails', async () => {
    render(
      <LazyVideoPlayer src="/demo/clip.mp4" failedText="视频无法播放">
        <ArticleVideo poster="" title="航拍临江" />
      </LazyVideoPlayer>,
    );
    const video = await screen.findByLabelText('航拍临江');
    await waitFor(() => expect(video).toHaveAttribute('src', '/demo/clip.mp4'));
    fireEvent.error(video);
    expect(await screen.findByRole('alert')).toHaveTextContent('视频无法播放');
  });
});
