import { notFound } from 'next/navigation';
import { getPublicMember } from '@/lib/api/members';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { PublicMemberCard } from '@/components/member/PublicMemberCard';
import styles from '@/components/member/memberPage.module.css';

/** A member's public page (memberDetail): only what the member shows everyone, the same for every reader. */
export default async function UserDetailPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const id = positiveId(await searchParams, 'id');
  if (id === null) notFound();
  const member = await getPublicMember(String(id));
  if (member === null) notFound();
  return (
    <section className={styles.page}>
      <PublicMemberCard member={member} />
    </section>
  );
}
