import type { ReactNode } from 'react';
import type { SitePage } from '@/lib/api/sitePages';
import { sanitizeArticleHtml } from '@/lib/html/sanitizeArticleHtml';
import { safeMediaSrc } from '@/lib/html/safeUrl';
import articleStyles from '@/components/article/Article.module.css';
import topicStyles from '@/components/topic/Topic.module.css';
import styles from '@/components/sitePage/SitePage.module.css';

/**
 * A page the CMS writes (关于我们, 产品详情, 下载客户端, 公告): its picture, title and, for notices, when it was
 * published; then what the screen adds (the download links) and the body, sanitised here on the server.
 */
export function SitePageArticle({
  page,
  siteHosts,
  time,
  children,
}: {
  page: SitePage;
  /** This site's hosts: links to them open in place. */
  siteHosts: string[];
  /** The publish time as the reader reads it; the time is left out without it. */
  time?: string;
  children?: ReactNode;
}) {
  const body = sanitizeArticleHtml(page.html, { siteHosts });
  const image = safeMediaSrc(page.image);
  return (
    <article className={articleStyles.article}>
      {image && (
        <img className={topicStyles.banner} src={image} alt="" width={750} height={320} decoding="async" />
      )}
      <header className={articleStyles.header}>
        <h1 className={articleStyles.title}>{page.title}</h1>
        {time && page.publishtime > 0 && (
          <p className={articleStyles.meta}>
            <time dateTime={new Date(page.publishtime).toISOString()}>{time}</time>
          </p>
        )}
      </header>
      {children}
      {body.html ? (
        <div
          className={`${articleStyles.body} ${styles.body}`}
          dangerouslySetInnerHTML={{ __html: body.html }}
        />
      ) : (
        page.summary && <p className={articleStyles.body}>{page.summary}</p>
      )}
    </article>
  );
}
