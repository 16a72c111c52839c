'use client';

import { useEffect, useRef, type ComponentPropsWithoutRef, type ComponentType, type Ref } from 'react';
import { lazyIsland } from '@/components/shell/lazyIsland';

/**
 * `section`: the comment section, whose islands load a screen before the reader reaches it. `praise`: the
 * article's 点赞 beside 收藏, often on the first screen, which loads at the reader's first touch of it.
 */
type Kind = 'section' | 'praise';

const want = {} as Record<Kind, () => void>;
const wanted = {
  section: new Promise<void>((resolve) => (want.section = resolve)),
  praise: new Promise<void>((resolve) => (want.praise = resolve)),
};
const live = new Set<Kind>();
const zoneOf = (node: Element, kind: Kind | '' = '') =>
  node.closest(kind ? `[data-comment-zone="${kind}"]` : '[data-comment-zone]');

// A tap on a button whose code is still on its way would be lost (React drops it): it is held and given to the
// button once it is live, as is the focus the reader put in the input and what they typed there.
let held: Element | null = null;
const typed = new Map<string, string>();
function keepTyped(event: Event) {
  const field = event.target;
  if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) || !field.id) return;
  if (!live.has(zoneOf(field)?.getAttribute('data-comment-zone') as Kind)) typed.set(field.id, field.value);
}

/** Gives the island what the reader typed before it was live, as typing would (React hears an input event). */
function restoreTyped(kind: Kind) {
  for (const [id, value] of typed) {
    const field = document.getElementById(id);
    if (!(field instanceof HTMLTextAreaElement || field instanceof HTMLInputElement) || !zoneOf(field, kind))
      continue;
    const prototype = Object.getPrototypeOf(field) as HTMLTextAreaElement | HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    typed.delete(id);
  }
}
function hold(event: Event) {
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  const kind = target && (zoneOf(target)?.getAttribute('data-comment-zone') as Kind);
  if (!kind || live.has(kind)) return;
  event.preventDefault();
  event.stopPropagation();
  held = target;
  want[kind]();
}

/**
 * The comment islands every article carries (about 5 KB gzip, more than the rest of the article's own code):
 * their code loads when the reader nears the comments or touches the praise button (CommentZone), not with the
 * page; at once where no zone of theirs is drawn yet (the server, a client-side navigation). Each hydrates apart,
 * so the page does not wait for them; the first to hydrate (the rest of its kind with it) gives it held input.
 */
const commentIsland = <P extends object>(kind: Kind, load: () => Promise<ComponentType<P>>) =>
  lazyIsland(
    () => {
      if (typeof document === 'undefined' || !document.querySelector(`[data-comment-zone="${kind}"]`))
        want[kind]();
      return wanted[kind].then(load).then(
        (Island) =>
          function LiveCommentIsland(props: P) {
            useEffect(() => {
              if (live.has(kind)) return;
              live.add(kind);
              setTimeout(() => {
                restoreTyped(kind);
                const active = document.activeElement;
                if (active instanceof HTMLElement && zoneOf(active, kind)) {
                  active.blur();
                  active.focus();
                }
                if (held && zoneOf(held, kind)) (held as HTMLElement).click();
                held = null;
              });
            }, []);
            return <Island {...props} />;
          },
      );
    },
    { ownBoundary: true },
  );

export const LazyCommentInput = commentIsland('section', () =>
  import('@/components/comment/CommentInput.island').then(({ CommentInput }) => CommentInput),
);

/** Which article the section's praise records belong to (CommentStats.island.tsx): needed once the actions are. */
export const LazyCommentStats = commentIsland('section', () =>
  import('@/components/comment/CommentStats.island').then(({ CommentStats }) => CommentStats),
);

export const LazyCommentActions = commentIsland('section', () =>
  import('@/components/comment/CommentActions.island').then(({ CommentActions }) => CommentActions),
);

export const LazyArticlePraiseButton = commentIsland('praise', () =>
  import('@/components/comment/ArticlePraiseButton.island').then(
    ({ ArticlePraiseButton }) => ArticlePraiseButton,
  ),
);

/** Where comment islands are drawn: the server's HTML stays until their code has come (see above). */
export function CommentZone({
  kind,
  as: Tag = 'div',
  ...props
}: ComponentPropsWithoutRef<'div'> & { kind: Kind; as?: 'div' | 'section' | 'span' }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const zone = ref.current as HTMLElement;
    const wake = want[kind];
    const observer =
      kind === 'section' && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries[0]?.isIntersecting && wake(), {
            rootMargin: '100% 0px',
          })
        : null;
    observer?.observe(zone);
    // Drawn on the client (a client-side navigation): nothing of the server's to keep, so nothing to wait for.
    if (!zone.hasChildNodes() || (kind === 'section' && !observer)) wake();
    addEventListener('click', hold, true);
    if (!live.has(kind)) zone.addEventListener('input', keepTyped, true);
    for (const type of ['pointerdown', 'focusin', 'keydown']) zone.addEventListener(type, wake);
    return () => {
      observer?.disconnect();
      removeEventListener('click', hold, true);
      zone.removeEventListener('input', keepTyped, true);
      for (const type of ['pointerdown', 'focusin', 'keydown']) zone.removeEventListener(type, wake);
    };
  }, [kind]);
  return <Tag ref={ref as Ref<HTMLDivElement>} data-comment-zone={kind} {...props} />;
}
