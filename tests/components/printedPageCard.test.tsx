import { screen } from '@testing-library/react';
import { render } from './render';
import type { PrintedPage } from '@/lib/api/printedPage';
import { PrintedPageCard } from '@/components/article/PrintedPageCard';
import cn from '@/messages/cn.json';

jest.mock('next-intl/server', () => ({
  getLocale: async () => 'cn',
  getMessages: async () => cn,
  getTimeZone: async () => 'Asia/Shanghai',
}));

const page: PrintedPage = {
  paperId: 3,
  paperName: '临江日报',
  date: '2025-06-01',
  layoutId: 12,
  pageNo: 2,
  pageName: '第02版：经济',
  image: '/demo/paper/linjiang-1-2.svg',
  width: 1000,
  height: 1440,
  points: '40,110 960,110 960,710 40,710',
};

describe('the printed page card of a paper-backed article', () => {
  it('links to that page of the paper edition with a plain anchor, saying which page it is', async () => {
    render(await PrintedPageCard({ page }));
    const card = screen.getByRole('complementary', { name: '本文刊于' });
    const link = screen.getByRole('link');
    expect(card).toContainElement(link);
    expect(link).toHaveAttribute('href', '/paperSharePage/2025-06-01/3/12.html');
    expect(link).toHaveTextContent('临江日报 第02版：经济');
    expect(link).toHaveTextContent('2025年6月1日');
    expect(link).toHaveTextContent('查看版面');
    expect(link.querySelector('time')).toHaveAttribute('dateTime', '2025-06-01');
  });

  it('draws the article outline over the page thumbnail in the picture’s own pixels', async () => {
    const { container } = render(await PrintedPageCard({ page }));
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', page.image);
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '1440');
    expect(image).toHaveAttribute('alt', '');
    expect(container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 1000 1440');
    expect(container.querySelector('polygon')).toHaveAttribute('points', page.points);
  });

  it('names the page by its number when it has no name', async () => {
    render(await PrintedPageCard({ page: { ...page, pageName: '' } }));
    expect(screen.getByRole('link')).toHaveTextContent('临江日报 第2版');
  });
});
