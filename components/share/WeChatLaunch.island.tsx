'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { OPEN_LAUNCH_APP_TAG, openTagReady, subscribeWeChatReady } from '@/lib/auth/wechatReady';
import styles from '@/components/share/Share.module.css';

/** What wx-open-launch-app needs, with the template the tag draws (lib/auth/wechatLaunchTemplate.ts). */
export interface LaunchApp {
  appId: string;
  extinfo: string;
  template: string;
}

/**
 * The open-app prompt's button in WeChat: once wx.config accepted the open tag, the tag opens the app; until then,
 * and when it fails (no app installed), the download link. OpenAppPrompt loads it only there.
 */
export function WeChatLaunch({ launch, download }: { launch: LaunchApp; download: ReactNode }) {
  const [launchFailed, setLaunchFailed] = useState(false);
  const tagReady = useSyncExternalStore(
    subscribeWeChatReady,
    () => openTagReady(OPEN_LAUNCH_APP_TAG),
    () => false,
  );
  const tag = useRef<HTMLElement>(null);
  const showTag = tagReady && !launchFailed;

  useEffect(() => {
    const element = tag.current;
    if (!element) return;
    const onError = () => setLaunchFailed(true);
    element.addEventListener('error', onError);
    return () => element.removeEventListener('error', onError);
  }, [showTag]);

  if (!showTag) return download;
  return (
    <wx-open-launch-app ref={tag} className={styles.launch} appid={launch.appId} extinfo={launch.extinfo}>
      <script type="text/wxtag-template" dangerouslySetInnerHTML={{ __html: launch.template }} />
    </wx-open-launch-app>
  );
}
