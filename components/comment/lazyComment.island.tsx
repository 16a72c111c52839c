'use client';

import {
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type Ref,
} from 'react';
import { hydrated } from '@/components/shell/hydration';
import { lazyIsland } from '@/components/shell/lazyIsland';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { keepTypedBeforeHydration } from '@/components/forms/useTypedBeforeHydration';
import type { ArticleStats } from '@/lib/stats/events';
// The server draws the comment form, whose code comes later (below); its looks must come with the page, not with
// that code, or the form shows unstyled until the reader nears it. Webpack gives a lazily loaded module's CSS to
// its own chunk, so the styles it draws with are imported here, in the page's own graph.
import '@/components/comment/CommentInput.module.css';
import '@/components/forms/buttonLooks.module.css';
import '@/components/forms/FormError.module.css';
import '@/components/forms/ImageAttachments.module.css';

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
const zoneOf = (node: Element, kind: Kind | '' = '') =>
  node.closest(kind ? `[data-comment-zone="${kind}"]` : '[data-comment-zone]');
const kindOf = (node: Element) => zoneOf(node)?.getAttribute('data-comment-zone') as Kind | undefined;

// What a reader does to an island whose code is still on its way would be lost (React drops a tap on a part it
// has not hydrated, and draws its own state over what was typed): a tap is held and given to the island once
// React owns the button. A field's typing is kept for the field's own island (useTypedBeforeHydration.ts), which
// takes it, and the reader's focus, once it has committed: no one else can tell when that is (another island of
// the zone may commit while this one is still hydrating).
let held: { button: Element; zone: Element; standIn: boolean } | null = null;

function keepTyped(target: EventTarget | null) {
  if (target instanceof Element && kindOf(target)) keepTypedBeforeHydration(target);
}

/** Marks the look an island shows on a client-side navigation until its code has come (PraiseLook below). */
const AWAITING = 'data-awaits-island';

function hold(event: Event) {
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  const kind = target && kindOf(target);
  if (!kind || (hydrated(target) && !target.hasAttribute(AWAITING))) return;
  event.preventDefault();
  event.stopPropagation();
  held = { button: target, zone: zoneOf(target) as Element, standIn: target.hasAttribute(AWAITING) };
  want[kind]();
}

// Listening from the moment this module runs, before React hydrates anything. What was typed before it ran at all
// (a fast reader, a slow network) is still in the field, where the field's island finds it.
if (typeof document !== 'undefined') {
  document.addEventListener('click', hold, true);
  document.addEventListener('input', (event) => keepTyped(event.target), true);
}

/** Hands a held tap to the button React now owns. */
function handOver() {
  if (held && !held.button.isConnected) {
    // A look that stood in for the island is gone by now: the tap is for the island's button in its zone (the
    // praise zone has one). Any other button that is gone was drawn anew, and the tap on it goes with it.
    const island = held.standIn ? held.zone.querySelector('button') : null;
    held = island ? { ...held, button: island, standIn: false } : null;
  }
  const tap = held?.button;
  if (tap instanceof HTMLElement && hydrated(tap) && !tap.hasAttribute(AWAITING)) {
    held = null;
    tap.click();
  }
}

/**
 * The comment islands every article carries (about 5 KB gzip, more than the rest of the article's own code):
 * their code loads when the reader nears the comments or touches the praise button (CommentZone), not with the
 * page; at once where no zone of theirs is drawn yet (the server, a client-side navigation). Each hydrates apart,
 * so the page does not wait for them; each, once hydrated, is handed what the reader did to it before.
 */
const commentIsland = <P extends object>(
  kind: Kind,
  load: () => Promise<ComponentType<P>>,
  fallback?: ComponentType<P>,
) =>
  lazyIsland(
    () => {
      if (typeof document === 'undefined' || !document.querySelector(`[data-comment-zone="${kind}"]`))
        want[kind]();
      return wanted[kind].then(load).then(
        (Island) =>
          function LiveCommentIsland(props: P) {
            // After this island's commit, so React owns its elements.
            useEffect(() => void setTimeout(handOver), []);
            return <Island {...props} />;
          },
      );
    },
    { ownBoundary: true, fallback },
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

type PraiseProps = { stats: ArticleStats; className?: string };

/**
 * The praise button as it looks before its code has come, for a page drawn by a client-side navigation, so 分享
 * beside it does not move when the button arrives; a tap on it is held for the button (hold above).
 */
function PraiseLook({ className }: PraiseProps) {
  const t = useIslandTranslations('comment');
  return (
    <button type="button" className={className} aria-pressed={false} data-awaits-island="">
      {t('praiseArticle')}
    </button>
  );
}

export const LazyArticlePraiseButton = commentIsland(
  'praise',
  () =>
    import('@/components/comment/ArticlePraiseButton.island').then(
      ({ ArticlePraiseButton }) => ArticlePraiseButton,
    ),
  PraiseLook,
);

/**
 * Where comment islands are drawn: the server's HTML stays until their code has come (see above). New content from
 * the server for the zone (the page refreshed: a live that began, another language) is applied by React only once
 * the islands under it have hydrated, and until then every update of the page waits with it: their code is asked
 * for as soon as the zone is drawn anew, not when the reader nears them.
 */
export function CommentZone({
  kind,
  as: Tag = 'div',
  children,
  ...props
}: ComponentPropsWithoutRef<'div'> & { kind: Kind; as?: 'div' | 'section' | 'span' }) {
  const ref = useRef<HTMLElement>(null);
  const [hydratedWith] = useState(children);
  if (children !== hydratedWith) want[kind]();
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
    setTimeout(handOver);
    for (const type of ['pointerdown', 'focusin', 'keydown']) zone.addEventListener(type, wake);
    return () => {
      observer?.disconnect();
      for (const type of ['pointerdown', 'focusin', 'keydown']) zone.removeEventListener(type, wake);
    };
  }, [kind]);
  return (
    <Tag ref={ref as Ref<HTMLDivElement>} data-comment-zone={kind} {...props}>
      {children}
    </Tag>
  );
}
