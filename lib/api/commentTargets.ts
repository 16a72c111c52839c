import 'server-only';
import { getDynamic } from '@/lib/api/accountPages';
import { getArticle } from '@/lib/api/articles';
import { getMoment, getPost } from '@/lib/api/community';
import { getQuestion } from '@/lib/api/questions';
import { COMMENT_SOURCE, type CommentSource } from '@/lib/contract/comments';

/** What the all-comments and replies screens say of the target a conversation is on, and link back to. */
export interface CommentTargetPage {
  title: string;
  href: string;
  discussClosed: boolean;
}

/** A line of text standing for a target without a title (a dynamic, a post): its start. */
const titleOf = (text: string, fallback: string) => {
  const chars = [...text.trim()];
  if (chars.length === 0) return fallback;
  return chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : chars.join('');
};

type Finder = (id: number) => Promise<CommentTargetPage | null>;

/**
 * One entry per target kind the site shows a conversation for (backend/comments/targets.ts is the backend's): a
 * new kind's screen adds its entry here. A kind without one has no all-comments or replies screen (not found).
 */
const TARGETS: Partial<Record<CommentSource, Finder>> = {
  [COMMENT_SOURCE.article]: async (id) => {
    const article = await getArticle(id);
    return article && { title: article.title, href: article.href, discussClosed: article.discussClosed };
  },
  [COMMENT_SOURCE.dynamic]: async (id) => {
    const dynamic = await getDynamic(id);
    return (
      dynamic && {
        title: titleOf(dynamic.content, dynamic.xyName),
        href: `/dynamicDetail/${id}.html`,
        discussClosed: false,
      }
    );
  },
  [COMMENT_SOURCE.post]: async (id) => {
    const post = await getPost(id);
    return (
      post && {
        title: titleOf(post.content, post.circleName),
        href: `/postDetail/${id}.html`,
        discussClosed: false,
      }
    );
  },
  [COMMENT_SOURCE.moment]: async (id) => {
    const moment = await getMoment(id);
    return (
      moment && {
        title: titleOf(moment.content, moment.userName),
        href: `/friendsCircleDetail/${id}.html`,
        discussClosed: false,
      }
    );
  },
  [COMMENT_SOURCE.question]: async (id) => {
    const question = await getQuestion(id);
    return (
      question && {
        title: titleOf(question.content, question.subjectTitle),
        href: `/askDetail/${id}.html`,
        discussClosed: false,
      }
    );
  },
};

/** The target, or null when it is unknown, not shown, or of a kind the site has no screen for. */
export async function getCommentTarget(source: number, id: number): Promise<CommentTargetPage | null> {
  const find = Object.hasOwn(TARGETS, source) ? TARGETS[source as CommentSource] : undefined;
  return find ? find(id) : null;
}
