'use client';

import { Suspense, useState } from 'react';
import type { ShareChannel } from '@/lib/format/share';
import type { ArticleStats } from '@/lib/stats/events';
import { lazyIsland } from '@/components/shell/lazyIsland';
import type { ShareSheetText, ShareTarget } from '@/components/share/ShareSheet.island';

// The sheet, and the statistics a share sends, load at the first tap: most readers never share.
const ShareSheet = lazyIsland(() =>
  import('@/components/share/ShareSheet.island').then(({ ShareSheet }) => ShareSheet),
);

const reportShare = (article: ArticleStats, objectType: number, channel: ShareChannel | null) =>
  void import('@/lib/stats/shareStats').then((stats) => stats.reportShare(article, objectType, channel));

/**
 * 分享 under an article in every browser but WeChat and the app. Where the browser has the Web Share API the
 * system share sheet opens (a reader who cancels it shares nothing); elsewhere, or when the browser refuses, the
 * site's own sheet: copy the link, or save the share poster. A completed share is reported like the app's.
 */
export function BrowserShareButton({
  label,
  className,
  text,
  target,
  article,
  objectType,
}: {
  label: string;
  /** The look of the buttons beside it (the article's 收藏). */
  className?: string;
  text: ShareSheetText;
  target: ShareTarget;
  article: ArticleStats;
  objectType: number;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const report = (channel: ShareChannel | null) => reportShare(article, objectType, channel);

  function share() {
    if (typeof navigator.share !== 'function') return setSheetOpen(true);
    // Called in the tap itself: browsers allow the share sheet only during the reader's gesture.
    navigator.share({ title: target.title, text: target.text, url: target.url }).then(
      () => report(null),
      (error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setSheetOpen(true);
      },
    );
  }

  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={share}>
        {label}
      </button>
      {sheetOpen && (
        <Suspense fallback={null}>
          <ShareSheet text={text} target={target} onShared={report} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
