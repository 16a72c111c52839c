import type { Locale } from '@/lib/i18n/locales';
import cn from '@/messages/cn.json';

export type Messages = typeof cn;
type Tree = { [key: string]: string | Tree };

/** A route's title in the `routes` namespace (every route of lib/routing/routes.json has one). */
export type RouteTitle = keyof Messages['routes'];
export const isRouteTitle = (name: string): name is RouteTitle => Object.hasOwn(cn.routes, name);

/** Missing keys fall back to Chinese: German by design (spec section 1), the others for safety. */
export function withFallback(base: Tree, overlay: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    const inBase = base[key];
    merged[key] =
      typeof value === 'object' && typeof inBase === 'object' ? withFallback(inBase, value) : value;
  }
  return merged;
}

/**
 * Each locale's merged messages, built once per process: the files are part of the build, so a render never needs
 * a fresh merge (it was one of the larger costs of rendering a page in another language).
 */
const merged = new Map<Locale, Promise<Messages>>();

async function mergeMessages(locale: Locale): Promise<Messages> {
  const overlay = (await import(`@/messages/${locale}.json`)) as { default: Tree };
  return withFallback(cn as Tree, overlay.default) as Messages;
}

export function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'cn') return Promise.resolve(cn);
  let messages = merged.get(locale);
  if (!messages) {
    messages = mergeMessages(locale);
    merged.set(locale, messages);
  }
  return messages;
}

/** A namespace of the catalogue, or one message of it by `namespace.key`. */
export type MessagePath = keyof Messages | `${keyof Messages}.${string}`;

/**
 * Only the parts of the catalogue a client island needs cross to the browser (design.md, rule 4): whole
 * namespaces, or single messages where an island on a page every reader gets needs a few of a large namespace.
 */
export function pickMessages(messages: Messages, paths: readonly MessagePath[]): Partial<Messages> {
  const picked: Record<string, Tree> = {};
  for (const path of paths) {
    const [namespace, key] = path.split('.', 2) as [keyof Messages, string?];
    const part = messages[namespace] as Tree;
    if (key === undefined) picked[namespace] = part;
    else if (typeof part[key] === 'string') picked[namespace] = { ...picked[namespace], [key]: part[key] };
  }
  return picked as Partial<Messages>;
}
