import { firstValue, positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { WriteOffScreen } from '@/components/activity/WriteOffScreen';

/** `/writeOff/:activityID?/:registCode?/:shopSite?.html`: a partner shop redeems the voucher the QR code names. */
export default async function WriteOffPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return (
    <WriteOffScreen
      activityId={positiveId(params, 'activityID')}
      code={firstValue(params, 'registCode') ?? ''}
      shopId={positiveId(params, 'shopSite')}
    />
  );
}
