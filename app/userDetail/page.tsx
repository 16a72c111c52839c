import { notFound } from 'next/navigation';
import { unreachableAs } from '@/lib/api/apiError';
import { getPublicMember } from '@/lib/api/members';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { ServiceUnavailable } from '@/components/shell/ServiceUnavailable';
import { PublicMemberCard } from '@/components/member/PublicMemberCard';
import styles from '@/components/member/memberPage.module.css';

/** A member's public page (memberDetail): only what the member shows everyone, the same for every reader. */
export default async function UserDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  const member = await getPublicMember(String(id)).catch(unreachableAs(undefined));
  if (member === undefined) return <ServiceUnavailable />;
  if (member === null) notFound();
  return (
    <section className={styles.page}>
      <PublicMemberCard member={member} />
    </section>
  );
}
