import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { AccountScreen } from '@/components/account/AccountScreen';
import { accountTabOf } from '@/components/account/AccountTabs';
import { EmptyState } from '@/components/shell/EmptyState';

/**
 * `/xyDetail/:id.html` (`?tab=dynamics` or `questions`): an account's page. Without an id, or with 0 or less, the
 * page counts as empty (spec section 4); anything else that is not an id, or an unknown tab, is not found.
 */
export default async function XyDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const raw = firstValue(params, 'id');
  const tab = accountTabOf(firstValue(params, 'tab'));
  if (tab === null) notFound();
  const id = positiveId(params, 'id');
  // Keyed by the account: a tap to another account (its page recommends others) starts its islands afresh.
  if (id !== null) return <AccountScreen key={id} xyID={id} tab={tab} />;
  if (raw !== undefined && !/^(0|-\d{1,10})$/.test(raw)) notFound();
  const [tRoutes, tEmpty] = await Promise.all([getTranslations('routes'), getTranslations('empty')]);
  return (
    <section>
      <h1 className="visually-hidden">{tRoutes('xyDetail')}</h1>
      <EmptyState text={tEmpty('noContent')} />
    </section>
  );
}
