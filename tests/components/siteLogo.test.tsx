import { fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LOGO_FALLBACK, SiteLogo } from '@/components/shell/SiteLogo';
import { watchLogoFallback } from '@/components/shell/logoFallback';

/** The server's markup, as the browser receives it before any script runs. */
function serve(element: React.ReactElement) {
  document.body.innerHTML = renderToStaticMarkup(element);
}

/** An image the browser has given up on (complete, no picture) or drawn. */
function settle(image: HTMLElement, naturalWidth: number) {
  Object.defineProperty(image, 'complete', { value: true, configurable: true });
  Object.defineProperty(image, 'naturalWidth', { value: naturalWidth, configurable: true });
}

describe('SiteLogo', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('swaps in the fallback when the logo fails', () => {
    serve(<SiteLogo src="/broken.png" alt="临江新闻首页" />);
    stop = watchLogoFallback(document);
    const logo = screen.getByRole('img', { name: '临江新闻首页' });
    expect(logo).toHaveAttribute('src', '/broken.png');
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', LOGO_FALLBACK);
    expect(logo).toHaveAttribute('data-fallback', 'true');
  });

  it('swaps a logo that failed before the script ran, and leaves one that loaded', () => {
    document.body.innerHTML =
      renderToStaticMarkup(<SiteLogo src="/broken.png" alt="顶部" />) +
      renderToStaticMarkup(<SiteLogo src="/demo/logo.svg" alt="底部" />);
    settle(screen.getByRole('img', { name: '顶部' }), 0);
    settle(screen.getByRole('img', { name: '底部' }), 180);
    stop = watchLogoFallback(document);
    expect(screen.getByRole('img', { name: '顶部' })).toHaveAttribute('src', LOGO_FALLBACK);
    expect(screen.getByRole('img', { name: '底部' })).toHaveAttribute('src', '/demo/logo.svg');
  });

  it('leaves other pictures and a failing fallback alone', () => {
    document.body.innerHTML = `<img alt="配图" src="/broken.png">${renderToStaticMarkup(<SiteLogo src="" alt="logo" />)}`;
    stop = watchLogoFallback(document);
    const logo = screen.getByRole('img', { name: 'logo' });
    expect(logo).toHaveAttribute('src', LOGO_FALLBACK);
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', LOGO_FALLBACK);
    fireEvent.error(screen.getByRole('img', { name: '配图' }));
    expect(screen.getByRole('img', { name: '配图' })).toHaveAttribute('src', '/broken.png');
  });

  it('stops listening when stopped', () => {
    serve(<SiteLogo src="/broken.png" alt="logo" />);
    watchLogoFallback(document)();
    fireEvent.error(screen.getByRole('img', { name: 'logo' }));
    expect(screen.getByRole('img', { name: 'logo' })).toHaveAttribute('src', '/broken.png');
  });
});
