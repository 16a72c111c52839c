'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { OPEN_LAUNCH_APP_TAG, openTagReady, subscribeWeChatReady } from '@/lib/auth/wechatReady';
import { xmlEscape } from '@/lib/seo/xml';
import styles from '@/components/share/Share.module.css';

export const PROMPT_DISMISSED_KEY = 'xy_open_app_dismissed';

/** What wx-open-launch-app needs; null outside WeChat or when the site has not set it up. */
export interface LaunchApp {
  appId: string;
  extinfo: string;
}

const dismissedThisSession = () => {
  try {
    return sessionStorage.getItem(PROMPT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

const noSubscription = () => () => {};

// The open tag draws this template itself, apart from the page's styles; CSS variables still reach it.
const launchTemplate = (label: string) =>
  '<style>button{width:100%;height:100%;border:0;border-radius:999px;padding:0;' +
  'background:var(--pad-color,#c8161d);color:#fff;font-size:14px}</style>' +
  `<button type="button">${xmlEscape(label)}</button>`;

/**
 * The share-mode prompt to read on in the app (spec section 6): a small bar fixed to the bottom, shown after the
 * page is up and until the reader closes it for the session. In WeChat, once wx.config accepted the open tag, its
 * button opens the app; when that fails (no app installed) it turns into the download link. Elsewhere it links to
 * the download page.
 */
export function OpenAppPrompt({
  text,
  openLabel,
  downloadLabel,
  dismissLabel,
  downloadHref,
  launch,
  closeIcon,
}: {
  text: string;
  openLabel: string;
  downloadLabel: string;
  dismissLabel: string;
  downloadHref: string;
  launch: LaunchApp | null;
  /** Drawn by the server (components/shell/Icon.tsx), so the icons' paths stay out of the page's scripts. */
  closeIcon: ReactNode;
}) {
  // Hidden on the server and while hydrating (the server cannot know), then as the session says.
  const dismissedBefore = useSyncExternalStore(noSubscription, dismissedThisSession, () => true);
  const [closed, setClosed] = useState(false);
  const visible = !dismissedBefore && !closed;
  const [launchFailed, setLaunchFailed] = useState(false);
  const tagReady = useSyncExternalStore(
    subscribeWeChatReady,
    () => openTagReady(OPEN_LAUNCH_APP_TAG),
    () => false,
  );
  const tag = useRef<HTMLElement>(null);
  const showTag = launch !== null && tagReady && !launchFailed;

  useEffect(() => {
    const element = tag.current;
    if (!element) return;
    const onError = () => setLaunchFailed(true);
    element.addEventListener('error', onError);
    return () => element.removeEventListener('error', onError);
  }, [showTag, visible]);

  function dismiss() {
    setClosed(true);
    try {
      sessionStorage.setItem(PROMPT_DISMISSED_KEY, '1');
    } catch {
      // Storage refused: closed for this page only.
    }
  }

  return (
    <div className={styles.reserve}>
      {visible && (
        <section className={styles.prompt} aria-label={text}>
          <p className={styles.text}>{text}</p>
          {showTag && launch ? (
            <wx-open-launch-app
              ref={tag}
              className={styles.launch}
              appid={launch.appId}
              extinfo={launch.extinfo}
            >
              <script
                type="text/wxtag-template"
                dangerouslySetInnerHTML={{ __html: launchTemplate(openLabel) }}
              />
            </wx-open-launch-app>
          ) : (
            <a className={styles.action} href={downloadHref}>
              {downloadLabel}
            </a>
          )}
          <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={dismiss}>
            {closeIcon}
          </button>
        </section>
      )}
    </div>
  );
}
