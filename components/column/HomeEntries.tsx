import { getTranslations } from '@/lib/i18n/translations';
import type { CourseSummary } from '@/lib/api/studyModel';
import {
  ACTIVITY_LIST_PATH,
  CIRCLE_LIST_PATH,
  INQUIRY_LIST_PATH,
  LEADER_LIST_PATH,
  ListEntry,
  RANKING_PATH,
  TOPIC_LIST_PATH,
  coursePath,
} from '@/components/column/ListEntry';

/**
 * Home's ways to the lists no column shows, below its live strip: the accounts' ranking, activities, circles, the
 * newest online-study course (when there is one), 问吧, 问政 and 领导之窗.
 */
export async function HomeEntries({ course }: { course: CourseSummary | null }) {
  const [tRoutes, tActivity, tAccounts, tCommunity, tPeople, tQuestions, tStudy] = await Promise.all([
    getTranslations('routes'),
    getTranslations('activity'),
    getTranslations('accountPage'),
    getTranslations('community'),
    getTranslations('people'),
    getTranslations('questions'),
    getTranslations('study'),
  ]);
  return (
    <>
      <ListEntry name={tAccounts('entry')} label={tAccounts('entryLink')} href={RANKING_PATH} />
      <ListEntry
        name={tActivity('listTitle')}
        label={tActivity('moreActivities')}
        href={ACTIVITY_LIST_PATH}
      />
      <ListEntry name={tCommunity('listTitle')} label={tCommunity('moreCircles')} href={CIRCLE_LIST_PATH} />
      {course && <ListEntry name={tStudy('entry')} label={course.title} href={coursePath(course.id)} />}
      <ListEntry name={tQuestions('topicsTitle')} label={tQuestions('moreTopics')} href={TOPIC_LIST_PATH} />
      <ListEntry name={tQuestions('qaTitle')} label={tQuestions('openInquiry')} href={INQUIRY_LIST_PATH} />
      <ListEntry name={tRoutes('LeaderViewList')} label={tPeople('allLeaders')} href={LEADER_LIST_PATH} />
    </>
  );
}
