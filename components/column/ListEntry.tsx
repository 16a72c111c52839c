import Link from 'next/link';
import styles from '@/components/column/ModuleBlock.module.css';
import own from '@/components/column/ListEntry.module.css';

export const MORE_LIVE_PATH = '/moreLive.html';
/** The activity list: `/activityDetail.html` without an id (the spec's route, its id optional). */
export const ACTIVITY_LIST_PATH = '/activityDetail.html';
/** The accounts' influence ranking (影响力排行榜), which leads on to each account's page. */
export const RANKING_PATH = '/xyListShare.html';

/** The circle list: `/circleDetail.html` without an id. */
export const CIRCLE_LIST_PATH = '/circleDetail.html';

/** 问吧: the question topics, `/topicDetail.html` without an id. */
export const TOPIC_LIST_PATH = '/topicDetail.html';

/** 问政: the inquiries and the form to open one, `/qaDetail.html` without an id. */
export const INQUIRY_LIST_PATH = '/qaDetail.html';

/** An online-study course (在线学习). */
export const coursePath = (id: number) => `/onlineStudy/${id}.html`;

/** 领导之窗: the leaders by region. */
export const LEADER_LIST_PATH = '/LeaderViewList.html';

/**
 * Home's way to a list that its own column does not show: a module header alone, its name and the link (直播 with
 * 更多直播 to the lives; 活动 with 更多活动 to the activities; 订阅号 with 影响力排行榜 to the ranking).
 */
export function ListEntry({ name, label, href }: { name: string; label: string; href: string }) {
  return (
    <nav className={styles.module} aria-label={name}>
      <p className={`${styles.header} ${own.entry}`}>
        <span className={styles.name}>{name}</span>
        <Link className={styles.more} href={href}>
          {label}
        </Link>
      </p>
    </nav>
  );
}
