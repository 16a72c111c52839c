import Link from 'next/link';
import type { Dynamic } from '@/lib/api/accountPageModel';
import { dynamicHref } from '@/components/account/accountLinks';
import { formatDay, type DayFormat } from '@/lib/format/day';
import { pictureLoading } from '@/components/shell/pictureLoading';
import styles from '@/components/account/AccountPages.module.css';

/** Up to this many pictures show in a list; the dynamic's own page has them all. */
const LIST_PICTURES = 9;

/**
 * A dynamic in an account's list: its text, its pictures as a grid (or its video's poster), its day; the whole
 * card opens the dynamic. Plain, so the server's first page and the more island draw it alike.
 */
export function DynamicCard({
  dynamic,
  day,
  videoLabel,
  eager,
}: {
  dynamic: Dynamic;
  day: DayFormat;
  videoLabel: string;
  eager: boolean;
}) {
  const pictures = dynamic.attachments.filter((a) => a.type === 'pic').slice(0, LIST_PICTURES);
  const video = dynamic.attachments.find((a) => a.type === 'video');
  return (
    <li className={styles.dynamic}>
      <Link href={dynamicHref(dynamic.id)} className={styles.dynamicLink}>
        {dynamic.content && <p className={styles.dynamicText}>{dynamic.content}</p>}
        {pictures.length > 0 && (
          <span className={pictures.length === 1 ? styles.onePicture : styles.pictures}>
            {pictures.map((picture, index) => (
              <img
                key={`${picture.url}-${index}`}
                src={picture.url}
                alt=""
                width={picture.width}
                height={picture.height}
                {...pictureLoading(eager && index === 0)}
              />
            ))}
          </span>
        )}
        {video && (
          <span className={styles.videoPoster}>
            {video.poster && <img src={video.poster} alt="" {...pictureLoading(eager)} />}
            <span className={styles.play}>{videoLabel}</span>
          </span>
        )}
        <time className={styles.time} dateTime={new Date(dynamic.publishTime).toISOString()}>
          {formatDay(dynamic.publishTime, day)}
        </time>
      </Link>
    </li>
  );
}
