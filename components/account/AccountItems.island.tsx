'use client';

import {
  toDynamicPage,
  toQuestionPage,
  type Dynamic,
  type ItemPage,
  type Question,
} from '@/lib/api/accountPageModel';
import { PAGE_SIZE } from '@/lib/api/articleModel';
import { DYNAMIC_PAGE_SIZE } from '@/lib/contract/accountPages';
import type { DayFormat } from '@/lib/format/day';
import { useIslandTranslations } from '@/components/shell/IslandMessagesProvider.island';
import { MoreButton } from '@/components/member/MoreButton';
import { DynamicCard } from '@/components/account/DynamicCard';
import { QuestionCard } from '@/components/account/QuestionCard';
import { useMoreItems } from '@/components/account/useMoreItems';
import styles from '@/components/account/AccountPages.module.css';

/** An account's dynamics: the server's first ten, the next ten at the more button (spec: more at 10). */
export function AccountDynamics({
  xyID,
  firstPage,
  day,
}: {
  xyID: number;
  firstPage: ItemPage<Dynamic>;
  day: DayFormat;
}) {
  const t = useIslandTranslations('accountPage');
  const { items, ...progress } = useMoreItems(
    'getXyDynamic',
    { xyID },
    DYNAMIC_PAGE_SIZE,
    toDynamicPage,
    firstPage,
  );
  return (
    <>
      <ul className={styles.items}>
        {items.map((dynamic, index) => (
          <DynamicCard
            key={dynamic.id}
            dynamic={dynamic}
            day={day}
            videoLabel={t('video')}
            eager={index < 2}
          />
        ))}
      </ul>
      <MoreButton {...progress} />
    </>
  );
}

/** The questions put to an account with their first answers, 20 a page. */
export function AccountQuestions({
  xyID,
  firstPage,
  day,
}: {
  xyID: number;
  firstPage: ItemPage<Question>;
  day: DayFormat;
}) {
  const { items, ...progress } = useMoreItems(
    'getXyArticlesQuestion',
    { xyID },
    PAGE_SIZE,
    toQuestionPage,
    firstPage,
  );
  return (
    <>
      <ul className={styles.items}>
        {items.map((question) => (
          <QuestionCard key={question.id} question={question} day={day} />
        ))}
      </ul>
      <MoreButton {...progress} />
    </>
  );
}
