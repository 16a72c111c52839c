// How an article page offers sharing (spec section 6): the open-app prompt in share mode, the app's share sheet
// inside its webview, or nothing. Pure, so the rule is tested apart from the page.
import type { GuardState } from '@/lib/guard/guardState.mjs';
import { parseSafeUrl } from '@/lib/html/safeUrl';

export type ArticleShareUi = 'openAppPrompt' | 'appShare' | null;

/**
 * Inside the app: its share button, unless sharing is closed (shareClosed 1) or the article is a preview.
 * Elsewhere, in share mode: the open-app prompt, never while previewing, viewing or inside the CMS.
 */
export function articleShareUi(
  { flags, inApp }: Pick<GuardState, 'flags' | 'inApp'>,
  { shareClosed, preview }: { shareClosed: boolean; preview: boolean },
): ArticleShareUi {
  if (preview || flags.preview || flags.view || flags.cms) return null;
  if (inApp) return shareClosed ? null : 'appShare';
  return flags.share ? 'openAppPrompt' : null;
}

/**
 * Every other browser (not the app, whose button is its own, nor WeChat, whose menu shares): the site's share
 * button, with the system share sheet or the site's own. Never while previewing, viewing, inside the CMS, or when
 * sharing is closed.
 */
export function browserShareShown(
  { flags, inApp, inWeChat }: Pick<GuardState, 'flags' | 'inApp' | 'inWeChat'>,
  { shareClosed, preview }: { shareClosed: boolean; preview: boolean },
): boolean {
  if (preview || shareClosed || flags.preview || flags.view || flags.cms || flags.poster) return false;
  return !inApp && !inWeChat;
}

/** Where "download the app" goes: the site's _rd_downloadUrl when it is a safe link, else /downloadClient.html. */
export function downloadHref(configured: string, basePath: string): string {
  const link = parseSafeUrl(configured.trim());
  if (link?.kind === 'http') return link.url;
  if (link?.kind === 'relative' && link.rootRelative) return `${basePath}${link.url}`;
  return `${basePath}/downloadClient.html`;
}
