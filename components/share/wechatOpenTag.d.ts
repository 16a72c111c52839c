// WeChat's open tag that opens the group's app from a WeChat page (lib/auth/wechatReady.ts OPEN_LAUNCH_APP_TAG).
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wx-open-launch-app': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        /** The app's AppID on the WeChat Open Platform. */
        appid: string;
        /** Handed to the app when it opens (here: the article's address). */
        extinfo?: string;
      };
    }
  }
}
