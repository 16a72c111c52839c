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

/** A message by `namespace.key` with its placeholder values, or text to show as it is (a server's own words). */
export type MessageRef = { key: string; values?: Record<string, string> } | { text: string };

/** A namespace of the catalogue, or one message of it by `namespace.key`. */
export type MessagePath = keyof Messages | `${keyof Messages}.${string}`;

/** Picked messages by `namespace.key` (deeper keys joined with dots too), each plain text. */
export type PickedMessages = Readonly<Record<string, string>>;

function flatten(tree: Tree | string | undefined, path: string, into: Record<string, string>) {
  if (typeof tree === 'string') into[path] = tree;
  else for (const [key, value] of Object.entries(tree ?? {})) flatten(value, `${path}.${key}`, into);
}

/** Each catalogue's picks by their paths: catalogues and lists of paths are the build's, so each is made once. */
const pickedBefore = new WeakMap<Messages, Map<string, PickedMessages>>();

/**
 * Only the parts of the catalogue a client island needs cross to the browser (design.md, rule 4): whole
 * namespaces, or single messages where an island on a page every reader gets needs a few of a large namespace.
 * Flat by path, so the browser looks a message up in one step. The same frozen object for every render asking for
 * the same paths of the same catalogue.
 */
export function pickMessages(messages: Messages, paths: readonly MessagePath[]): PickedMessages {
  let picks = pickedBefore.get(messages);
  if (!picks) pickedBefore.set(messages, (picks = new Map()));
  const key = paths.join('\n');
  let picked = picks.get(key);
  if (!picked) picks.set(key, (picked = Object.freeze(pickFresh(messages, paths))));
  return picked;
}

function pickFresh(messages: Messages, paths: readonly MessagePath[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const path of paths) {
    const [namespace, ...rest] = path.split('.');
    const part = (messages as Tree)[namespace as string];
    flatten(
      rest.reduce<Tree | string | undefined>(
        (node, key) => (typeof node === 'object' ? node[key] : undefined),
        part,
      ),
      path,
      picked,
    );
  }
  return picked;
}
