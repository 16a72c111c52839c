import { notFound } from 'next/navigation';
import { getApprovedTipoff, readOwnTipoff } from '@/lib/api/tipoffs';
import { asMember } from '@/lib/auth/serverSession';
import { TipoffBody } from '@/components/tipoff/TipoffBody';
import { tipoffLabels } from '@/components/tipoff/tipoffLabels';

/**
 * `/tipoffDetail/:id.html` (报料详情): the signed-in author's own tip-off in any state, or anyone's approved one.
 * Another member's pending or rejected tip-off is not found, exactly as an unknown id is.
 */
export async function TipoffScreen({ id }: { id: number }) {
  const [own, labels] = await Promise.all([asMember(readOwnTipoff(id)), tipoffLabels()]);
  const tipoff = own ?? (await getApprovedTipoff(id));
  if (!tipoff) notFound();
  return <TipoffBody tipoff={tipoff} time={labels.time(tipoff.publishTime)} labels={labels.of(tipoff)} />;
}
