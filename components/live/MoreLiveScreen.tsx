import { getTranslations } from '@/lib/i18n/translations';
import type { ArticleSummary } from '@/lib/api/articleModel';
import { getColumnLives, getComingLives } from '@/lib/api/live';
import type { MessagePath } from '@/lib/i18n/messages';
import { EmptyState } from '@/components/shell/EmptyState';
import { IslandMessages } from '@/components/shell/IslandMessages';
import { memberDayFormat } from '@/components/member/memberDayFormat';
import { ComingLives } from '@/components/live/ComingLives.island';
import { LiveListItem } from '@/components/live/LiveListItem';
import styles from '@/components/live/LiveList.module.css';

/** The announced list's strings: its state and start time, more and end. */
const COMING_MESSAGES: MessagePath[] = ['live.state.announced', 'live.startsAt', 'list', 'empty'];

/**
 * `/moreLive.html`, the list of lives: those on now first, then the announced ones with their start times
 * (liveComing, 20 to a page with load-more), then the replays.
 */
export async function MoreLiveScreen() {
  const [{ now, replays }, coming, t, tRoutes, day] = await Promise.all([
    getColumnLives(),
    getComingLives(1),
    getTranslations('live'),
    getTranslations('routes'),
    memberDayFormat(),
  ]);
  const group = (name: string, lives: ArticleSummary[], state: string) =>
    lives.length > 0 && (
      <section className={styles.section} aria-label={name}>
        <h2>{name}</h2>
        <ul className={styles.list}>
          {lives.map((live, index) => (
            <LiveListItem key={live.fileId} live={live} state={state} eager={index < 2} />
          ))}
        </ul>
      </section>
    );
  const empty = now.length + coming.list.length + replays.length === 0;
  return (
    <div className={styles.page}>
      <h1>{tRoutes('moreLive')}</h1>
      {empty && <EmptyState text={t('noLives')} />}
      {group(t('now'), now, t('state.live'))}
      {coming.list.length > 0 && (
        <section className={styles.section} aria-label={t('coming')}>
          <h2>{t('coming')}</h2>
          <IslandMessages namespaces={COMING_MESSAGES}>
            <ComingLives firstPage={coming} day={day} />
          </IslandMessages>
        </section>
      )}
      {group(t('replays'), replays, t('state.replay'))}
    </div>
  );
}
