import { notFound } from 'next/navigation';
import { getTranslations } from '@/lib/i18n/translations';
import { readMySubmission, readMySubmissions } from '@/lib/api/submissions';
import { asMember } from '@/lib/auth/serverSession';
import { positiveId, type SearchParams } from '@/lib/routing/pageParams';
import { SignInPrompt } from '@/components/member/SignInPrompt';
import { MySubmissionScreen } from '@/components/submission/MySubmissionScreen';
import { MySubmissionsScreen } from '@/components/submission/MySubmissionsScreen';

/**
 * `/inputArticleDetail/:id?.html` (投稿详情): the signed-in member's own submission; without an id, 我的投稿. Any
 * other member's id is not found, as an unknown one is; a signed-out reader is offered the sign-in, whatever the id.
 */
export default async function InputArticleDetailPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const params = await searchParams;
  const id = positiveId(params, 'id');
  const path = id === null ? '/inputArticleDetail.html' : `/inputArticleDetail/${id}.html`;
  const [shown, t] = await Promise.all([
    asMember(async (api) =>
      id === null
        ? ({ kind: 'list', list: await readMySubmissions(api, positiveId(params, 'page') ?? 1) } as const)
        : ({ kind: 'own', own: await readMySubmission(id)(api) } as const),
    ),
    getTranslations('routes'),
  ]);
  if (!shown) return <SignInPrompt title={t('inputArticleDetail')} path={path} />;
  if (shown.kind === 'list') return <MySubmissionsScreen submissions={shown.list} />;
  if (!shown.own) notFound();
  return <MySubmissionScreen work={shown.own} />;
}
