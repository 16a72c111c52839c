'use client';

import { Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { LaunchApp } from '@/components/share/WeChatLaunch.island';
import { lazyIsland } from '@/components/shell/lazyIsland';
import styles from '@/components/share/Share.module.css';

export const PROMPT_DISMISSED_KEY = 'xy_open_app_dismissed';

// The open tag's part loads only in WeChat, where the site set it up (launch is null elsewhere).
const WeChatLaunch = lazyIsland(() =>
  import('@/components/share/WeChatLaunch.island').then(({ WeChatLaunch }) => WeChatLaunch),
);

const dismissedThisSession = () => {
  try {
    return sessionStorage.getItem(PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

const noSubscription = () => () => {};

/**
 * The share-mode prompt to read on in the app (spec section 6): a small bar fixed to the bottom, shown after the
 * page is up and until the reader closes it for the session. In WeChat, once wx.config accepted the open tag, its
 * button opens the app; when that fails (no app installed) it turns into the download link. Elsewhere it links to
 * the download page.
 */
export function OpenAppPrompt({
  text,
  downloadLabel,
  dismissLabel,
  downloadHref,
  launch,
  closeIcon,
}: {
  text: string;
  downloadLabel: string;
  dismissLabel: string;
  downloadHref: string;
  /** Null outside WeChat or when the site has not set the open tag up. */
  launch: LaunchApp | null;
  /** Drawn by the server (components/shell/Icon.tsx), so the icons' paths stay out of the page's scripts. */
  closeIcon: ReactNode;
}) {
  // Hidden on the server and while hydrating (the server cannot know), then as the session says.
  const dismissedBefore = useSyncExternalStore(noSubscription, dismissedThisSession, () => true);
  const [closed, setClosed] = useState(false);
  const visible = !dismissedBefore && !closed;

  function dismiss() {
    setClosed(true);
    try {
      sessionStorage.setItem(PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Storage refused: closed for this page only.
    }
  }

  const download = (
    <a className={styles.action} href={downloadHref}>
      {downloadLabel}
    </a>
  );
  return (
    <div className={styles.reserve}>
      {visible && (
        <section className={styles.prompt} aria-label={text}>
          <p className={styles.text}>{text}</p>
          {launch ? (
            <Suspense fallback={download}>
              <WeChatLaunch launch={launch} download={download} />
            </Suspense>
          ) : (
            download
          )}
          <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={dismiss}>
            {closeIcon}
          </button>
        </section>
      )}
    </div>
  );
}
