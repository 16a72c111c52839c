'use client';

import { browserClient } from '@/lib/api/browserClient';
import { praiseOf } from '@/lib/api/communityActions';
import { PraiseButton } from '@/components/comment/PraiseButton.island';

/** 点赞 of a post, a moment or a 问吧 question, as an article's: once per member, a repeat refused, a second tap takes it back. */
export function CommunityPraise({
  kind,
  id,
  count,
  label,
  basePath,
}: {
  kind: 'post' | 'moment' | 'question';
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
      save={async (praised) => praiseOf(await browserClient(), kind, id, praised)}
    />
  );
}
