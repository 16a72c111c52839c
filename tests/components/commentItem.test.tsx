// A comment's pictures (components/comment/CommentItem.tsx): square thumbnails sized before they load, lazy, each
// named and opening the full picture; an address that is not a picture's is never drawn.
import { screen } from '@testing-library/react';
import { render } from './render';
import { toComment, type Comment } from '@/lib/api/commentModel';
import { CommentItem, commentLabels } from '@/components/comment/CommentItem';
import cn from '@/messages/cn.json';

const labels = commentLabels((key) => cn.comment[key]);

const comment = toComment({
  id: 9,
  rootID: 11,
  userID: 3,
  userName: '江北老街坊',
  content: '看图',
  images: ['/uploads/a1.png', 'https://img.example.com/b2.jpg', 'javascript:alert(1)'],
}) as Comment;

describe('a comment with pictures', () => {
  it('shows each as a lazy thumbnail of fixed size that opens the full picture', () => {
    render(
      <ul>
        <CommentItem comment={comment} time="刚刚" labels={labels} />
      </ul>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/uploads/a1.png',
      'https://img.example.com/b2.jpg',
    ]);
    const second = screen.getByRole('img', { name: '评论配图 2' });
    expect(links[1]).toContainElement(second);
    expect(second).toHaveAttribute('src', 'https://img.example.com/b2.jpg');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).toHaveAttribute('width', '72');
    expect(second).toHaveAttribute('height', '72');
    expect(screen.getByRole('img', { name: '评论配图 1' })).toHaveAttribute('src', '/uploads/a1.png');
  });
});
