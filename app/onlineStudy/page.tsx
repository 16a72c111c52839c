import { notFound } from 'next/navigation';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { CourseScreen } from '@/components/study/CourseScreen';

/** `/onlineStudy/:id.html`: an online-study course (`?lesson=` a lesson of it; the first without). */
export default async function OnlineStudyPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  if (id === null) notFound();
  return <CourseScreen id={id} lessonId={positiveId(params, 'lesson')} />;
}
