import type { Tipoff } from '@/lib/api/tipoffModel';
import { TipoffState } from '@/components/tipoff/TipoffState';
import styles from '@/components/tipoff/Tipoff.module.css';

export interface TipoffLabels {
  heading: string;
  state: string;
  reason: string;
  by: string;
  picture(n: number): string;
  video(n: number): string;
  audio(n: number): string;
}

/**
 * 报料详情 as it is drawn: the state (待审核, 已通过, 未通过 with the editor's reason), who signed it and when, the
 * text (as text: HTML in it shows as the characters it is), its pictures, videos and recordings.
 */
export function TipoffBody({
  tipoff,
  time,
  labels,
}: {
  tipoff: Tipoff;
  time: { iso: string; text: string };
  labels: TipoffLabels;
}) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{labels.heading}</h1>
        <TipoffState status={tipoff.status} label={labels.state} />
        <p className={styles.meta}>
          {labels.by} <time dateTime={time.iso}>{time.text}</time>
        </p>
      </header>
      {tipoff.reason !== '' && <p className={styles.reason}>{labels.reason}</p>}
      <p className={styles.content}>{tipoff.content}</p>
      {tipoff.pictures.length > 0 && (
        <ul className={styles.pictures}>
          {tipoff.pictures.map((src, index) => (
            <li key={src}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a reader's picture from the upload service, of no known size */}
              <img
                className={styles.picture}
                src={src}
                alt={labels.picture(index + 1)}
                loading="lazy"
                decoding="async"
              />
            </li>
          ))}
        </ul>
      )}
      {tipoff.videos.map((src, index) => (
        <video
          key={src}
          className={styles.video}
          src={src}
          controls
          preload="metadata"
          aria-label={labels.video(index + 1)}
        />
      ))}
      {tipoff.audios.map((src, index) => (
        <audio
          key={src}
          className={styles.audio}
          src={src}
          controls
          preload="metadata"
          aria-label={labels.audio(index + 1)}
        />
      ))}
    </article>
  );
}
