import { notFound } from 'next/navigation';
import { getRecommendedAccounts } from '@/lib/api/accountPages';
import { loadAccountListing } from '@/lib/api/subscriptions';
import { asMember } from '@/lib/auth/serverSession';
import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { AccountDirectory } from '@/components/account/AccountDirectory';
import { categoryHref } from '@/components/account/CategoryTabs';

/**
 * 订阅号 (`/subscriptionList/:id?.html`): the accounts of a category, the first one's without an id, and the
 * accounts the backend recommends (recommendXys).
 */
export default async function SubscriptionListPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  if (id === null && firstValue(params, 'id') !== undefined) notFound();
  const [listing, recommended] = await Promise.all([
    loadAccountListing(id, asMember),
    getRecommendedAccounts(null),
  ]);
  if (!listing) notFound();
  return (
    <AccountDirectory
      listing={listing}
      recommended={recommended}
      path={id === null ? '/subscriptionList.html' : categoryHref(id)}
    />
  );
}
