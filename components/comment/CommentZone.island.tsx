'use client';

import { useEffect, useRef, type ComponentPropsWithoutRef, type Ref } from 'react';

/**
 * `section`: the comment section, whose islands load a screen before the reader reaches it. `praise`: the
 * article's 点赞 beside 收藏, often on the first screen, which loads at the reader's first touch of it.
 */
export type CommentZoneKind = 'section' | 'praise';

const wants = new Map<CommentZoneKind, () => void>();
const wanted = new Map<CommentZoneKind, Promise<void>>();
for (const kind of ['section', 'praise'] as const)
  wanted.set(kind, new Promise<void>((resolve) => wants.set(kind, resolve)));
const want = (kind: CommentZoneKind) => wants.get(kind)?.();
const live = new Set<CommentZoneKind>();
const TOUCHES = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * When a kind of comment island may load (lazyComment.island.tsx). At once where no zone of that kind has been
 * drawn to wait for: on the server, and on a client-side navigation (the new page's islands render before its
 * zone is in the document).
 */
export function commentIslandsWanted(kind: CommentZoneKind): Promise<void> {
  if (typeof document === 'undefined' || !document.querySelector(`[data-comment-zone="${kind}"]`)) want(kind);
  return wanted.get(kind) as Promise<void>;
}

// A tap on a button whose code is still on its way would be lost (React drops it): it is held and given to the
// button once it is live, as is the focus the reader put in the input.
let held: { kind: CommentZoneKind; target: HTMLElement } | null = null;
function hold(event: Event) {
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  const kind = target?.closest('[data-comment-zone]')?.getAttribute('data-comment-zone') as CommentZoneKind;
  if (!target || !kind || live.has(kind)) return;
  event.preventDefault();
  event.stopPropagation();
  held = { kind, target };
  want(kind);
}

/** Each island once it has hydrated: the rest of its kind hydrate with it, then held input reaches them. */
export function commentIslandLive(kind: CommentZoneKind) {
  if (live.has(kind)) return;
  live.add(kind);
  setTimeout(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest(`[data-comment-zone="${kind}"]`)) {
      active.blur();
      active.focus();
    }
    if (held?.kind === kind) held.target.click();
    held = null;
  });
}

/** Where comment islands are drawn: the server's HTML stays until their code has come (see above). */
export function CommentZone({
  kind,
  as: Tag = 'div',
  ...props
}: ComponentPropsWithoutRef<'div'> & { kind: CommentZoneKind; as?: 'div' | 'section' | 'span' }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const zone = ref.current;
    if (!zone) return;
    const wake = () => want(kind);
    // Drawn on the client (a client-side navigation): nothing of the server's to keep, so nothing to wait for.
    if (!zone.hasChildNodes()) wake();
    window.addEventListener('click', hold, true);
    for (const type of TOUCHES) zone.addEventListener(type, wake, { passive: true });
    const observer =
      kind === 'section' && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
            rootMargin: '100% 0px',
          })
        : null;
    observer?.observe(zone);
    return () => {
      observer?.disconnect();
      window.removeEventListener('click', hold, true);
      for (const type of TOUCHES) zone.removeEventListener(type, wake);
    };
  }, [kind]);
  return <Tag ref={ref as Ref<HTMLDivElement>} data-comment-zone={kind} {...props} />;
}
