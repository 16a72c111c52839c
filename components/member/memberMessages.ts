import 'server-only';
import { getMessages } from 'next-intl/server';
import { flatMessages } from '@/lib/i18n/messages';

type Namespace = 'login' | 'member' | 'memberErrors' | 'errors' | 'subscriptions' | 'list' | 'empty';

const READER_KEYS = [
  'phonePlaceholder',
  'codePlaceholder',
  'passwordPlaceholder',
  'passwordConfirmPlaceholder',
] as const;

/**
 * The plain strings a member island shows, by `namespace.key` (lib/auth/memberMessages.ts fills their
 * placeholders): the namespaces it names, and the sign-in forms' placeholders with `login`.
 */
export async function memberIslandMessages(
  namespaces: readonly Namespace[] = ['login', 'memberErrors', 'errors'],
): Promise<Record<string, string>> {
  const messages = await getMessages();
  const placeholders = namespaces.includes('login')
    ? READER_KEYS.map((key) => [`reader.${key}`, messages.reader[key]])
    : [];
  return { ...flatMessages(messages, namespaces), ...Object.fromEntries(placeholders) };
}

/** Only the named strings (`namespace.key`), for an island on a page every reader gets (an article's). */
export async function pickedIslandMessages(keys: readonly string[]): Promise<Record<string, string>> {
  const all = await memberIslandMessages(['memberErrors', 'errors', 'member', 'subscriptions']);
  return Object.fromEntries(keys.flatMap((key) => (key in all ? [[key, all[key] as string]] : [])));
}
