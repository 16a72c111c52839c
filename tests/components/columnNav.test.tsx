import { screen } from '@testing-library/react';
import { render } from './render';
import type { Column } from '@/lib/api/columns';
import { ColumnNav } from '@/components/column/ColumnNav';

const column = (columnId: number, name: string): Column =>
  ({ columnId, name, children: [] }) as unknown as Column;

describe('the column tabs', () => {
  const columns = [column(1, '要闻'), column(4, '本地')];

  it('stick under the top bar only on a page that has one (home)', () => {
    render(<ColumnNav columns={columns} label="栏目" belowTopBar />);
    expect(screen.getByRole('navigation', { name: '栏目' })).toHaveClass('nav', 'belowTopBar');
  });

  it('stick to the top of a column page, which has no top bar to leave room for', () => {
    render(<ColumnNav columns={columns} label="栏目" activeId={4} />);
    const nav = screen.getByRole('navigation', { name: '栏目' });
    expect(nav).toHaveClass('nav');
    expect(nav).not.toHaveClass('belowTopBar');
    expect(screen.getByRole('link', { name: '本地' })).toHaveAttribute('aria-current', 'page');
  });

  it('draw child columns as the plain second row', () => {
    render(<ColumnNav columns={columns} label="要闻" secondary belowTopBar />);
    const nav = screen.getByRole('navigation', { name: '要闻' });
    expect(nav).toHaveClass('secondary');
    expect(nav).not.toHaveClass('nav');
  });
});
