import 'server-only';
import { getMessages } from 'next-intl/server';
import { flatMessages, type Messages } from '@/lib/i18n/messages';

type Namespace = 'login' | 'member' | 'memberErrors' | 'errors';

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
  const messages = (await getMessages()) as Messages;
  const placeholders = namespaces.includes('login')
    ? READER_KEYS.map((key) => [`reader.${key}`, messages.reader[key]])
    : [];
  return { ...flatMessages(messages, namespaces), ...Object.fromEntries(placeholders) };
}
