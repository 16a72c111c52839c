'use client';

import { browserClient } from '@/lib/api/browserClient';
import { praiseQuestion } from '@/lib/api/questionActions';
import { PraiseButton } from '@/components/comment/PraiseButton.island';

/** 点赞 of a 问吧 question, as an article's: once per member, a repeat refused, a second tap takes it back. */
export function QuestionPraise({
  id,
  count,
  label,
  basePath,
}: {
  id: number;
  count: number;
  label: string;
  basePath: string;
}) {
  return (
    <PraiseButton
      count={count}
      label={label}
      basePath={basePath}
      save={async (praised) => praiseQuestion(await browserClient(), id, praised)}
    />
  );
}
